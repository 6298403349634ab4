import { messages } from '@portal/schema';
import { texts as portalTexts } from '../../lib/texts.ts';

/**
 * The User settings page's labels, beside the portal's shared texts (lib/texts.ts: product chrome,
 * navigation, screen titles), so the area's files read every text from one module. Loaded with the
 * area's modules; a text the catalogue (schema/src/messages.ts) holds is referenced, never copied
 * (app/texts.test.ts).
 */
export const texts = {
  ...portalTexts,
  preferences: {
    // spec
    title: 'User settings',
    username: 'Username',
    role: 'Role',
    firstName: 'First name',
    lastName: 'Last name',
    phoneNumber: 'Phone Number',
    save: messages.save,
    changePassword: 'Change password',
    currentPassword: 'Current Password',
    newPassword: 'New Password',
    confirmNewPassword: 'Confirm new Password',
    // product
    updatePassword: 'Update password',
  },
} as const;
