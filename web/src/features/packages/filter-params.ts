/**
 * The Packages list's filters kept in the browser until logout (platform spec, stored lists
 * filters): tab, client and search. A module of its own, without imports: the route module (entry
 * chunk) reads it.
 */
export const PACKAGE_FILTER_PARAMS = ['tab', 'client', 'search'] as const;
