/** The URL parameter of the client modal: `?client=<id>` or `?client=new`, its tab `&clientTab=`. */
export const CLIENT_DIALOG_PARAM = 'client';

/** The list's tabs: My Clients (published) and Archived. */
export const CLIENT_LIST_TABS = ['mine', 'archived'] as const;
export type ClientListTab = (typeof CLIENT_LIST_TABS)[number];

/** Search debounce of the clients list (spec: 1000 ms). */
export const CLIENTS_SEARCH_DEBOUNCE_MS = 1000;

/** The client modal's tab ids, in wizard order (also the `clientTab` URL values). */
export const CLIENT_TABS = ['details', 'display', 'images', 'offices', 'integration', 'payment', 'features'] as const;
export type ClientTabId = (typeof CLIENT_TABS)[number];
