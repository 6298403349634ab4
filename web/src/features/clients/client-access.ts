import type { ClientAccessFieldsFragment } from '../../__generated__/graphql.ts';

/**
 * What the viewer may do in the clients area, as the BFF answers it (`clientAccess`; the BFF
 * enforces the same table). The portal hides what the viewer may not use.
 */
export type ClientAccess = Omit<ClientAccessFieldsFragment, ' $fragmentName' | '__typename'>;

/** Before the answer: nothing is offered. */
export const NO_CLIENT_ACCESS: ClientAccess = {
  add: false,
  editMainFields: false,
  editSubDomain: false,
  archive: false,
  editDisplayConfig: false,
  changePaymentOptions: false,
  editTradingTerms: false,
  attachOffices: false,
  editIntegration: false,
  switchFeatures: false,
  changeCard: false,
  tabs: {
    __typename: 'ClientTabs',
    details: true,
    display: true,
    images: true,
    offices: false,
    integration: false,
    paymentDetails: false,
    features: false,
  },
};
