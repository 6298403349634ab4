import { defineUrlState, param } from '../../kit/url-state/url-state.ts';

export const AUDIENCE_LIST_PATH = '/audience';
export const AUDIENCE_FORM_PATH = '/audience/form';
export const ADMIN_AUDIENCE_PATH = '/admin/audience';

/** /audience/form: `audienceId` present means edit mode (spec). */
export const audienceFormUrl = defineUrlState({
  audienceId: param.id(),
});

/** The form for a new audience, or for editing `id`. */
export const audienceFormHref = (id?: string): string =>
  audienceFormUrl.href(AUDIENCE_FORM_PATH, id ? { audienceId: id } : {});
