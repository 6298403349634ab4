import type { AdminCampaignDto } from '../../upstream/dashboard/admin-campaigns.ts';
import type { SignifiLogDto } from '../../upstream/dashboard/partner-logs.ts';

const typeLabels: Record<string, string> = {
  property: 'Property',
  'property-extend': 'Property Extend',
  agent: 'Agent',
  office: 'Office',
};

const statuses = {
  booked: 'BOOKED',
  upcoming: 'UPCOMING',
  'in-progress': 'IN_PROGRESS',
  finished: 'FINISHED',
  cancelled: 'CANCELLED',
  stopped: 'STOPPED',
} as const;
type StatusValue = (typeof statuses)[keyof typeof statuses];

/** The admin tool's statuses as the legacy API spells them. */
export const upstreamStatus = {
  BOOKED: 'booked',
  CANCELLED: 'cancelled',
  IN_PROGRESS: 'in-progress',
  FINISHED: 'finished',
} as const;

/** The campaign as the admin tool shows it; `paymentMethod` is a field of its own (one more call). */
export type AdminCampaignModel = {
  id: string;
  type: string;
  displayName: string;
  officeName: string;
  packageTitle: string;
  startDate: string;
  endDate: string;
  propertyTitle: string | null;
  bookedBy: string | null;
  bookedAt: string | null;
  status: StatusValue | null;
  associatedCampaignId: string | null;
  facebookPreview: string | null;
  hasProductResponse: boolean;
  hasOrderResponse: boolean;
};

const present = (value: unknown) => value !== undefined && value !== null;

export const adminCampaignModel = (dto: AdminCampaignDto): AdminCampaignModel => {
  const name = dto.bookedBy ? [dto.bookedBy.firstName, dto.bookedBy.lastName].filter(Boolean).join(' ') : '';
  const preview = dto.facebookPreview;
  return {
    id: dto.id,
    type: typeLabels[dto.type] ?? dto.type,
    displayName: dto.displayName,
    officeName: dto.agency.displayName,
    packageTitle: dto.packageTitle,
    startDate: dto.startDate,
    endDate: dto.endDate,
    propertyTitle: dto.property?.title ?? null,
    bookedBy: name === '' ? null : name,
    bookedAt: dto.bookedAt,
    status: dto.status === null ? null : (statuses[dto.status as keyof typeof statuses] ?? null),
    associatedCampaignId: dto.associatedCampaignId,
    facebookPreview: preview === null || preview.trim() === '' || preview === 'N/A' ? null : preview,
    hasProductResponse: present(dto.signifiProductResponse),
    hasOrderResponse: present(dto.signifiOrderResponse),
  };
};

export type PartnerLogModel = {
  id: string;
  clientTitle: string | null;
  campaignId: string;
  campaignTitle: string;
  type: string;
  loggedAt: string;
  response: string;
};

/** A partner log row; the partner's answer becomes indented JSON text (shown inert, never as markup). */
export const partnerLogModel = (dto: SignifiLogDto): PartnerLogModel => ({
  id: dto.id,
  clientTitle: dto.client?.title ?? null,
  campaignId: dto.campaign.id,
  campaignTitle: dto.campaign.property?.title ?? dto.campaign.displayName,
  type: dto.type,
  loggedAt: dto.updatedAt,
  response: JSON.stringify(dto.response ?? null, null, 2),
});
