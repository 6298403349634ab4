/**
 * Ordering's constants (spec section 9), in a module of their own without the rules' schema
 * library: a screen that only needs a constant (the campaigns list's search debounce) does not
 * download zod with it (decision 096).
 */
export const ORDERING_SEARCH_DEBOUNCE_MS = 1000;
export const OFFICE_ORDERS_PAGE_SIZE = 10;
export const PROPERTIES_LIMIT = 5000;
export const SHORT_DESC_MAX = 100;
export const LEAD_AGENT_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
