import { creativeFieldsOf, totalWithGstCents, type CreativeKind } from '@portal/schema';
import { storageUrl } from '../../shared/storage-url.ts';
import type { OrderingOfficeDto, OrderingPackageDto } from '../../upstream/main/ordering.ts';
import type { OrderAgentDto } from '../../upstream/main/ordering-forms.ts';

/**
 * The agent and office order forms' models. Prices are kept in `priceCents` / `gstCents` /
 * `totalCents` and resolved by field resolvers that answer null to agents (as decision 056).
 */

export type OrderFormPackageModel = {
  id: string;
  title: string;
  description: string;
  sortOrder: number;
  videoRequired: boolean;
  duration: number | null;
  priceCents: number;
  gstCents: number;
  totalCents: number;
};

/**
 * The office's and the client's published packages of one type (agent or office), merged without
 * duplicates (the office's first), by sortOrder then id. The total adds GST when the office includes it.
 */
export function formPackages(office: OrderingOfficeDto, type: 'agent' | 'office'): OrderFormPackageModel[] {
  const seen = new Set<string>();
  const merged: OrderingPackageDto[] = [];
  for (const pkg of [...(office.packages ?? []), ...(office.client?.packages ?? [])]) {
    if (seen.has(pkg.id)) continue;
    seen.add(pkg.id);
    if (pkg.status === 'published' && pkg.type === type) merged.push(pkg);
  }
  merged.sort((a, b) => a.sortOrder - b.sortOrder || Number(a.id) - Number(b.id));
  return merged.map((pkg) => {
    const totalCents = totalWithGstCents(pkg.packagePrice, office.includeGst);
    return {
      id: pkg.id,
      title: pkg.title,
      description: pkg.description,
      sortOrder: pkg.sortOrder,
      videoRequired: pkg.videoRequired,
      duration: type === 'agent' ? pkg.agentDuration : pkg.officeDuration,
      priceCents: pkg.packagePrice,
      gstCents: totalCents - pkg.packagePrice,
      totalCents,
    };
  });
}

/** The client's creative URLs of one kind, by size key. */
export const creativeUrls = (office: OrderingOfficeDto, kind: CreativeKind) =>
  creativeFieldsOf(office.client?.clientIntegration ?? {}, kind);

export const orderAgentModel = (agent: OrderAgentDto) => ({
  id: agent.id,
  name: `${agent.firstName} ${agent.lastName}`.trim(),
  email: agent.email,
  phone: agent.mobile,
  postcode: agent.postcode,
  imageId: agent.imageOriginal?.id ?? null,
  imageUrl: storageUrl(agent.imageOriginal?.location),
  imageLocation: agent.imageOriginal?.location ?? null,
});

export const paymentOptionOf = (office: OrderingOfficeDto, type: 'agent' | 'office') => {
  const option =
    type === 'agent'
      ? (office.agentCampaignPaymentOption ?? office.client?.agentCampaignPaymentOption)
      : (office.officeCampaignPaymentOption ?? office.client?.officeCampaignPaymentOption);
  return option ?? 'credit-card';
};
