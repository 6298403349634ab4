/** The notifications page's path, for links from the signed-in shell (no URL-state code, so no zod there). */
export const notificationsPath = '/notifications';
