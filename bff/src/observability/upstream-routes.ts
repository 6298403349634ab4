/**
 * The route templates of the upstream REST APIs (docs/upstream-api.md), so that metrics label an
 * upstream call `agencies/{id}/campaign/count`, never with the id it carried. A URL that matches no
 * template is labelled "other": the label set stays bounded whatever the URL.
 */
export const UPSTREAM_ROUTES = {
  main: [
    'activities',
    'activities/count',
    'activities/top',
    'admin/audience',
    'admin/audience/{id}/campaigns',
    'admin/campaigns/admin-tool-access',
    'admin/email-recipients',
    'admin/email-recipients/types',
    'admin/email-recipients/{id}',
    'admin/packages/export',
    'agencies',
    'agencies/lookup',
    'agencies/slug/{slug}',
    'agencies/{id}',
    'agencies/{id}/agents',
    'agencies/{id}/campaign/count',
    'agencies/{id}/logo',
    'agencies/{id}/permissions/{permissionId}',
    'agents',
    'audience',
    'audience/csv-template',
    'audience/scoped',
    'audience/validate-csv',
    'audience/{id}',
    'authenticate',
    'campaign-adjustments/{id}',
    'campaign-modified-reports',
    'campaign-stats/{id}/previews',
    'campaigns',
    'campaigns/reports/export/all',
    'campaigns/reports/export/{id}',
    'campaigns/statuses',
    'campaigns/{id}',
    'campaigns/{id}/add-note',
    'campaigns/{id}/manually-call-partner',
    'campaigns/{id}/notes',
    'campaigns/{id}/order',
    'campaigns/{id}/pdf-report',
    'campaigns/{id}/product',
    'campaigns/{id}/public/{token}',
    'campaigns/{id}/public/{token}/pdf-report',
    'campaigns/{id}/stats',
    'campaigns/{id}/stats/export',
    'campaigns/{id}/third-party.xml',
    'campaigns/{id}/update-note',
    'campaigns/{id}/update-status-label',
    'campaigns/{id}/url-media',
    'clients',
    'clients/logo/{subdomain}',
    'clients/{id}',
    'clients/{id}/agency/{agencyId}',
    'clients/{id}/display-config',
    'files',
    'files/multiple/temporary',
    'files/temporary',
    'global-reports/agencies',
    'global-reports/export-csv',
    'global-reports/packages',
    'global-reports/stats',
    'lookups/{kind}',
    'orders',
    'orders/by-agency',
    'orders/export',
    'orders/invoice/{id}',
    'orders/row-count',
    'orders/signifi',
    'packages',
    'packages/{id}',
    'packages/{id}/agency',
    'packages/{id}/agency/{agencyId}',
    'packages/{id}/client/{clientId}',
    'payments/tokens',
    'payments/{id}/delete-card',
    'payments/{id}/delete-client-card',
    'payments/{id}/get-agency-cards',
    'payments/{id}/get-available-cards',
    'payments/{id}/get-client-cards',
    'payments/{id}/save-card',
    'payments/{id}/save-client-card',
    'properties/{id}',
    'properties/{id}/agency',
    'support-submissions',
    'token/refresh',
    'users',
    'users/archive/{id}',
    'users/change-password',
    'users/client-roles',
    'users/export/csv',
    'users/password/forgot',
    'users/password/reset',
    'users/profile',
    'users/roles',
    'users/{id}',
    'users/{id}/ordering',
  ],
  dashboard: [
    'features',
    'features/client/{clientId}',
    'features/{featureKey}/client/{clientId}/{state}',
    'admin/campaigns/{id}',
    'admin/campaigns/{id}/update-previews',
    'admin/campaigns/{id}/adjust-dates',
    'admin/campaigns/{id}/change-status',
    'admin/campaigns/{id}/log-partner',
    'admin/campaigns/{id}/payment-method',
    'admin/campaigns/{id}/cancel',
    'signifi-logs',
  ],
} as const;

export type UpstreamApi = keyof typeof UPSTREAM_ROUTES;

export const OTHER_ROUTE = 'other';

interface Node {
  /** Literal segments first (a literal wins over a parameter), then the parameter, if any. */
  literals: [string, Node][];
  param: Node | null;
  /** The index of the template ending here, or -1. */
  route: number;
}

const node = (): Node => ({ literals: [], param: null, route: -1 });

/**
 * Matches relative URLs (`agencies/12/campaign/count?x=1`) against templates. Matching walks the
 * URL in place (indexOf / startsWith over its segments): it allocates nothing, so it can run on
 * every upstream call. Answers the template's index, or `templates.length` for "other".
 */
export const routeMatcher = (templates: readonly string[]): ((url: string) => number) => {
  const root = node();
  templates.forEach((template, index) => {
    let at = root;
    for (const segment of template.split('/')) {
      if (segment.startsWith('{')) at = at.param ??= node();
      else {
        let next = at.literals.find(([literal]) => literal === segment)?.[1];
        if (!next) at.literals.push([segment, (next = node())]);
        at = next;
      }
    }
    at.route = index;
  });

  const walk = (at: Node, url: string, pos: number, end: number): number => {
    if (pos >= end) return at.route;
    let segmentEnd = url.indexOf('/', pos);
    if (segmentEnd < 0 || segmentEnd > end) segmentEnd = end;
    const length = segmentEnd - pos;
    const next = segmentEnd + 1;
    const literals = at.literals;
    for (let i = 0; i < literals.length; i++) {
      const literal = literals[i]![0];
      if (literal.length === length && url.startsWith(literal, pos)) {
        const found = walk(literals[i]![1], url, next, end);
        if (found >= 0) return found;
      }
    }
    if (at.param && length > 0) return walk(at.param, url, next, end);
    return -1;
  };

  const other = templates.length;
  return (url) => {
    let end = url.indexOf('?');
    if (end < 0) end = url.length;
    const found = walk(root, url, url.charCodeAt(0) === 47 /* "/" */ ? 1 : 0, end);
    return found < 0 ? other : found;
  };
};
