import { graphql } from '../../__generated__';

/** The viewer's role and client, from the cache the route guard filled: staff choose the client. */
export const OrdersViewerQuery = graphql(`
  query OrdersViewer {
    viewer {
      role
      client {
        id
      }
    }
  }
`);

/**
 * The orders page's one query: the viewer's rights, the filters' options (clients, the applied
 * client's offices, packages — every one for staff, their own client's for client and office admins —,
 * statuses) and, once a client is chosen, one page of orders
 * with the filter's total.
 */
export const OrdersPageQuery = graphql(`
  query OrdersPage($filters: OrderFiltersInput!, $page: Int!, $listed: Boolean!, $officeClientId: ID) {
    orderPermissions {
      viewNotes
      viewClients
      viewCampaignLinks
      viewPrices
      exportCsv
      updateInvoice
      viewFinance
      choosesClient
      ownClientId
    }
    clientLookup {
      id
      title
    }
    officeLookup(clientId: $officeClientId) {
      id
      title
    }
    packageLookup {
      id
      title
    }
    orderStatuses {
      id
      title
    }
    orders(filters: $filters, page: $page) @include(if: $listed) {
      items {
        ...OrderRow_order
      }
      totalCount
      totalPages
    }
  }
`);

export const OrderRowFragment = graphql(`
  fragment OrderRow_order on Order {
    id
    campaignId
    office {
      id
      name
      slug
    }
    name
    type
    typeLabel
    suburb
    startDate
    endDate
    bookedAt
    status
    price
    noteCount
    freeOfCharge
    invoiced
    invoicedDate
    adjustmentCount
    adjustmentTotal
  }
`);

/** The offices of a client chosen in the filters but not yet applied. */
export const OrderOfficesQuery = graphql(`
  query OrderOffices($clientId: ID) {
    officeLookup(clientId: $clientId) {
      id
      title
    }
  }
`);

export const OrderNotesQuery = graphql(`
  query OrderNotes($campaignId: ID!) {
    orderNotes(campaignId: $campaignId) {
      id
      note
      createdAt
      author
    }
  }
`);

export const AddOrderNoteMutation = graphql(`
  mutation AddOrderNote($input: AddOrderNoteInput!) {
    addOrderNote(input: $input) {
      campaignId
      notes {
        id
        note
        createdAt
        author
      }
    }
  }
`);

/** The internal note update: the campaign's notes come back with it. */
export const UpdateOrderNoteMutation = graphql(`
  mutation UpdateOrderNote($input: UpdateOrderNoteInput!) {
    updateOrderNote(input: $input) {
      campaignId
      notes {
        id
        note
        createdAt
        author
      }
    }
  }
`);

export const MarkOrderFreeOfChargeMutation = graphql(`
  mutation MarkOrderFreeOfCharge($input: MarkOrderFreeOfChargeInput!) {
    markOrderFreeOfCharge(input: $input) {
      campaignId
      freeOfCharge
    }
  }
`);

export const SetOrderInvoicedMutation = graphql(`
  mutation SetOrderInvoiced($input: SetOrderInvoicedInput!) {
    setOrderInvoiced(input: $input) {
      orderId
      invoiced
      invoicedDate
    }
  }
`);

export const OrderAdjustmentsQuery = graphql(`
  query OrderAdjustments($campaignId: ID!) {
    orderAdjustments(campaignId: $campaignId) {
      id
      date
      label
      amount
      remarks
    }
  }
`);

export const AddOrderAdjustmentMutation = graphql(`
  mutation AddOrderAdjustment($input: AddOrderAdjustmentInput!) {
    addOrderAdjustment(input: $input) {
      campaignId
      adjustment {
        id
        date
        label
        amount
        remarks
      }
    }
  }
`);

export const DeleteOrderAdjustmentMutation = graphql(`
  mutation DeleteOrderAdjustment($input: DeleteOrderAdjustmentInput!) {
    deleteOrderAdjustment(input: $input) {
      campaignId
      adjustmentId
    }
  }
`);
