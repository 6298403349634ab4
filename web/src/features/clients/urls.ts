import { defineUrlState, param, type UrlStateOf } from '../../kit/url-state/url-state.ts';

/** The URL parameter of the client modal: `?client=<id>` or `?client=new`, its tab `&clientTab=`. */
export const CLIENT_DIALOG_PARAM = 'client';

/** The list's tabs: My Clients (published) and Archived. */
export const CLIENT_LIST_TABS = ['mine', 'archived'] as const;
export type ClientListTab = (typeof CLIENT_LIST_TABS)[number];

/** Clients per page (spec: page size 10 for clients), and the most one request may ask for. */
export const CLIENTS_PAGE_SIZE = 10;
const MAX_FIRST = 100;

/** Search debounce of the clients list (spec: 1000 ms). */
export const CLIENTS_SEARCH_DEBOUNCE_MS = 1000;

/**
 * The Clients list's URL: `tab` (archived; My Clients is the default and stays out of the URL),
 * `search`, and `pages`, how many pages Load more has shown (a reload asks for them at once; any
 * other change goes back to one page). The open modal is `client` + `clientTab` (useRouteDialog).
 */
export const clientsUrl = defineUrlState({
  tab: param.choice(CLIENT_LIST_TABS, 'mine'),
  search: param.text(),
  pages: param.page(),
});

export type ClientsUrlState = UrlStateOf<typeof clientsUrl.params>;

/** How many clients the first request of a list asks for: every page the URL says is shown. */
export const firstOf = (pages: number): number => Math.min(MAX_FIRST, CLIENTS_PAGE_SIZE * pages);

/** The client modal's tab ids, in wizard order (also the `clientTab` URL values). */
export const CLIENT_TABS = ['details', 'display', 'images', 'offices', 'integration', 'payment', 'features'] as const;
export type ClientTabId = (typeof CLIENT_TABS)[number];
