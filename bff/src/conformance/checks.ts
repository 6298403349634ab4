import type { z } from 'zod';
import { activityCountDto, activityPageDto, topActivitiesDto } from '../upstream/main/activities.ts';
import { AGENCY_INCLUDES, agencyDetailDto, agencyPageDto, campaignCountDto } from '../upstream/main/agencies.ts';
import { agentsDto, audienceCampaignPageDto, audienceDto, audiencePageDto } from '../upstream/main/audiences.ts';
import {
  CLIENT_INCLUDES,
  DISPLAY_IMAGES,
  clientAdminDto,
  clientPageDto,
  displayConfigDto,
} from '../upstream/main/clients.ts';
import {
  campaignProductAnswerDto,
  campaignStatsAnswerDto,
  viewedCampaignAnswerDto,
} from '../upstream/main/dashboards.ts';
import { brandingDto, officeLookupDto, profileDto } from '../upstream/main/dto.ts';
import { recipientListDto, recipientTypesDto } from '../upstream/main/email-recipients.ts';
import { lookupDto } from '../upstream/main/lookups.ts';
import { orderAgentListDto } from '../upstream/main/ordering-forms.ts';
import {
  availableCardsDto,
  campaignPageDto,
  officeOrderPageDto,
  orderingOfficeDto,
  propertyDetailDto,
  propertyListDto,
  type OrderingInclude,
} from '../upstream/main/ordering.ts';
import {
  adjustmentListDto,
  countsDto,
  modifiedDto,
  notesDto,
  orderCountDto,
  orderFilterQuery,
  ordersPageDto,
  reportFilterQuery,
  statsDto,
  statusesDto,
} from '../upstream/main/orders.ts';
import { packageDto, packagePageDto } from '../upstream/main/packages.ts';
import { signifiLogsDto } from '../upstream/dashboard/partner-logs.ts';
import { cardListDto } from '../upstream/main/payments.ts';
import { rolesDto, userDto, userPageDto } from '../upstream/main/users.ts';
import { adminCampaignAnswerDto, paymentMethodDto } from '../upstream/dashboard/admin-campaigns.ts';
import { clientFeatureListDto, featureListDto } from '../upstream/dashboard/features.ts';
import { publicReportAnswerDto } from '../modules/dashboards/public-report.ts';

import { e, json, LIST, NO_ORDER_FILTER, q, reportFilter, type Check } from './check.ts';
import { DOWNLOAD_CHECKS } from './download-checks.ts';

const ORDERING_INCLUDES: readonly OrderingInclude[] = [
  'client.clientDisplayConfig',
  'client.packages',
  'client.clientAdmins',
  'client.clientIntegration',
  'packages',
  'paymentOptions',
  'audiences',
];
const orderingQuery = `include=${['organicCampaigns', ...ORDERING_INCLUDES].join(',')}`;

type Page<T> = { items: T[] };
const first = <T>(page: Page<T>): T | undefined => page.items[0];

