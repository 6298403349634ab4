import { messages } from '@portal/schema';
import { texts as portalTexts } from '../../lib/texts.ts';

/**
 * The users area's labels (Users list and user modal), beside the portal's shared texts (lib/texts.ts:
 * product chrome, navigation, screen titles), so the area's files read every text from one module.
 * Loaded with the area's modules; a text the catalogue (schema/src/messages.ts) holds is referenced,
 * never copied (app/texts.test.ts).
 */
export const texts = {
  ...portalTexts,
  users: {
    // spec (Users list and user modal)
    fullName: 'Full Name',
    email: 'Email',
    office: messages.officeLabel,
    modified: 'Modified',
    role: 'Role',
    active: 'Active',
    inactive: 'Inactive',
    createUser: 'Create user',
    exportCsv: 'Export CSV',
    createTitle: 'Create new user',
    editTitle: 'Edit user',
    archive: messages.archive,
    // product (field labels and states the specification describes without naming)
    tableLabel: 'Users',
    firstName: 'First name',
    lastName: 'Last name',
    mobile: 'Mobile',
    destinationUrl: 'Destination URL',
    image: 'Agent Image',
    imageHint: 'Max 1MB. JPG, PNG, GIF, SVG',
    postcode: 'Territory Postcodes',
    postcodeHint: 'Up to 4 postcodes, separated by commas',
    offices: 'Offices',
    client: 'Client',
    selectRole: 'Select a role',
    selectOffice: 'Select an office',
    selectOffices: 'Select offices',
    anyStatus: 'Any status',
    anyRole: 'Any role',
    anyOffice: 'Any office',
    activeToggle: (name: string): string => `Active: ${name}`,
    openUser: (name: string): string => `Edit ${name}`,
    toggleFailed: 'The user could not be changed. Please try again.',
    exportDone: 'Users_CSV downloaded',
  },
} as const;
