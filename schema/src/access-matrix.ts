/**
 * Who may do what, as one declarative table: every GraphQL root field and every HTTP route of the
 * BFF, with the roles and tenants the three specifications let reach it. It mirrors the platform
 * role table (section 6), the administration tables (clients, packages, orders rights) and the
 * ordering table (section 2.1 / 6). The BFF enforces these rules in its modules; the access matrix
 * test (tests/integration/access-matrix.test.ts) walks this table × every demo persona × an own and
 * another tenant's object, over HTTP and the WebSocket, and fails on any difference — and on a root
 * field or route without a row here.
 */
import {
  hasPermission,
  isStaff,
  landingPath,
  mayViewReports,
  navPermissions,
  type Permission,
  type Role,
} from './access.ts';
import { clientAccessOf, type ClientAccessRights } from './clients.ts';
import { orderPermissionsOf, type OrderPermissions } from './orders.ts';
import { packagePermissionsOf, type PackageAction } from './packages.ts';

/** What the table needs to know of a signed-in user. */
export interface PersonaFacts {
  role: Role;
  /** The agent's flags on its office (admin-type roles: all true). */
  canViewPastOrders: boolean;
  canViewMediaOrders: boolean;
  /** Whether the user's client has the audience feature on. */
  audienceFeature: boolean;
  /** The admin-tool access flag (useAdminTool). */
  adminTools: boolean;
}

/** Whether a user may hold a session at all: sign-in gives one only where the user has a landing page. */
export const maySignIn = (p: PersonaFacts): boolean =>
  landingPath(
    p.role,
    { canViewPastOrders: p.canViewPastOrders, canViewMediaOrders: p.canViewMediaOrders, canViewPaymentDetails: false },
    'office',
  ) !== null;

type Who = (p: PersonaFacts) => boolean;

/**
 * How far a row's object reaches: a field about one tenant's object (an office, a client, a
 * campaign, a user, a package) answers another tenant's object only for staff; `none` has no
 * tenant argument.
 */
export type Scope = 'none' | 'client' | 'office' | 'campaign' | 'property' | 'user' | 'package' | 'audience' | 'self';

/** Fields of an allowed answer that must be null or absent for roles that may not see them. */
export type Hidden = 'prices' | 'orderPrices' | 'notes' | 'finance' | 'partner';

export interface AccessRow {
  /** Anyone, with or without a session. */
  public?: boolean;
  /** Who of the signed-in may call it (ignored for public rows). */
  who: Who;
  scope: Scope;
  /** What an allowed answer must not carry, per role. */
  hides?: readonly Hidden[];
}

const signedIn: Who = () => true;
const perm =
  (permission: Permission): Who =>
  (p) =>
    hasPermission(p.role, permission);
const clientRight =
  (right: Exclude<keyof ClientAccessRights, 'tabs'>): Who =>
  (p) =>
    clientAccessOf(p.role)[right];
const packageRight =
  (action: PackageAction): Who =>
  (p) =>
    packagePermissionsOf(p.role)[action];
const orderRight =
  (right: keyof OrderPermissions): Who =>
  (p) =>
    orderPermissionsOf(p.role)[right];
const staff: Who = (p) => isStaff(p.role);
const adminTools: Who = (p) => p.adminTools;
const adminToolStaff: Who = (p) => p.adminTools && isStaff(p.role);
const audienceUser: Who = (p) => {
  const nav = navPermissions({
    role: p.role,
    features: p.audienceFeature ? ['audience'] : [],
    adminTools: p.adminTools,
  });
  return nav.audience || nav.adminAudience;
};
const audienceAdmin: Who = (p) => isStaff(p.role) && p.audienceFeature;
const cardChanger: Who = (p) => p.role === 'CLIENT_ADMIN' || p.role === 'AGENT_ADMIN';
const clientCardChanger: Who = (p) => p.role === 'CLIENT_ADMIN';

/** Ordering 2.1 / 6: the campaign list and dashboards — staff, client and office admins, agents who may view past orders. */
const seesCampaigns: Who = (p) =>
  p.role === 'AGENT_USER'
    ? p.canViewPastOrders
    : isStaff(p.role) || p.role === 'CLIENT_ADMIN' || p.role === 'AGENT_ADMIN';
