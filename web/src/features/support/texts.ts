import { messages } from '@portal/schema';
import { texts as portalTexts } from '../../lib/texts.ts';

/**
 * The Contact Support widget's labels, beside the portal's shared texts (lib/texts.ts: product chrome,
 * navigation, screen titles), so the area's files read every text from one module. Loaded with the
 * area's modules; a text the catalogue (schema/src/messages.ts) holds is referenced, never copied
 * (app/texts.test.ts).
 */
export const texts = {
  ...portalTexts,
  support: {
    // spec
    name: 'Name',
    email: 'Email',
    office: messages.officeLabel,
    details: messages.detailsTab,
    submit: 'Submit',
    // product
    minimise: 'Minimise Contact Support',
    close: 'Close Contact Support',
    selectOffice: 'Select an office',
    selectConcern: 'Select an option',
    noOffices: 'No offices available',
  },
} as const;
