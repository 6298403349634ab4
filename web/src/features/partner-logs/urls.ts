import { PARTNER_LOG_PAGE_SIZES } from '@portal/schema';
import { defineUrlState, param } from '../../kit/url-state/url-state.ts';

const sizes = PARTNER_LOG_PAGE_SIZES.map(String) as ['10', '20', '50', '100'];

/**
 * /signifi-logs/:campaignId?: the client filter (`client`), the page (`page`), the page size (`size`,
 * 10 by default) and the response open in its modal (`log`); the campaign is the path's.
 */
export const partnerLogsUrl = defineUrlState({
  client: param.id(),
  page: param.page(),
  size: param.choice(sizes, '10', { history: 'replace' }),
  log: param.dialog(),
});

export const LOG_DIALOG_PARAM = 'log';

/** The query's variables for a URL and the path's campaign. */
export const partnerLogsVariables = (search: URLSearchParams, campaignId: string | undefined) => {
  const state = partnerLogsUrl.read(search);
  return {
    campaignId: campaignId && /^[1-9]\d{0,15}$/.test(campaignId) ? campaignId : null,
    clientId: state.client,
    page: state.page,
    pageSize: Number(state.size),
  };
};
