import {
  displayFlags,
  displayImages,
  type Address,
  type ClientIntegration,
  type ClientOrdersReport,
  type DisplayConfig,
  type StoredImage,
} from '../store/client-admin.ts';
import type { ClientRecord } from '../store/clients.ts';
import {
  officeContactOf,
  type AutomateReport,
  type OfficeDetail,
  type OfficeOrdersReport,
  type OfficePermission,
} from '../store/office-admin.ts';
import type { OfficeRow } from '../store/offices.ts';
import { permissionView } from './user-views.ts';

/** A client as embedded in an office (`include=client`); also the start of `clients/{id}`. */
export function clientSummaryView(client: ClientRecord) {
  return {
    id: client.id,
    title: client.title,
    subDomain: client.subDomain,
    status: client.status,
    propertyCampaignPaymentOption: client.propertyCampaignPaymentOption,
    agentCampaignPaymentOption: client.agentCampaignPaymentOption,
    officeCampaignPaymentOption: client.officeCampaignPaymentOption,
  };
}

export function clientView(client: ClientRecord) {
  return {
    ...clientSummaryView(client),
    product: client.product,
    companyName: client.companyName,
    abnNumber: client.abnNumber,
    accountEmail: client.accountEmail,
    vendorNumber: client.vendorNumber,
    workflowNumber: client.workflowNumber,
    emailFromName: client.emailFromName,
    clientDomains: client.clientDomains,
    tradingTerms: client.tradingTerms,
    logo: client.logo,
    logoInverse: client.logoInverse,
    favicon: client.favicon,
  };
}

/** An office of the `agencies` list; `client` is `{id}` unless the client was included. */
export function agencyView(row: OfficeRow, client: ClientRecord | undefined) {
  return {
    id: row.id,
    title: row.title,
    displayName: row.displayName,
    status: row.status,
    slug: { name: row.slug },
    imageLogo: row.logoId === null || row.logoLocation === null ? null : { id: row.logoId, location: row.logoLocation },
    propertyCampaignPaymentOption: row.propertyCampaignPaymentOption,
    agentCampaignPaymentOption: row.agentCampaignPaymentOption,
    officeCampaignPaymentOption: row.officeCampaignPaymentOption,
    client: client ? clientSummaryView(client) : row.clientId === null ? null : { id: row.clientId },
  };
}

/* ---------------------------------------------------------------- administration views */

export function addressView(address: Address | null) {
  return address && { ...address };
}

export function integrationView(integration: ClientIntegration) {
  return { ...integration };
}

export function clientOrdersReportView(report: ClientOrdersReport) {
  return {
    recipients: report.recipients,
    recurrencePattern: { weekday: report.weekday },
    recurrenceRange: {
      start: report.start,
      end: { type: report.endType, value: { occurrences: report.endOccurrences, date: report.endDate } },
    },
  };
}

/** A client's display flags and images; an image is `{id}`, or `{id, location}` when its name is included. */
export function displayConfigView(
  config: DisplayConfig,
  files: ReadonlyMap<number, StoredImage>,
  included: ReadonlySet<string>,
) {
  const images = Object.fromEntries(
    displayImages.map((name) => {
      const id = config[name];
      if (id === null) return [name, null];
      const file = files.get(id);
      return [name, included.has(name) && file ? { id, location: file.location } : { id }];
    }),
  );
  return { ...Object.fromEntries(displayFlags.map((name) => [name, config[name]])), ...images };
}

export type ClientParts = {
  agencies?: ReturnType<typeof agencyView>[];
  billingAddress?: Address | null;
  clientIntegration?: ClientIntegration;
  ordersReport?: ClientOrdersReport;
};

/** `clients/{id}` and the `clients` list: the client plus the parts asked for with `include`. */
export function clientAdminView(client: ClientRecord, parts: ClientParts = {}) {
  return {
    ...clientView(client),
    ...(parts.agencies ? { agencies: { data: parts.agencies } } : {}),
    ...(parts.billingAddress !== undefined ? { billingAddress: addressView(parts.billingAddress) } : {}),
    ...(parts.clientIntegration ? { clientIntegration: integrationView(parts.clientIntegration) } : {}),
    ...(parts.ordersReport ? { ordersReport: clientOrdersReportView(parts.ordersReport) } : {}),
  };
}

export function automateReportView(report: AutomateReport) {
  return {
    lastSent: report.lastSent === null ? null : new Date(report.lastSent).toISOString(),
    recurrencePattern: {
      type: report.type,
      interval: report.interval,
      weekday: report.weekday,
      monthday: report.monthday,
    },
    recurrenceRange: { start: report.start },
    recipients: report.recipients,
    recipientLists: report.recipients === '' ? [] : report.recipients.split(',').map((email) => email.trim()),
  };
}

export function officePermissionView(permission: OfficePermission) {
  return { ...permissionView(permission), userDetails: permission.user && { ...permission.user } };
}

export type OfficeParts = {
  address?: Address | null;
  automateReport?: AutomateReport | null;
  client?: ClientRecord;
  permissions?: OfficePermission[];
  ordersReport?: OfficeOrdersReport;
};

/** `agencies/{id}`: the list's office plus its contact details and the parts asked for with `include`. */
export function officeDetailView(office: OfficeDetail, parts: OfficeParts = {}) {
  const agency = agencyView(office, parts.client);
  return {
    ...agency,
    // The office modal's Payment Details tab shows the client's trading terms: one read serves it.
    ...(parts.client
      ? { client: { ...clientSummaryView(parts.client), tradingTerms: parts.client.tradingTerms } }
      : {}),
    ...officeContactOf(office),
    ...(parts.address !== undefined ? { address: addressView(parts.address) } : {}),
    ...(parts.automateReport !== undefined
      ? { automateReport: parts.automateReport && automateReportView(parts.automateReport) }
      : {}),
    ...(parts.permissions ? { permissions: { data: parts.permissions.map(officePermissionView) } } : {}),
    ...(parts.ordersReport
      ? {
          ordersReport: {
            recipients: parts.ordersReport.recipients,
            recurrencePattern: { weekday: parts.ordersReport.weekday },
          },
        }
      : {}),
  };
}
