import type { UpstreamApi } from '../observability/upstream-routes.ts';

/**
 * The upstream calls the conformance kit does not send, and why: it only reads. Every route template
 * of UPSTREAM_ROUTES is either read by a check (checks.ts) or listed here (checks.test.ts holds
 * both lists to the templates); docs/operations.md prints this list for operators.
 */
export interface NotChecked {
  api: UpstreamApi;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  template: string;
  reason: 'write' | 'payment' | 'upload' | 'session' | 'unused';
  what: string;
}

const write = (
  api: UpstreamApi,
  method: NotChecked['method'],
  template: string,
  what: string,
  reason: NotChecked['reason'] = 'write',
): NotChecked => ({ api, method, template, reason, what });

export const NOT_CHECKED: readonly NotChecked[] = [
  // Sessions: the kit signs in once (POST authenticate is its first line) and never renews or resets.
  write('main', 'POST', 'token/refresh', 'token refresh', 'session'),
  write('main', 'POST', 'users/password/forgot', 'password reset e-mail', 'session'),
  write('main', 'POST', 'users/password/reset', 'password reset', 'session'),
  write('main', 'POST', 'users/change-password', 'password change', 'session'),
  // Writes
  write('main', 'POST', 'activities', 'notifications marked read'),
  write('main', 'PUT', 'users/profile', 'profile update'),
  write('main', 'POST', 'users', 'user create'),
  write('main', 'POST', 'users/{id}', 'user update'),
  write('main', 'DELETE', 'users/{id}', 'user deactivate'),
  write('main', 'DELETE', 'users/archive/{id}', 'user archive'),
  write('main', 'POST', 'users/{id}/ordering', "lead agent's phone and image from an order form"),
  write('main', 'POST', 'clients', 'client create'),
  write('main', 'POST', 'clients/{id}', 'client update'),
  write('main', 'POST', 'clients/{id}/agency/{agencyId}', 'office attached to a client'),
  write('main', 'POST', 'agencies', 'office create'),
  write('main', 'POST', 'agencies/{id}', 'office update, payment options'),
  write('main', 'POST', 'agencies/{id}/permissions/{permissionId}', "office user's permissions"),
  write('main', 'POST', 'packages', 'package create'),
  write('main', 'POST', 'packages/{id}', 'package update, archive'),
  write('main', 'POST', 'packages/{id}/client/{clientId}', 'package linked to a client'),
  write('main', 'POST', 'packages/{id}/agency/{agencyId}', 'package linked to an office'),
  write('main', 'DELETE', 'audience/{id}', 'audience delete'),
  write('main', 'POST', 'admin/email-recipients', 'e-mail recipient add'),
  write('main', 'DELETE', 'admin/email-recipients/{id}', 'e-mail recipient delete'),
  write('main', 'POST', 'campaigns', 'campaign create (property, agent, office)'),
  write('main', 'POST', 'campaigns/{id}/url-media', 'campaign video'),
  write('main', 'POST', 'campaigns/{id}/add-note', 'internal note add'),
  write('main', 'POST', 'campaigns/{id}/update-note', 'internal note edit'),
  write('main', 'POST', 'campaigns/{id}/update-status-label', 'free-of-charge label'),
  write('main', 'POST', 'campaigns/{id}/manually-call-partner', 'manual partner call'),
  write('main', 'PUT', 'campaign-stats/{id}/previews', 'social preview refresh (asks the partner)'),
  write('main', 'POST', 'campaign-adjustments/{id}', 'finance adjustment add'),
  write('main', 'DELETE', 'campaign-adjustments/{id}', 'finance adjustment delete'),
  write('main', 'POST', 'orders/invoice/{id}', 'invoiced flag'),
  write('main', 'POST', 'support-submissions', 'support request'),
  // Payments: a token, a charge or a saved card is money or card data.
  write('main', 'POST', 'payments/tokens', 'card tokenisation', 'payment'),
  write('main', 'POST', 'campaigns/{id}/order', 'campaign payment', 'payment'),
  write('main', 'POST', 'payments/{id}/save-card', 'office card save', 'payment'),
  write('main', 'POST', 'payments/{id}/save-client-card', 'client card save', 'payment'),
  write('main', 'POST', 'payments/{id}/delete-card', 'office card delete', 'payment'),
  write('main', 'POST', 'payments/{id}/delete-client-card', 'client card delete', 'payment'),
  // Uploads (multipart, streamed through POST /files and the audience forms)
  write('main', 'POST', 'files', 'image uploads', 'upload'),
  write('main', 'POST', 'files/temporary', 'temporary image upload', 'upload'),
  write('main', 'POST', 'files/multiple/temporary', 'temporary images upload', 'upload'),
  write('main', 'POST', 'agencies/{id}/logo', 'office logo', 'upload'),
  write('main', 'POST', 'audience', 'audience create with its contacts', 'upload'),
  write('main', 'POST', 'audience/{id}', 'audience update with its contacts', 'upload'),
  write('main', 'POST', 'audience/validate-csv', 'audience contacts check', 'upload'),
  // In the route table for metrics, not read by the BFF.
  write(
    'main',
    'GET',
    'audience/scoped',
    'audiences a campaign may target (the BFF reads them with the office)',
    'unused',
  ),
  write('main', 'GET', 'packages/{id}/agency', "an office's packages (the BFF reads them with the office)", 'unused'),
  // The legacy dashboard API's writes (the admin campaign tool, feature switches).
  write('dashboard', 'POST', 'features/{featureKey}/client/{clientId}/{state}', 'client feature switch'),
  write('dashboard', 'PUT', 'admin/campaigns/{id}/update-previews', 'admin preview refresh (asks the partner)'),
  write('dashboard', 'PATCH', 'admin/campaigns/{id}/adjust-dates', 'campaign dates'),
  write('dashboard', 'PATCH', 'admin/campaigns/{id}/change-status', 'campaign status (calls the partner)'),
  write('dashboard', 'POST', 'admin/campaigns/{id}/log-partner', 'partner call note'),
  write('dashboard', 'PATCH', 'admin/campaigns/{id}/cancel', 'campaign cancel or pause'),
];