export const CHECKS: readonly Check[] = [
  { api: 'main', template: 'users/profile', url: () => 'users/profile', expect: json(profileDto) },
  { api: 'main', template: 'agencies/lookup', url: () => 'agencies/lookup', expect: json(officeLookupDto) },
  {
    api: 'main',
    template: 'clients',
    url: () => `clients?${q({ limit: String(LIST), status: 'published' })}`,
    expect: json(clientPageDto),
    discover: (page: z.output<typeof clientPageDto>, ids) => {
      const client = page.items.find((c) => c.subDomain) ?? first(page);
      ids.clientId = client?.id;
      ids.subDomain = client?.subDomain ?? undefined;
    },
  },
  {
    api: 'main',
    template: 'agencies',
    url: () => `agencies?${q({ limit: String(LIST), status: 'published', include: 'client' })}`,
    expect: json(agencyPageDto),
    discover: (page: z.output<typeof agencyPageDto>, ids) => {
      const office = page.items.find((o) => o.slug && o.clientId) ?? first(page);
      ids.officeId = office?.id;
      ids.officeSlug = office?.slug ?? undefined;
    },
  },
  {
    api: 'main',
    template: 'campaigns',
    url: () => `campaigns?${q({ limit: String(LIST), status: 'published' })}`,
    expect: json(campaignPageDto),
    discover: async (page: z.output<typeof campaignPageDto>, ids, read) => {
      ids.campaignId = (page.items.find((c) => c.property) ?? first(page))?.id;
      // The XML download needs a property with third-party data: the first such campaign listed.
      for (const campaign of page.items.filter((c) => c.property)) {
        const viewed = viewedCampaignAnswerDto.safeParse(await read(`campaigns/${e(campaign.id)}?include=agency`));
        if (viewed.success && viewed.data.property?.hasThirdPartyData) {
          ids.thirdPartyCampaignId = campaign.id;
          return;
        }
      }
    },
  },
  {
    api: 'main',
    template: 'packages',
    url: () => `packages?${q({ limit: String(LIST), status: 'published' })}`,
    expect: json(packagePageDto),
    discover: (page: z.output<typeof packagePageDto>, ids) => void (ids.packageId = first(page)?.id),
  },
  {
    api: 'main',
    template: 'users',
    url: () => `users?${q({ limit: String(LIST), include: 'permissions,client' })}`,
    expect: json(userPageDto),
    discover: (page: z.output<typeof userPageDto>, ids) => void (ids.userId = first(page)?.id),
  },
  {
    api: 'main',
    template: 'audience',
    url: () => `audience?${q({ page: '1', limit: '10' })}`,
    expect: json(audiencePageDto),
    discover: (page: z.output<typeof audiencePageDto>, ids) => void (ids.audienceId ??= page.data[0]?.id),
  },
  {
    api: 'main',
    template: 'admin/audience',
    url: () => `admin/audience?${q({ page: '1', limit: '10' })}`,
    expect: json(audiencePageDto),
    discover: (page: z.output<typeof audiencePageDto>, ids) => void (ids.audienceId ??= page.data[0]?.id),
  },
  {
    api: 'main',
    template: 'properties/{id}/agency',
    needs: ['officeId'],
    url: (ids) => `properties/${e(ids.officeId!)}/agency?${q({ include: 'mainImage,slug', limit: String(LIST) })}`,
    expect: json(propertyListDto),
    discover: (list: z.output<typeof propertyListDto>, ids) => void (ids.propertyId = list[0]?.id),
  },
  // Offices
  {
    api: 'main',
    template: 'agencies/{id}',
    variant: 'office modal',
    needs: ['officeId'],
    url: (ids) => `agencies/${e(ids.officeId!)}?include=${AGENCY_INCLUDES.join(',')}`,
    expect: json(agencyDetailDto),
  },
  {
    api: 'main',
    template: 'agencies/{id}',
    variant: 'order form',
    needs: ['officeId'],
    url: (ids) => `agencies/${e(ids.officeId!)}?${orderingQuery}`,
    expect: json(orderingOfficeDto),
  },
  {
    api: 'main',
    template: 'agencies/slug/{slug}',
    needs: ['officeSlug'],
    url: (ids) => `agencies/slug/${e(ids.officeSlug!)}?${orderingQuery}`,
    expect: json(orderingOfficeDto),
  },
  {
    api: 'main',
    template: 'agencies/{id}/campaign/count',
    needs: ['officeId'],
    url: (ids) => `agencies/${e(ids.officeId!)}/campaign/count`,
    expect: json(campaignCountDto),
  },
  {
    api: 'main',
    template: 'agencies/{id}/agents',
    needs: ['officeId'],
    url: (ids) => `agencies/${e(ids.officeId!)}/agents`,
    expect: json(orderAgentListDto),
  },
  {
    api: 'main',
    template: 'orders/by-agency',
    needs: ['officeId'],
    url: (ids) => `orders/by-agency?${q({ limit: '10', agency: ids.officeId! })}`,
    expect: json(officeOrderPageDto),
  },
  {
    api: 'main',
    template: 'payments/{id}/get-available-cards',
    needs: ['officeId'],
    url: (ids) => `payments/${e(ids.officeId!)}/get-available-cards`,
    expect: json(availableCardsDto),
  },
  {
    api: 'main',
    template: 'payments/{id}/get-agency-cards',
    needs: ['officeId'],
    url: (ids) => `payments/${e(ids.officeId!)}/get-agency-cards`,
    expect: json(cardListDto),
  },
  // Clients
  {
    api: 'main',
    template: 'clients/{id}',
    variant: 'plain',
    needs: ['clientId'],
    url: (ids) => `clients/${e(ids.clientId!)}`,
    expect: json(clientAdminDto),
  },
  {
    api: 'main',
    template: 'clients/{id}',
    variant: 'every part',
    needs: ['clientId'],
    url: (ids) => `clients/${e(ids.clientId!)}?include=${[...CLIENT_INCLUDES].sort().join(',')}`,
    expect: json(clientAdminDto),
  },
  {
    api: 'main',
    template: 'clients/{id}/display-config',
    needs: ['clientId'],
    url: (ids) => `clients/${e(ids.clientId!)}/display-config?include=${DISPLAY_IMAGES.join(',')}`,
    expect: json(displayConfigDto),
  },
  {
    api: 'main',
    template: 'clients/logo/{subdomain}',
    needs: ['subDomain'],
    anonymous: true,
    url: (ids) => `clients/logo/${e(ids.subDomain!)}`,
    expect: json(brandingDto),
  },
  {
    api: 'main',
    template: 'payments/{id}/get-client-cards',
    needs: ['clientId'],
    url: (ids) => `payments/${e(ids.clientId!)}/get-client-cards`,
    expect: json(cardListDto),
  },
  // Campaigns, dashboards and orders
  {
    api: 'main',
    template: 'campaigns/{id}',
    needs: ['campaignId'],
    url: (ids) => `campaigns/${e(ids.campaignId!)}?include=agency`,
    expect: json(viewedCampaignAnswerDto),
  },
  {
    api: 'main',
    template: 'campaigns/{id}/stats',
    needs: ['campaignId'],
    url: (ids) => `campaigns/${e(ids.campaignId!)}/stats`,
    expect: json(campaignStatsAnswerDto),
  },
  {
    api: 'main',
    template: 'campaigns/{id}/product',
    needs: ['campaignId'],
    url: (ids) => `campaigns/${e(ids.campaignId!)}/product`,
    expect: json(campaignProductAnswerDto),
  },
  {
    api: 'main',
    template: 'campaigns/{id}/notes',
    needs: ['campaignId'],
    url: (ids) => `campaigns/${e(ids.campaignId!)}/notes`,
    expect: json(notesDto),
  },
  {
    api: 'main',
    template: 'campaign-adjustments/{id}',
    needs: ['campaignId'],
    url: (ids) => `campaign-adjustments/${e(ids.campaignId!)}`,
    expect: json(adjustmentListDto),
  },
  { api: 'main', template: 'campaigns/statuses', url: () => 'campaigns/statuses', expect: json(statusesDto) },
  {
    api: 'main',
    template: 'orders',
    url: () => {
      const query = orderFilterQuery(NO_ORDER_FILTER);
      query.set('page', '1');
      query.set('limit', '10');
      query.set('include', 'campaign');
      return `orders?${query}`;
    },
    expect: json(ordersPageDto),
  },
  {
    api: 'main',
    template: 'orders/row-count',
    url: () => `orders/row-count?${orderFilterQuery(NO_ORDER_FILTER)}`,
    expect: json(orderCountDto),
  },
  {
    api: 'main',
    template: 'campaign-modified-reports',
    url: () => `campaign-modified-reports?${q({ page: '1', limit: '10' })}`,
    expect: json(modifiedDto),
  },
  {
    api: 'main',
    template: 'global-reports/agencies',
    url: () => `global-reports/agencies?${reportFilterQuery(reportFilter())}`,
    expect: json(countsDto),
  },
  {
    api: 'main',
    template: 'global-reports/packages',
    url: () => `global-reports/packages?${reportFilterQuery(reportFilter())}`,
    expect: json(countsDto),
  },
  {
    api: 'main',
    template: 'global-reports/stats',
    url: () => `global-reports/stats?${reportFilterQuery(reportFilter())}`,
    expect: json(statsDto),
  },
  // Properties, packages, users, audiences
  {
    api: 'main',
    template: 'properties/{id}',
    needs: ['propertyId'],
    url: (ids) => `properties/${e(ids.propertyId!)}?include=images,propertyUsers`,
    expect: json(propertyDetailDto),
  },
  {
    api: 'main',
    template: 'packages/{id}',
    needs: ['packageId'],
    url: (ids) => `packages/${e(ids.packageId!)}?include=campaigns,clients,agencies`,
    expect: json(packageDto),
  },
  {
    api: 'main',
    template: 'users/{id}',
    needs: ['userId'],
    url: (ids) => `users/${e(ids.userId!)}?include=client,permissions`,
    expect: json(userDto),
  },
  { api: 'main', template: 'users/roles', url: () => 'users/roles', expect: json(rolesDto) },
  { api: 'main', template: 'users/client-roles', url: () => 'users/client-roles', expect: json(rolesDto) },
  {
    api: 'main',
    template: 'audience/{id}',
    needs: ['audienceId'],
    url: (ids) => `audience/${e(ids.audienceId!)}`,
    expect: json(audienceDto),
  },
  {
    api: 'main',
    template: 'admin/audience/{id}/campaigns',
    needs: ['audienceId'],
    url: (ids) => `admin/audience/${e(ids.audienceId!)}/campaigns?${q({ page: '1', limit: '10' })}`,
    expect: json(audienceCampaignPageDto),
  },
  { api: 'main', template: 'agents', url: () => 'agents', expect: json(agentsDto) },
  ...(['clients', 'agencies', 'packages', 'users'] as const).map((kind): Check => ({
    api: 'main',
    template: 'lookups/{kind}',
    variant: kind,
    url: () => `lookups/${kind}`,
    expect: json(lookupDto),
  })),
  // Notifications, staff tools
  { api: 'main', template: 'activities', url: () => `activities?${q({ limit: '10' })}`, expect: json(activityPageDto) },
  { api: 'main', template: 'activities/count', url: () => 'activities/count', expect: json(activityCountDto) },
  { api: 'main', template: 'activities/top', url: () => 'activities/top', expect: json(topActivitiesDto) },
  {
    api: 'main',
    template: 'admin/campaigns/admin-tool-access',
    url: () => 'admin/campaigns/admin-tool-access',
    // 204: the user may use the admin tools; 403: may not. Both are answers the BFF reads.
    expect: { kind: 'status', statuses: [204, 403] },
  },
  {
    api: 'main',
    template: 'admin/email-recipients',
    url: () => 'admin/email-recipients',
    expect: json(recipientListDto),
  },
  {
    api: 'main',
    template: 'admin/email-recipients/types',
    url: () => 'admin/email-recipients/types',
    expect: json(recipientTypesDto),
  },
  ...DOWNLOAD_CHECKS,
  // The public campaign report (signed out; its link comes from CONFORMANCE_REPORT_LINK).
  {
    api: 'main',
    template: 'campaigns/{id}/public/{token}',
    needs: ['reportCampaignId', 'reportToken'],
    anonymous: true,
    url: (ids) => `campaigns/${e(ids.reportCampaignId!)}/public/${e(ids.reportToken!)}`,
    expect: json(publicReportAnswerDto),
  },
  {
    api: 'main',
    template: 'campaigns/{id}/public/{token}/pdf-report',
    needs: ['reportCampaignId', 'reportToken'],
    anonymous: true,
    url: (ids) => `campaigns/${e(ids.reportCampaignId!)}/public/${e(ids.reportToken!)}/pdf-report`,
    expect: { kind: 'download', contentType: 'application/pdf' },
  },
  // The legacy dashboard API (access key and auth-id headers).
  { api: 'dashboard', template: 'features', url: () => 'features', expect: json(featureListDto) },
  {
    api: 'dashboard',
    template: 'signifi-logs',
    url: () => `signifi-logs?${q({ page: '1', limit: '10' })}`,
    expect: json(signifiLogsDto),
  },
  {
    api: 'dashboard',
    template: 'features/client/{clientId}',
    needs: ['clientId'],
    url: (ids) => `features/client/${e(ids.clientId!)}`,
    expect: json(clientFeatureListDto),
  },
  {
    api: 'dashboard',
    template: 'admin/campaigns/{id}',
    needs: ['campaignId'],
    url: (ids) => `admin/campaigns/${e(ids.campaignId!)}`,
    expect: json(adminCampaignAnswerDto),
  },
  {
    api: 'dashboard',
    template: 'admin/campaigns/{id}/payment-method',
    needs: ['campaignId'],
    url: (ids) => `admin/campaigns/${e(ids.campaignId!)}/payment-method`,
    expect: json(paymentMethodDto),
  },
];
