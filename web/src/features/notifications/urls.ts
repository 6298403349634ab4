export const notificationsPath = '/notifications';

const SEARCH = 'search';

/** The message-text filter of the notifications list, as kept in the URL. */
export const readNotificationsSearch = (params: URLSearchParams): string => params.get(SEARCH)?.trim() ?? '';

export const withNotificationsSearch = (params: URLSearchParams, search: string): URLSearchParams => {
  const next = new URLSearchParams(params);
  const value = search.trim();
  if (value) next.set(SEARCH, value);
  else next.delete(SEARCH);
  return next;
};
