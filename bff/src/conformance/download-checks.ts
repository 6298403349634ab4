import { USERS_CSV_LIMIT } from '../modules/users/transfers.ts';
import { orderFilterQuery, reportFilterQuery } from '../upstream/main/orders.ts';
import { CSV, e, NO_ORDER_FILTER, q, reportFilter, type Check } from './check.ts';

/** Downloads streamed through /downloads/<name>: the status and the content type are what the BFF reads. */
export const DOWNLOAD_CHECKS: readonly Check[] = [
  {
    api: 'main',
    template: 'admin/packages/export',
    url: () => `admin/packages/export?${q({ status: 'published' })}`,
    expect: CSV,
  },
  {
    api: 'main',
    template: 'users/export/csv',
    url: () => `users/export/csv?${q({ limit: String(USERS_CSV_LIMIT) })}`,
    expect: CSV,
  },
  {
    api: 'main',
    template: 'orders/export',
    url: () => `orders/export?${orderFilterQuery(NO_ORDER_FILTER)}`,
    expect: CSV,
  },
  {
    api: 'main',
    template: 'orders/signifi',
    url: () => `orders/signifi?${orderFilterQuery(NO_ORDER_FILTER)}`,
    expect: CSV,
  },
  {
    api: 'main',
    template: 'global-reports/export-csv',
    url: () => `global-reports/export-csv?${reportFilterQuery(reportFilter())}`,
    expect: CSV,
  },
  { api: 'main', template: 'campaigns/reports/export/all', url: () => 'campaigns/reports/export/all?', expect: CSV },
  {
    api: 'main',
    template: 'campaigns/reports/export/{id}',
    needs: ['clientId'],
    url: (ids) => `campaigns/reports/export/${e(ids.clientId!)}?`,
    expect: CSV,
  },
  { api: 'main', template: 'audience/csv-template', url: () => 'audience/csv-template?', expect: CSV },
  {
    api: 'main',
    template: 'campaigns/{id}/pdf-report',
    needs: ['campaignId'],
    url: (ids) => `campaigns/${e(ids.campaignId!)}/pdf-report?`,
    expect: { kind: 'download', contentType: 'application/pdf' },
  },
  {
    api: 'main',
    template: 'campaigns/{id}/stats/export',
    needs: ['campaignId'],
    url: (ids) => `campaigns/${e(ids.campaignId!)}/stats/export?`,
    expect: CSV,
  },
  {
    api: 'main',
    template: 'campaigns/{id}/third-party.xml',
    needs: ['thirdPartyCampaignId'],
    url: (ids) => `campaigns/${e(ids.thirdPartyCampaignId!)}/third-party.xml?`,
    expect: { kind: 'download', contentType: 'application/xml' },
  },
];