/** The reports page: the signed-in roles by the reports permission, agents by canViewPastOrders (decision 088). */
const seesReports: Who = (p) => mayViewReports(p.role, p);
/** The order forms: the same roles, agents by canViewMediaOrders. */
const ordersCampaigns: Who = (p) =>
  p.role === 'AGENT_USER'
    ? p.canViewMediaOrders
    : isStaff(p.role) || p.role === 'CLIENT_ADMIN' || p.role === 'AGENT_ADMIN';
/** The office order form: never agents (2.2). */
const ordersOfficeCampaigns: Who = (p) => p.role !== 'AGENT_USER' && ordersCampaigns(p);

const row = (who: Who, scope: Scope = 'none', hides?: readonly Hidden[]): AccessRow => ({ who, scope, hides });
const open: AccessRow = { public: true, who: () => true, scope: 'none' };

/** Every root field: `Query.x`, `Mutation.x`, `Subscription.x`. */
export const ROOT_FIELD_ACCESS: Record<string, AccessRow> = {
  // platform
  'Query.ok': open,
  'Mutation.noop': open,
  'Query.branding': open,
  'Query.viewer': open,
  'Query.sessionEnded': open,
  'Query.cardEntry': open,
  'Mutation.login': open,
  'Mutation.logout': open,
  'Mutation.requestPasswordReset': open,
  'Mutation.resetPassword': open,
  'Mutation.startHandover': row(signedIn, 'self'),
  'Mutation.changePassword': row(signedIn, 'self'),
  'Mutation.updateProfile': row(signedIn, 'self'),
  'Mutation.submitSupportRequest': row(signedIn, 'self'),
  'Query.notifications': row(perm('notifications'), 'self'),
  'Query.notificationCount': row(perm('notifications'), 'self'),
  'Query.topNotifications': row(perm('notifications'), 'self'),
  'Mutation.markNotificationsRead': row(perm('notifications'), 'self'),
  'Subscription.notificationCount': row(perm('notifications'), 'self'),
  'Query.emailRecipientTypes': row(adminTools),
  'Query.emailRecipients': row(adminTools),
  'Mutation.addEmailRecipient': row(adminTools),
  'Mutation.deleteEmailRecipient': row(adminTools),
  // administration
  'Query.clients': row(clientRight('view')),
  'Query.client': row(clientRight('view'), 'client'),
  'Query.clientAccess': row(signedIn),
  'Mutation.createClient': row(clientRight('add')),
  'Mutation.updateClient': row(clientRight('editMainFields'), 'client'),
  'Mutation.archiveClient': row(clientRight('archive'), 'client'),
  'Mutation.unarchiveClient': row(clientRight('archive'), 'client'),
  'Mutation.attachOfficeToClient': row(clientRight('attachOffices'), 'client'),
  'Mutation.setOfficePaymentMethod': row(clientRight('changePaymentOptions'), 'office'),
  'Mutation.setClientFeature': row(clientRight('switchFeatures'), 'client'),
  // The matrix asks for the client's card (the owner kind's first value): client admins of that client only.
  'Mutation.saveCard': row(clientCardChanger, 'client'),
  'Mutation.removeCard': row(clientCardChanger, 'client'),
  'Mutation.createSandboxCardToken': row(cardChanger),
  'Query.offices': row(perm('offices'), 'client'),
  'Query.officeListCapabilities': row(perm('offices')),
  'Query.office': row(perm('offices'), 'office'),
  'Mutation.createOffice': row((p) => hasPermission(p.role, 'offices') && p.role !== 'AGENT_ADMIN', 'client'),
  'Mutation.updateOffice': row(perm('offices'), 'office'),
  'Mutation.archiveOffice': row(staff, 'office'),
  'Mutation.unarchiveOffice': row(staff, 'office'),
  'Mutation.updateOfficeReport': row(perm('offices'), 'office'),
  'Mutation.updateOfficeUserPermission': row(perm('offices'), 'office'),
  'Mutation.setOfficeUserActive': row(perm('offices'), 'office'),
  'Query.clientLookup': row(perm('view')),
  'Query.officeLookup': row(perm('view'), 'client'),
  // Staff, and the orders list's Packages filter for client and office admins (their own client's packages).
  'Query.packageLookup': row((p) => hasPermission(p.role, 'packages') || hasPermission(p.role, 'orders'), 'client'),
  'Query.userLookup': row(perm('users'), 'client'),
  'Query.users': row(perm('users'), 'client'),
  'Query.user': row(perm('users'), 'user'),
  'Query.userRoles': row(perm('users')),
  'Query.assignableUserRoles': row(perm('users')),
  'Mutation.createUser': row(perm('users'), 'client'),
  'Mutation.updateUser': row(perm('users'), 'user'),
  'Mutation.archiveUser': row((p) => ['SUPER_ADMIN', 'ADMIN', 'CLIENT_ADMIN'].includes(p.role), 'user'),
  'Mutation.activateUser': row(perm('users'), 'user'),
  'Mutation.deactivateUser': row(perm('users'), 'user'),
  'Query.packages': row(packageRight('view'), 'client'),
  'Query.package': row(packageRight('view'), 'package'),
  'Query.packagePermissions': row(signedIn),
  'Mutation.createPackage': row(packageRight('create')),
  'Mutation.updatePackage': row(packageRight('edit'), 'package'),
  'Mutation.archivePackage': row(packageRight('edit'), 'package'),
  'Mutation.unarchivePackage': row(packageRight('edit'), 'package'),
  'Mutation.setPackageClientAttached': row(packageRight('edit'), 'package'),
  'Mutation.setPackageOfficeAttached': row(packageRight('edit'), 'package'),
  'Query.audiences': row(audienceUser),
  'Query.audience': row(audienceUser, 'audience'),
  'Query.audienceScopeChoices': row(audienceUser),
  'Query.adminAudiences': row(audienceAdmin),
  'Query.adminAudienceCampaigns': row(audienceAdmin, 'audience'),
  'Mutation.deleteAudience': row(audienceUser, 'audience'),
  // ordering and reporting
  'Query.orderingOffice': row((p) => ordersCampaigns(p) || seesCampaigns(p), 'office'),
  'Query.officeCampaigns': row(seesCampaigns, 'office', ['prices']),
  // The platform route table: /campaigns is for anyone signed in.
  'Query.publishedCampaigns': row(signedIn, 'none', ['prices']),
  'Query.propertyOrderPage': row(ordersCampaigns, 'office', ['prices']),
  'Query.orderProperty': row(ordersCampaigns, 'property'),
  'Query.agentOrderPage': row(ordersCampaigns, 'office', ['prices']),
  'Query.officeOrderPage': row(ordersOfficeCampaigns, 'office', ['prices']),
  'Query.createdAgentCampaign': row(ordersCampaigns, 'campaign', ['prices']),
  'Mutation.createPropertyCampaign': row(ordersCampaigns, 'office'),
  'Mutation.createAgentCampaign': row(ordersCampaigns, 'office'),
  'Mutation.createOfficeCampaign': row(ordersOfficeCampaigns, 'office'),
  'Mutation.attachCampaignVideo': row(ordersCampaigns, 'campaign'),
  'Mutation.payCampaign': row(ordersCampaigns, 'campaign'),
  'Query.campaignPayment': row(ordersCampaigns, 'campaign', ['prices']),
  'Query.campaignDashboard': row(seesCampaigns, 'campaign', ['prices', 'partner']),
  'Mutation.fetchCampaignPreview': row(seesCampaigns, 'campaign'),
  'Mutation.cancelCampaign': row(staff, 'campaign'),
  'Query.adminCampaign': row(adminToolStaff, 'campaign'),
  'Query.partnerLogs': row(perm('partnerLogs')),
  'Mutation.adjustAdminCampaignDates': row(adminToolStaff, 'campaign'),
  'Mutation.changeAdminCampaignStatus': row(adminToolStaff, 'campaign'),
  'Mutation.callAdminCampaignPartner': row(adminToolStaff, 'campaign'),
  'Mutation.fetchAdminCampaignPreview': row(adminToolStaff, 'campaign'),
  'Query.orderPermissions': row(perm('orders')),
  'Query.orderStatuses': row(perm('orders')),
  'Query.orders': row(perm('orders'), 'client', ['orderPrices', 'notes', 'finance']),
  'Query.orderNotes': row(orderRight('viewNotes'), 'campaign'),
  'Query.orderAdjustments': row(orderRight('viewFinance'), 'campaign'),
  'Mutation.addOrderNote': row(orderRight('viewNotes'), 'campaign'),
  'Mutation.updateOrderNote': row(orderRight('viewNotes'), 'campaign'),
  'Mutation.markOrderFreeOfCharge': row(orderRight('viewFinance'), 'campaign'),
  'Mutation.setOrderInvoiced': row(orderRight('updateInvoice'), 'campaign'),
  'Mutation.addOrderAdjustment': row(orderRight('viewFinance'), 'campaign'),
  'Mutation.deleteOrderAdjustment': row(orderRight('viewFinance'), 'campaign'),
  // The platform route table: /reports for anyone signed in, each on the campaigns they may open (decision 088).
  'Query.modifiedCampaigns': row(seesReports, 'client'),
  'Query.globalReport': row(perm('globalReport'), 'client'),
};

