import { graphql } from '../../__generated__';

// The email configuration page's queries (two, so one failing leaves the other usable); here, not
// in the page, so the route can start them before the page's chunk arrives.

export const EmailRecipientTypesQuery = graphql(`
  query EmailRecipientTypes {
    emailRecipientTypes
  }
`);

export const EmailRecipientsQuery = graphql(`
  query EmailRecipients {
    emailRecipients {
      id
      ...EmailRecipientRow_recipient
    }
  }
`);
