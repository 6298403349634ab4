import { z } from 'zod';
import { ALL_CLIENTS } from '../../kit/filters/filters.tsx';
import { defineUrlState, param, type UrlStateOf } from '../../kit/url-state/url-state.ts';

/** The URL parameter of the office modal: `?office=<id>` or `?office=new` (its tab: `&officeTab=`). */
export const OFFICE_DIALOG_PARAM = 'office';

/** The office modal's tabs, in order (spec: tab1 to tab4). */
export const OFFICE_TABS = ['details', 'payment', 'users', 'report'] as const;
export type OfficeTab = (typeof OFFICE_TABS)[number];

/** My Offices (the default, kept out of the URL) and Archived. */
export const OFFICE_LIST_TABS = ['my', 'archived'] as const;
export type OfficeListTab = (typeof OFFICE_LIST_TABS)[number];

/** Offices per page (spec section 9), and the most one request may ask for (the BFF's bound). */
export const OFFICES_PAGE_SIZE = 10;
const MAX_FIRST = 100;

/** Offices search debounce (spec section 9). */
export const OFFICES_SEARCH_DEBOUNCE_MS = 1000;

/**
 * The Offices list's query parameters: `tab` (archived), `search`, and `pages`, how many pages Load
 * more has shown. The client is the route's own parameter (`/offices/:client?`, a client id or
 * `all`); the open modal is `office` (see OFFICE_DIALOG_PARAM).
 */
export const officesUrl = defineUrlState({
  tab: param.choice(OFFICE_LIST_TABS, 'my'),
  search: param.text(),
  pages: param.page(),
});

export type OfficesUrlState = UrlStateOf<typeof officesUrl.params>;

export const firstOf = (pages: number): number => Math.min(MAX_FIRST, OFFICES_PAGE_SIZE * pages);

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The route's client parameter: a client id, ALL_CLIENTS, or null when none (or an invalid one) is given. */
export const clientParam = (raw: string | undefined): string | null =>
  raw && (raw === ALL_CLIENTS || ID.test(raw)) ? raw : null;

/**
 * The client the list is for: a client id, null for every client (staff's All Clients), or
 * undefined when none is chosen yet. Everyone but staff is held to their own client.
 */
export const chosenClient = (
  client: string | null,
  staff: boolean,
  ownClientId: string | null,
): string | null | undefined => {
  if (!staff) return ownClientId ?? undefined;
  if (client === null) return undefined;
  return client === ALL_CLIENTS ? null : client;
};

const selectedClientSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(ID)),
  title: z.string().max(255),
});

/**
 * The `selectedClient` query parameter other screens link with (JSON `{"id":…,"title":…}`), or null
 * when absent or malformed.
 */
export const readSelectedClient = (search: URLSearchParams): { id: string; title: string } | null => {
  const raw = search.get('selectedClient');
  if (!raw) return null;
  try {
    const parsed = selectedClientSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** The path of the Offices list for a client (id or ALL_CLIENTS) or none. */
export const officesPath = (client: string | null): string =>
  client ? `/offices/${encodeURIComponent(client)}` : '/offices';

/** A link to the Offices list preset to a client, in the format the ordering screens use. */
export const officesLinkFor = (client: { id: string; title: string }): string =>
  `/offices?${new URLSearchParams({ selectedClient: JSON.stringify({ id: client.id, title: client.title }) }).toString()}`;