/**
 * Every HTTP route that is not `/graphql`: downloads by name (`GET /downloads/<name>`), upload kinds
 * (`POST /files?kind=<kind>`), and the routes modules mount themselves.
 */
export const ROUTE_ACCESS: Record<string, AccessRow> = {
  'download:campaign-report.pdf': row(seesCampaigns, 'campaign'),
  'download:campaign-daily.csv': row(seesCampaigns, 'campaign', ['prices']),
  'download:campaign-third-party.xml': row(staff, 'campaign'),
  'download:orders.csv': row(orderRight('exportCsv'), 'client', ['orderPrices', 'notes', 'finance']),
  'download:orders-partner.csv': row(orderRight('viewFinance'), 'client'),
  'download:reports.csv': row(seesReports, 'client'),
  'download:campaign-report.csv': row(orderRight('exportReport'), 'client'),
  'download:packages.csv': row(packageRight('view')),
  'download:users.csv': row(perm('users'), 'client'),
  'download:audience-template.csv': row(audienceUser),
  'upload:clientLogo': row(perm('clients')),
  'upload:clientLogoInverse': row(perm('clients')),
  'upload:clientAdLogo': row(perm('clients')),
  'upload:clientFavicon': row(perm('clients')),
  'upload:clientEmailLogoTop': row(perm('clients')),
  'upload:clientEmailLogoBottom': row(perm('clients')),
  'upload:clientLandingPageCover': row(perm('clients')),
  'upload:officeLogo': row(perm('offices'), 'office'),
  'upload:userImage': row(perm('users')),
  'upload:leadAgentImage': row(ordersCampaigns),
  'upload:propertyImage': row(ordersCampaigns),
  'upload:heroImage': row(ordersCampaigns),
  'upload:agentMainImage': row(ordersCampaigns),
  'upload:officeKeyImage': row(ordersOfficeCampaigns),
  'route:GET /public-report/:campaignId/:token': open,
  'route:GET /public-report/:campaignId/:token/pdf': open,
  'route:POST /audiences/validate-csv': row(audienceUser),
  'route:POST /audiences': row(audienceUser),
  'route:POST /audiences/:id': row(audienceUser, 'audience'),
};

