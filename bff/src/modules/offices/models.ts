import type { Role } from '@portal/schema';
import type { AgencyDetailDto, AgencyDto, AgencyInclude, CampaignCountDto } from '../../upstream/main/agencies.ts';

/**
 * What backs the Office type (codegen mapper): the parsed agency DTO of the list, and for
 * `office(id)` and the mutations also the office read (GET agencies/{id}) with the parts it included.
 */
export type OfficeModel = AgencyDto & { detail?: { dto: AgencyDetailDto; includes: ReadonlySet<AgencyInclude> } };

/** An office read as the Office type's model. */
export const officeModelOf = (dto: AgencyDetailDto, includes: ReadonlySet<AgencyInclude>): OfficeModel => ({
  ...dto,
  detail: { dto, includes },
});

/** What backs OfficeListCapabilities: the flags, and the viewer's client for `ownClient`. */
export interface OfficeListCapabilitiesModel {
  canFilterByClient: boolean;
  showTabs: boolean;
  canArchive: boolean;
  canEdit: boolean;
  canCreate: boolean;
  ownClientId: string | null;
}

/** Active and total are the sums of property and agency campaign counts (the Offices list's columns). */
export const toCampaignCounts = (c: CampaignCountDto) => ({
  active: c.activePropertyCampaignCount + c.activeAgencyCampaignCount,
  total: c.propertyCampaignCount + c.agencyCampaignCount,
  activeProperty: c.activePropertyCampaignCount,
  activeAgency: c.activeAgencyCampaignCount,
  property: c.propertyCampaignCount,
  agency: c.agencyCampaignCount,
});

export const displayNameOf = (office: Pick<AgencyDto, 'displayName' | 'title'>): string =>
  office.displayName?.trim() || office.title;

/** What backs the OfficeUser type: a permission row of the office's Users tab. */
export interface OfficeUserModel {
  permissionId: string;
  userId: string;
  name: string;
  username: string;
  role: Role;
  roleLabel: string;
  active: boolean;
  permissionUpdatable: boolean;
  canViewMediaOrders: boolean;
  canViewPastOrders: boolean;
  canViewPaymentDetails: boolean;
  locked: boolean;
  canChange: boolean;
}
