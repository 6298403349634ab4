import { graphql } from '../../__generated__';

/** The preferences page's query; here, not in the page, so the route can start it before the page's chunk arrives. */
export const PreferencesPageQuery = graphql(`
  query PreferencesPage {
    viewer {
      profile {
        id
        passwordChangeable
        ...ProfileForm_profile
      }
    }
  }
`);