export type Expected = 'ALLOWED' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'REFUSED';

/**
 * The answer a row gives a persona (null: no session) on its own tenant's object or another's:
 * ALLOWED (no access error), UNAUTHENTICATED, FORBIDDEN (the role may not), or REFUSED (another
 * tenant's object: FORBIDDEN or NOT_FOUND, never its data).
 */
export const expectedAccess = (access: AccessRow, persona: PersonaFacts | null, tenant: 'own' | 'other'): Expected => {
  if (access.public) return 'ALLOWED';
  if (!persona || !maySignIn(persona)) return 'UNAUTHENTICATED';
  if (!access.who(persona)) return 'FORBIDDEN';
  if (tenant === 'other' && access.scope !== 'none' && access.scope !== 'self' && !isStaff(persona.role))
    return 'REFUSED';
  // An agent who may not view the office's campaigns reaches only the campaigns they created
  // themselves (their order form's confirmation and payment); the office's others are out of reach.
  if (access.scope === 'campaign' && persona.role === 'AGENT_USER' && !persona.canViewPastOrders) return 'REFUSED';
  return 'ALLOWED';
};

/** Whether an allowed answer to `persona` may carry the fields of `hidden`. */
export const maySee = (persona: PersonaFacts, hidden: Hidden): boolean => {
  switch (hidden) {
    case 'prices':
      return persona.role !== 'AGENT_USER';
    case 'orderPrices':
      return orderPermissionsOf(persona.role).viewPrices;
    case 'notes':
      return orderPermissionsOf(persona.role).viewNotes;
    case 'finance':
      return orderPermissionsOf(persona.role).viewFinance;
    case 'partner':
      return isStaff(persona.role);
  }
};
