import { z } from 'zod';
import { path } from '../http.ts';
import { cursorPageDto, pageParams } from '../cursor-page.ts';
import type { MainApi } from './client.ts';
import { clientDto, paymentOptionDto, publishStatusDto } from './clients.ts';

/** Offices are `agencies` in the main API (docs/upstream-api.md, "offices and clients"). */

const id = z.union([z.number(), z.string()]).transform(String);

const agencyFields = {
  id,
  title: z.string(),
  displayName: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  status: publishStatusDto,
  slug: z
    .object({ name: z.string() })
    .nullable()
    .optional()
    .transform((v) => v?.name ?? null),
  imageLogo: z
    .object({ id, location: z.string() })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  propertyCampaignPaymentOption: paymentOptionDto,
  agentCampaignPaymentOption: paymentOptionDto,
  officeCampaignPaymentOption: paymentOptionDto,
  // The client summary with include=client, otherwise only its id.
  client: z
    .union([clientDto, z.object({ id })])
    .nullable()
    .optional(),
};

export const agencyDto = z.object(agencyFields).transform(({ client, ...agency }) => ({
  ...agency,
  clientId: client?.id ?? null,
  client: client && 'title' in client ? client : null,
}));
export type AgencyDto = z.infer<typeof agencyDto>;

export const agencyPageDto = cursorPageDto('agencies', agencyDto);
export type AgencyPageDto = z.infer<typeof agencyPageDto>;

export interface AgencyListQuery {
  status: 'published' | 'archived';
  clientId: string | null;
  search: string | null;
  limit: number;
  cursor: string | null;
  /** Embed each office's client (include=client). */
  includeClient: boolean;
}

export const listAgencies = (api: MainApi, q: AgencyListQuery): Promise<AgencyPageDto> => {
  const query = pageParams(q.limit, q.cursor);
  query.set('status', q.status);
  if (q.includeClient) query.set('include', 'client');
  if (q.clientId) query.set('filters[client]', q.clientId);
  if (q.search) query.set('filters[search]', q.search);
  return api.call({ method: 'GET', url: `agencies?${query}`, schema: agencyPageDto });
};

const count = z.number().int().nonnegative();
export const campaignCountDto = z.object({
  activePropertyCampaignCount: count,
  activeAgencyCampaignCount: count,
  propertyCampaignCount: count,
  agencyCampaignCount: count,
});
export type CampaignCountDto = z.infer<typeof campaignCountDto>;

export const getAgencyCampaignCount = (api: MainApi, officeId: string): Promise<CampaignCountDto> =>
  api.call({ method: 'GET', url: path`agencies/${officeId}/campaign/count`, schema: campaignCountDto });

/* ------------------------------------------------------------ the office modal (agencies/{id}) */

const text = z
  .string()
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/** A weekday as the upstream spells it (Mon to Sun). */
export const UPSTREAM_WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const weekday = z.enum(UPSTREAM_WEEKDAYS);

/** A comma-separated recipients text → the addresses (blanks dropped). */
const recipientsText = z
  .string()
  .nullable()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean),
  );

export const automateReportDto = z.object({
  lastSent: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  recurrencePattern: z.object({
    type: z.enum(['daily', 'weekly', 'monthly']),
    interval: z.number().int(),
    weekday,
    monthday: z.number().int(),
  }),
  recurrenceRange: z.object({
    start: z
      .string()
      .nullable()
      .optional()
      .transform((v) => v ?? null),
  }),
  recipients: recipientsText,
});
export type AutomateReportDto = z.infer<typeof automateReportDto>;

