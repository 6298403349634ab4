import { defineUrlState, param } from '../../kit/url-state/url-state.ts';

export { notificationsPath } from './paths.ts';

/** The notifications list's URL state: the message-text search (replaces history as it changes). */
export const notificationsUrl = defineUrlState({
  search: param.text(),
});
