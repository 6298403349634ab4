export const emailConfigurationPath = '/admin-tools/email-configuration';

const DELETE = 'delete';

/** The recipient whose delete confirmation is open, kept in the URL. */
export const readDeleteRecipientId = (params: URLSearchParams): string | null => params.get(DELETE);

export const withDeleteRecipientId = (params: URLSearchParams, id: string | null): URLSearchParams => {
  const next = new URLSearchParams(params);
  if (id) next.set(DELETE, id);
  else next.delete(DELETE);
  return next;
};
