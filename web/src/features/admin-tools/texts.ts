import { texts as portalTexts } from '../../lib/texts.ts';

/**
 * The admin tools' labels (email configuration), beside the portal's shared texts (lib/texts.ts:
 * product chrome, navigation, screen titles), so the area's files read every text from one module.
 * Loaded with the area's modules; a text the catalogue (schema/src/messages.ts) holds is referenced,
 * never copied (app/texts.test.ts).
 */
export const texts = {
  ...portalTexts,
  adminTools: {
    // spec
    type: 'Type',
    email: 'Email',
    createdBy: 'Created By',
    createdAt: 'Created At',
    delete: 'Delete',
    add: 'Add',
    yes: 'Yes',
    // product
    deleteRecipient: (email: string): string => `Delete ${email}`,
    noRecipients: 'There are no email recipients yet.',
  },
} as const;
