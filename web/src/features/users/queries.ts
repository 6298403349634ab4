import { graphql } from '../../__generated__';

/**
 * The viewer's role and client, answered from the cache the route guard's session query filled
 * (no request): staff choose the client, everyone else is held to their own.
 */
export const UsersViewerQuery = graphql(`
  query UsersViewer {
    viewer {
      role
      client {
        id
      }
    }
  }
`);

/**
 * The Users page's one query: the filters' lookups (clients for staff, the chosen client's offices,
 * the roles the server offers this viewer) and the first page of users. Load more sends it again
 * with a cursor and the lookups switched off, so only the next page is fetched.
 */
export const UsersPageQuery = graphql(`
  query UsersPage(
    $clientId: ID
    $officeIds: [ID!]
    $roles: [Role!]
    $status: UserStatus
    $search: String
    $first: Int
    $cursor: String
    $listed: Boolean!
    $withClients: Boolean!
    $withOffices: Boolean!
    $withRoles: Boolean!
  ) {
    clientLookup @include(if: $withClients) {
      id
      title
    }
    officeLookup(clientId: $clientId) @include(if: $withOffices) {
      id
      title
    }
    userRoles @include(if: $withRoles) {
      role
      label
    }
    users(
      clientId: $clientId
      officeIds: $officeIds
      roles: $roles
      status: $status
      search: $search
      first: $first
      cursor: $cursor
    ) @include(if: $listed) {
      items {
        id
        ...UsersTable_user
      }
      pageInfo {
        nextCursor
        hasMore
      }
    }
  }
`);

/**
 * The user modal's one query: the user (editing) with its client's offices, or the chosen client's
 * offices (creating), and the roles the modal may assign.
 */
export const UserModalQuery = graphql(`
  query UserModal($id: ID!, $editing: Boolean!, $clientId: ID, $creating: Boolean!) {
    user(id: $id) @include(if: $editing) {
      id
      firstName
      lastName
      email
      role
      roleLabel
      active
      viewerCanEdit
      mobile
      destinationUrl
      postcode
      imageUrl
      imageFileId
      client {
        id
        title
      }
      officeScope
      offices {
        id
        title
      }
      permissions {
        id
        office {
          id
          title
        }
      }
      clientOffices {
        id
        title
      }
    }
    officeLookup(clientId: $clientId) @include(if: $creating) {
      id
      title
    }
    assignableUserRoles {
      role
      label
    }
  }
`);

export const CreateUserMutation = graphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      user {
        id
        ...UsersTable_user
      }
    }
  }
`);

export const UpdateUserMutation = graphql(`
  mutation UpdateUser($input: UpdateUserInput!) {
    updateUser(input: $input) {
      user {
        id
        firstName
        lastName
        mobile
        destinationUrl
        postcode
        imageUrl
        imageFileId
        permissions {
          id
          office {
            id
            title
          }
        }
        ...UsersTable_user
      }
    }
  }
`);

export const ArchiveUserMutation = graphql(`
  mutation ArchiveUser($input: ArchiveUserInput!) {
    archiveUser(input: $input) {
      id
    }
  }
`);

export const ActivateUserMutation = graphql(`
  mutation ActivateUser($input: ActivateUserInput!) {
    activateUser(input: $input) {
      user {
        id
        active
        modified
      }
    }
  }
`);

export const DeactivateUserMutation = graphql(`
  mutation DeactivateUser($input: DeactivateUserInput!) {
    deactivateUser(input: $input) {
      id
      active
    }
  }
`);
