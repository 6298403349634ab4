import { graphql } from '../../__generated__';

/** The Audience list's one query: a page of 15 (remote paging). */
export const AudiencesPageQuery = graphql(`
  query AudiencesPage($page: Int!) {
    audiences(page: $page) {
      items {
        id
        ...AudiencesTable_audience
      }
      page
      totalPages
      totalCount
    }
  }
`);

export const DeleteAudienceMutation = graphql(`
  mutation DeleteAudience($input: DeleteAudienceInput!) {
    deleteAudience(input: $input) {
      id
    }
  }
`);

/**
 * The audience form's one query: the audience (edit mode) and what the scope selection offers (the
 * viewer's client for Global, the offices and the agents).
 */
export const AudienceFormPageQuery = graphql(`
  query AudienceFormPage($id: ID!, $editing: Boolean!) {
    audience(id: $id) @include(if: $editing) {
      id
      name
      scope
      assignments {
        id
        title
      }
      client {
        id
        title
      }
      contactCount
      viewerIsCreator
    }
    audienceScopeChoices {
      client {
        id
        title
      }
      offices {
        id
        title
      }
      agents {
        id
        title
      }
    }
  }
`);

/** The audience admin dashboard's one query: every audience, deleted ones included, 15 a page. */
export const AdminAudiencesPageQuery = graphql(`
  query AdminAudiencesPage($page: Int!) {
    adminAudiences(page: $page) {
      items {
        id
        ...AdminAudiencesTable_audience
      }
      page
      totalPages
      totalCount
    }
  }
`);

/** The campaigns dialog's one query: a page of the campaigns that use one audience. */
export const AdminAudienceCampaignsQuery = graphql(`
  query AdminAudienceCampaigns($audienceId: ID!, $page: Int!) {
    adminAudienceCampaigns(audienceId: $audienceId, page: $page) {
      items {
        id
        displayName
        type
        createdAt
      }
      page
      totalPages
      totalCount
    }
  }
`);