/** One row of the office's Users tab (PermissionView with the user's details). */
export const officePermissionDto = z.object({
  id,
  agency: id,
  user: id
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  permissionUpdatable: z.boolean(),
  canViewMediaOrders: z.boolean(),
  canViewPastOrders: z.boolean(),
  canViewPaymentDetails: z.boolean(),
  userDetails: z
    .object({
      id,
      firstName: z.string(),
      lastName: z
        .string()
        .nullable()
        .transform((v) => v ?? ''),
      username: z.string(),
      role: z.string(),
      roleLabel: z.string(),
      enabled: z.boolean(),
    })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type OfficePermissionDto = z.infer<typeof officePermissionDto>;

/** The embedded client of `agencies/{id}?include=client`, with its trading terms. */
const detailClient = z.union([clientDto.and(z.object({ tradingTerms: text })), z.object({ id })]);

/** GET agencies/{id} (and the answers of POST agencies, POST agencies/{id}, POST agencies/{id}/logo). */
export const agencyDetailDto = z
  .object({
    ...agencyFields,
    client: detailClient.nullable().optional(),
    primaryContact: text,
    email: text,
    phone: text,
    postcode: text,
    destinationUrl: text,
    revId: text,
    backgroundColor: text,
    secondaryColor: text,
    organicCampaigns: z
      .boolean()
      .nullable()
      .optional()
      .transform((v) => v ?? false),
    // Present only when included (include=automateReport, permissions, ordersReport).
    automateReport: automateReportDto.nullable().optional(),
    permissions: z
      .union([z.object({ data: z.array(officePermissionDto) }), z.array(officePermissionDto)])
      .nullable()
      .optional()
      .transform((v) => (v === null || v === undefined ? undefined : Array.isArray(v) ? v : v.data)),
    ordersReport: z
      .object({ recipients: recipientsText, recurrencePattern: z.object({ weekday }).nullable().optional() })
      .nullable()
      .optional()
      .transform((v) => (v ? { recipients: v.recipients, weekday: v.recurrencePattern?.weekday ?? 'Mon' } : v)),
  })
  .transform(({ client, ...agency }) => ({
    ...agency,
    clientId: client?.id ?? null,
    client: client && 'title' in client ? client : null,
  }));
export type AgencyDetailDto = z.infer<typeof agencyDetailDto>;

export const AGENCY_INCLUDES = ['automateReport', 'client', 'permissions', 'ordersReport'] as const;
export type AgencyInclude = (typeof AGENCY_INCLUDES)[number];

/** GET agencies/{id} with the parts the office modal's tabs need. */
export const getAgency = (
  api: MainApi,
  officeId: string,
  include: ReadonlySet<AgencyInclude>,
): Promise<AgencyDetailDto> => {
  const parts = AGENCY_INCLUDES.filter((p) => include.has(p));
  const query = parts.length ? `?include=${parts.join(',')}` : '';
  return api.call({ method: 'GET', url: `${path`agencies/${officeId}`}${query}`, schema: agencyDetailDto });
};

/** The body of POST agencies and POST agencies/{id}: a field left out keeps its value (decision 027). */
export interface AgencyBody {
  client?: string | number | null;
  title?: string;
  displayName?: string;
  status?: 'published' | 'archive';
  primaryContact?: string | null;
  email?: string | null;
  phone?: string | null;
  postcode?: string | null;
  destinationUrl?: string | null;
  revId?: string | null;
  backgroundColor?: string | null;
  secondaryColor?: string | null;
  organicCampaigns?: boolean;
  ordersReport?: { recipients?: string; recurrencePattern?: { weekday: string } };
  automateReport?: {
    recurrencePattern: { type: string; interval: number; weekday: string; monthday: number };
    recurrenceRange: { start: string };
    recipients: string;
  };
}

/** Upstream field names of a 422 field tree → the GraphQL inputs' (CreateOfficeInput, UpdateOfficeInput, UpdateOfficeReportInput). */
export const OFFICE_FIELD_NAMES: Record<string, string> = {
  client: 'clientId',
  displayName: 'name',
  title: 'name',
  postcode: 'postcodes',
  backgroundColor: 'brandColor',
  organicCampaigns: 'organicSocialPosts',
  'ordersReport.recipients': 'emailOrdersRecipients',
  'ordersReport.recurrencePattern.weekday': 'emailOrdersWeekday',
  'automateReport.recurrencePattern.type': 'recurrence',
  'automateReport.recurrencePattern.interval': 'interval',
  'automateReport.recurrencePattern.weekday': 'weekday',
  'automateReport.recurrencePattern.monthday': 'monthday',
  'automateReport.recurrenceRange.start': 'startDate',
  'automateReport.recipients': 'recipients',
};

/** POST agencies: creates the office (status published); answers it. */
export const createAgency = (api: MainApi, body: AgencyBody): Promise<AgencyDetailDto> =>
  api.call({
    method: 'POST',
    url: 'agencies',
    data: { ...body, status: 'published' },
    schema: agencyDetailDto,
    fieldNames: OFFICE_FIELD_NAMES,
  });

/** POST agencies/{id}: saves the office; answers it. */
export const updateAgency = (api: MainApi, officeId: string, body: AgencyBody): Promise<AgencyDetailDto> =>
  api.call({
    method: 'POST',
    url: path`agencies/${officeId}`,
    data: body,
    schema: agencyDetailDto,
    fieldNames: OFFICE_FIELD_NAMES,
  });

export interface AgencyPermissionBody {
  permissionUpdatable?: boolean;
  canViewMediaOrders: boolean;
  canViewPastOrders: boolean;
  canViewPaymentDetails: boolean;
}

/** POST agencies/{id}/permissions/{permissionId}: saves a permission record; answers it. */
export const updateAgencyPermission = (
  api: MainApi,
  officeId: string,
  permissionId: string,
  body: AgencyPermissionBody,
): Promise<OfficePermissionDto> =>
  api.call({
    method: 'POST',
    url: path`agencies/${officeId}/permissions/${permissionId}`,
    data: body,
    schema: officePermissionDto,
  });
