export { notificationsPath } from './paths.ts';
