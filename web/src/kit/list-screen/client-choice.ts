/** The value the client picker and the URL use for "All Clients". */
export const ALL_CLIENTS = 'all';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Who chooses a list's client: staff choose with the client picker (All Clients possible); everyone
 * else is fixed to their own client (`ownClientId`, null when the server alone knows it).
 */
export interface ClientAccess {
  chooses: boolean;
  ownClientId: string | null;
}

/** A list without a viewer: whoever sees it chooses the client. */
export const EVERYONE_CHOOSES: ClientAccess = { chooses: true, ownClientId: null };

/** A client as a URL names it (search or path): a client id, ALL_CLIENTS, or null when absent or invalid. */
export const clientParam = (raw: string | null | undefined): string | null =>
  raw && (raw === ALL_CLIENTS || ID.test(raw)) ? raw : null;

/**
 * The client a list is for: a client id, null for every client (All Clients), or undefined while
 * none is chosen ("No client selected"). A viewer who does not choose is held to its own client
 * (null: the server holds it there), whatever the URL says.
 */
export const chosenClient = (raw: string | null, access: ClientAccess): string | null | undefined => {
  if (!access.chooses) return access.ownClientId;
  if (raw === null) return undefined;
  return raw === ALL_CLIENTS ? null : raw;
};
