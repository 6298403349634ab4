import { texts as portalTexts } from '../../lib/texts.ts';

/**
 * The notifications area's labels (the bell and the list), beside the portal's shared texts
 * (lib/texts.ts: product chrome, navigation, screen titles), so the area's files read every text from
 * one module. Loaded with the area's modules; a text the catalogue (schema/src/messages.ts) holds is
 * referenced, never copied (app/texts.test.ts).
 */
export const texts = {
  ...portalTexts,
  notifications: {
    // product
    bell: 'Notifications',
    bellLabel: (count: number): string => `Notifications, ${count} unread`,
    dropdownLabel: 'Latest notifications',
    search: 'Search notifications',
    empty: 'You have no notifications.',
    noMatch: 'No notifications match your search.',
    listLabel: 'Notifications list',
  },
} as const;
