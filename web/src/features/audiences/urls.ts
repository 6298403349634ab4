import { defineUrlState, param } from '../../kit/url-state/url-state.ts';

export const AUDIENCE_LIST_PATH = '/audience';
export const AUDIENCE_FORM_PATH = '/audience/form';
export const ADMIN_AUDIENCE_PATH = '/admin/audience';

/** /audience: the page of the list (1-based, remote paging), and the audience whose "Delete audience?" confirmation is open. */
export const audienceListUrl = defineUrlState({
  page: param.page(),
  delete: param.dialog(),
});

/** /audience/form: `audienceId` present means edit mode (spec). */
export const audienceFormUrl = defineUrlState({
  audienceId: param.id(),
});

/** The form for a new audience, or for editing `id`. */
export const audienceFormHref = (id?: string): string =>
  audienceFormUrl.href(AUDIENCE_FORM_PATH, id ? { audienceId: id } : {});

/** The dialog parameter of the admin dashboard's per-audience campaigns: `?campaigns=<audience id>`. */
export const CAMPAIGNS_DIALOG_PARAM = 'campaigns';

/**
 * /admin/audience: `page` of the table, and in the campaigns dialog (`campaigns=<id>`, see
 * CAMPAIGNS_DIALOG_PARAM) its own `campaignsPage`.
 */
export const adminAudienceUrl = defineUrlState({
  page: param.page(),
  campaignsPage: param.page(),
});
