/** The URL parameter of the office modal: `?office=<id>` or `?office=new` (its tab: `&officeTab=`). */
export const OFFICE_DIALOG_PARAM = 'office';

/** The office modal's tabs, in order (spec: tab1 to tab4). */
export const OFFICE_TABS = ['details', 'payment', 'users', 'report'] as const;
export type OfficeTab = (typeof OFFICE_TABS)[number];

/** My Offices (the default, kept out of the URL) and Archived. */
export const OFFICE_LIST_TABS = ['my', 'archived'] as const;
export type OfficeListTab = (typeof OFFICE_LIST_TABS)[number];

/** Offices search debounce (spec section 9). */
export const OFFICES_SEARCH_DEBOUNCE_MS = 1000;

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The `selectedClient` query parameter other screens link with (JSON `{"id":…,"title":…}`, the id a
 * string or a number), or null when absent or malformed. Checked by hand: the Offices list's first
 * download carries no schema library for it (decision 096).
 */
export const readSelectedClient = (search: URLSearchParams): { id: string; title: string } | null => {
  const raw = search.get('selectedClient');
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { id, title } = parsed as { id?: unknown; title?: unknown };
  const text = typeof id === 'number' || typeof id === 'string' ? String(id) : null;
  if (text === null || !ID.test(text) || typeof title !== 'string' || title.length > 255) return null;
  return { id: text, title };
};

/** The path of the Offices list for a client (id or ALL_CLIENTS) or none. */
export const officesPath = (client: string | null): string =>
  client ? `/offices/${encodeURIComponent(client)}` : '/offices';

/** A link to the Offices list preset to a client, in the format the ordering screens use. */
export const officesLinkFor = (client: { id: string; title: string }): string =>
  `/offices?${new URLSearchParams({ selectedClient: JSON.stringify({ id: client.id, title: client.title }) }).toString()}`;
