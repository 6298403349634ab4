/**
 * The Users list's filters kept in the browser until logout (platform spec, stored lists filters).
 * A module of its own, without imports: the route module (entry chunk) reads it.
 */
export const USER_FILTER_PARAMS = ['client', 'offices', 'roles', 'status', 'search'] as const;
