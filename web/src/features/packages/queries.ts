import { graphql } from '../../__generated__';

/**
 * The Packages page's one query: the viewer's package rights, the client filter's clients and the
 * first page(s) of packages once a client is chosen. Load more sends it again with a cursor and
 * the lookups switched off.
 */
export const PackagesPageQuery = graphql(`
  query PackagesPage(
    $status: PackageStatus
    $clientId: ID
    $search: String
    $first: Int
    $cursor: String
    $listed: Boolean!
    $withLookups: Boolean!
  ) {
    packagePermissions @include(if: $withLookups) {
      view
      create
      edit
      changePackageId
      changeTtbCharge
      exportPackages
    }
    clientLookup @include(if: $withLookups) {
      id
      title
    }
    packages(status: $status, clientId: $clientId, search: $search, first: $first, cursor: $cursor)
      @include(if: $listed) {
      items {
        id
        ...PackagesTable_package
      }
      pageInfo {
        nextCursor
        hasMore
      }
    }
  }
`);

/** The package modal's Details tab: every field and the campaigns in progress (Archive). One upstream call. */
export const PackageDetailsQuery = graphql(`
  query PackageDetails($id: ID!) {
    package(id: $id) {
      id
      title
      type
      description
      status
      sortOrder
      propertyPackageId
      agentPackageId
      officePackageId
      propertyDuration
      agentDuration
      officeDuration
      retailPrice
      packagePrice
      productionFee
      ttbCharge
      videoRequired
      pmpRequired
      campaignsInProgress
    }
  }
`);

/** The Client / Offices tab: every client and office with its attached flag. One upstream call. */
export const PackageLinksQuery = graphql(`
  query PackageLinks($id: ID!) {
    package(id: $id) {
      id
      clients {
        id
        title
        attached
      }
      offices {
        id
        title
        clientId
        attached
      }
    }
  }
`);

export const CreatePackageMutation = graphql(`
  mutation CreatePackage($input: CreatePackageInput!) {
    createPackage(input: $input) {
      package {
        id
        ...PackagesTable_package
      }
    }
  }
`);

export const UpdatePackageMutation = graphql(`
  mutation UpdatePackage($input: UpdatePackageInput!) {
    updatePackage(input: $input) {
      package {
        id
        description
        propertyPackageId
        agentPackageId
        officePackageId
        productionFee
        ttbCharge
        videoRequired
        pmpRequired
        ...PackagesTable_package
      }
    }
  }
`);

export const ArchivePackageMutation = graphql(`
  mutation ArchivePackage($input: ArchivePackageInput!) {
    archivePackage(input: $input) {
      package {
        id
        status
      }
    }
  }
`);

export const UnarchivePackageMutation = graphql(`
  mutation UnarchivePackage($input: UnarchivePackageInput!) {
    unarchivePackage(input: $input) {
      package {
        id
        status
      }
    }
  }
`);

export const SetPackageClientMutation = graphql(`
  mutation SetPackageClientAttached($input: SetPackageClientAttachedInput!) {
    setPackageClientAttached(input: $input) {
      packageId
      link {
        id
        title
        attached
      }
    }
  }
`);

export const SetPackageOfficeMutation = graphql(`
  mutation SetPackageOfficeAttached($input: SetPackageOfficeAttachedInput!) {
    setPackageOfficeAttached(input: $input) {
      packageId
      link {
        id
        title
        clientId
        attached
      }
    }
  }
`);
