import { flag } from '../store/database.ts';
import { seededPreviewMarkup } from '../store/preview-origin.ts';
import type { SeedAudience } from './audiences.ts';
import type { SeedContext } from './context.ts';
import type { SeedOffice } from './data/organisations.ts';
import { inserter } from './insert.ts';
import type { Organisations } from './organisations.ts';
import type { PackageType, SeedPackage } from './packages.ts';
import type { SeedProperty } from './properties.ts';
import type { Random } from './random.ts';
import type { People, SeedPerson } from './users.ts';

export type CampaignType = 'property' | 'property-extend' | 'agent' | 'office';
type CampaignStatus = 'booked' | 'upcoming' | 'in-progress' | 'finished' | 'cancelled' | 'stopped';

export type SeedCampaign = {
  id: number;
  type: CampaignType;
  office: SeedOffice;
  clientId: number;
  package: SeedPackage;
  displayName: string;
  publishStatus: 'draft' | 'published' | 'archived';
  status: CampaignStatus | null;
  bookedBy: SeedPerson;
  paymentOption: 'credit-card' | 'trading-terms';
  createdAt: number;
  bookedAt: number | null;
  startOffset: number;
  endOffset: number;
  deliveryEndOffset: number;
  budget: number;
};

/** Campaigns in the default seed (SANDBOX_SEED_CAMPAIGNS chooses another number). */
export const DEFAULT_SEED_CAMPAIGNS = 5000;
const historyDays = 548;
const packageTypes: Record<CampaignType, PackageType> = {
  property: 'property',
  'property-extend': 'agent-extend',
  agent: 'agent',
  office: 'office',
};
const agentLabels = ['Sold', 'For lease', 'Leased', 'For Sale', 'Just Listed', 'Auction', 'Coming Soon', 'Just Sold'];
const ctaLabels = ['Get in touch', 'Find out more', 'Request an appraisal', 'Contact us', 'Learn more'];
const subTypes = [
  ['OfficeBranding', 5],
  ['OfficeRecruitment', 2],
  ['PropertyManagement', 3],
] as const;
const officeHeadlines: Record<string, (office: string) => string> = {
  OfficeBranding: (office) => `Sell with ${office}'s local experts`,
  OfficeRecruitment: (office) => `Build your career at ${office}`,
  PropertyManagement: (office) => `Leave your rental in safe hands in ${office}`,
};

function statusFor(random: Random, startOffset: number, endOffset: number): CampaignStatus {
  const roll = random.next();
  if (startOffset > 0) {
    if (roll < 0.03) return 'cancelled';
    return startOffset <= 3 ? 'upcoming' : 'booked';
  }
  if (roll < 0.02) return 'cancelled';
  if (roll < 0.04) return 'stopped';
  return endOffset > 0 ? 'in-progress' : 'finished';
}

const campaignColumns = [
  'id',
  'type',
  'publish_status',
  'status',
  'office_id',
  'package_id',
  'property_id',
  'audience_id',
  'agent_user_id',
  'booked_by',
  'associated_campaign_id',
  'display_name',
  'sub_type',
  'start_date',
  'end_date',
  'duration',
  'retail_price',
  'budget',
  'agent_name',
  'agent_email',
  'agent_phone',
  'agent_image_id',
  'postcode',
  'destination_url',
  'video_url',
  'property_url',
  'headline',
  'short_description',
  'ad_title',
  'ad_copy',
  'label',
  'main_image_id',
  'additional_recipients',
  'payment_option',
  'organic_post',
  'note',
  'status_label',
  'facebook_preview',
  'signifi_product_response',
  'signifi_order_response',
  'report_token',
  'booked_at',
  'created_at',
  'updated_at',
] as const;

/** What a campaign row is made from: the choices the seed made for it (its people, package, listing and dates). */
type CampaignFacts = {
  id: number;
  type: CampaignType;
  office: SeedOffice;
  client: ReturnType<Organisations['clientOf']>;
  settings: ReturnType<Organisations['settingsOf']>;
  chosenPackage: SeedPackage;
  property: SeedProperty | undefined;
  agent: SeedPerson | undefined;
  bookedBy: SeedPerson;
  officeAdmins: SeedPerson[];
  officeAudiences: SeedAudience[];
  associated: number | undefined;
  officeName: string;
  subType: string | null;
  displayName: string;
  publishStatus: SeedCampaign['publishStatus'];
  status: CampaignStatus | null;
  startOffset: number;
  endOffset: number;
  duration: number;
  budget: number;
  paymentOption: SeedCampaign['paymentOption'];
  createdAt: number;
  bookedAt: number | null;
};

/** The campaign's row: its ad copy, targeting, partner responses and preview (a few random choices, in column order). */
function campaignRow(random: Random, calendar: SeedContext['calendar'], facts: CampaignFacts) {
  const {
    id,
    type,
    office,
    client,
    settings,
    chosenPackage,
    property,
    agent,
    bookedBy,
    officeAdmins,
    officeAudiences,
    associated,
    officeName,
    subType,
    displayName,
    publishStatus,
    status,
    startOffset,
    endOffset,
    duration,
    budget,
    paymentOption,
    createdAt,
    bookedAt,
  } = facts;
  const video = chosenPackage.videoRequired;
  const agentPostcodes = agent?.postcode?.split(',') ?? [];
  const officePostcodes = [...new Set(office.suburbs.map((suburb) => suburb.postcode))].slice(0, 4);
  const live = status === 'in-progress' || status === 'finished';
  const orderId = `SGF-O-${String(700_000 + id)}`;
  const publisherId = `PUB-${client.subDomain.toUpperCase()}-${office.id}`;

  return {
    id,
    type,
    publish_status: publishStatus,
    status,
    office_id: office.id,
    package_id: chosenPackage.id,
    property_id: property?.id ?? null,
    audience_id: officeAudiences.length > 0 && random.chance(0.15) ? random.pick(officeAudiences).id : null,
    agent_user_id: agent?.id ?? null,
    booked_by: bookedBy.id,
    associated_campaign_id: associated !== undefined && random.chance(0.5) ? associated : null,
    display_name: displayName,
    sub_type: subType,
    start_date: calendar.date(startOffset),
    end_date: calendar.date(endOffset),
    duration,
    retail_price: chosenPackage.retailPrice,
    budget,
    agent_name: agent ? `${agent.firstName} ${agent.lastName}` : officeName,
    agent_email: agent ? agent.username : settings.email,
    agent_phone: agent?.mobile ?? null,
    agent_image_id: agent?.imageId ?? null,
    postcode:
      type === 'property'
        ? (property?.postcode ?? null)
        : type === 'property-extend'
          ? (agentPostcodes[0] ?? property?.postcode ?? null)
          : type === 'agent'
            ? (agentPostcodes.length > 0 ? agentPostcodes : officePostcodes).join(',')
            : officePostcodes.join(','),
    destination_url:
      type === 'office'
        ? `https://www.${client.domain}/offices/${office.slug}`
        : type === 'agent'
          ? `https://www.${client.domain}/agents/${agent?.id}`
          : (property?.listingUrl ?? null),
    video_url: video ? `https://video.${client.domain}/watch/${random.hex(11)}` : null,
    property_url: property && client.id === 1 ? property.listingUrl : null,
    headline:
      type === 'office' ? (video ? officeName : (officeHeadlines[subType ?? '']?.(office.title) ?? null)) : null,
    short_description:
      type === 'office'
        ? `Talk to the ${office.title} team about what your property could achieve in today's market.`
        : property
          ? property.title.slice(0, 100)
          : null,
    ad_title: type === 'agent' ? `Your ${office.title} property expert`.slice(0, 35) : null,
    ad_copy: type === 'agent' ? `Thinking of selling in ${office.suburbs[0]?.name}? Get a free appraisal today.` : null,
    label: type === 'agent' ? random.pick(agentLabels) : type === 'office' ? random.pick(ctaLabels) : null,
    main_image_id: property ? (property.imageIds[0] ?? null) : (agent?.imageId ?? null),
    additional_recipients: random.chance(0.25) ? officeAdmins.map((admin) => admin.username).join(',') : '',
    payment_option: paymentOption,
    organic_post: flag(settings.organicCampaigns && random.chance(0.3)),
    note: random.chance(0.15)
      ? random.pick(['Please feature the street view.', 'Vendor approved copy.', 'Use the twilight photo.'])
      : null,
    status_label: status === 'finished' && random.chance(0.02) ? 'Free of charge - goodwill credit' : null,
    facebook_preview: live
      ? random.weighted([
          [seededPreviewMarkup(id, random.hex(24)), 7],
          ['N/A', 1],
          [null, 2],
        ])
      : null,
    signifi_product_response: status
      ? JSON.stringify({
          Data: { PublisherId: publisherId, ProductType: chosenPackage.type, CustomField7: `C${id}` },
        })
      : null,
    signifi_order_response: status ? JSON.stringify({ Data: { OrderId: orderId, Status: 'Booked' } }) : null,
    report_token: random.hex(32),
    booked_at: bookedAt,
    created_at: createdAt,
    updated_at: bookedAt ?? createdAt,
  };
}

/** When each campaign was created: more of them recently (day offsets), in creation order. */
function bookingTimes(random: Random, calendar: SeedContext['calendar'], total: number) {
  return Array.from({ length: total }, () => {
    const offset = -1 - Math.floor((historyDays - 1) * (1 - Math.sqrt(random.next())));
    return { offset, at: calendar.at(offset, random.int(420, 1140)) };
  }).sort((a, b) => a.at - b.at);
}

export function writeCampaigns(
  ctx: SeedContext,
  organisations: Organisations,
  people: People,
  packages: readonly SeedPackage[],
  properties: readonly SeedProperty[],
  audiences: readonly SeedAudience[],
  total = DEFAULT_SEED_CAMPAIGNS,
): SeedCampaign[] {
  const { store, calendar } = ctx;
  const random = ctx.random('campaigns');
  const insertCampaign = inserter(store, 'campaigns', campaignColumns);
  const propertiesByOffice = Map.groupBy(properties, (property) => property.officeId);
  const published = organisations.offices.filter((office) => office.status === 'published');
  const lastPropertyCampaign = new Map<number, number>();
  const campaigns: SeedCampaign[] = [];

  const bookings = bookingTimes(random, calendar, total);

  for (const [index, { offset: createdOffset, at: createdAt }] of bookings.entries()) {
    const id = index + 1;
    const type = random.weighted<CampaignType>([
      ['property', 55],
      ['property-extend', 15],
      ['agent', 18],
      ['office', 12],
    ]);
    let office = random.pick(organisations.offices);
    if (office.status === 'archived' && createdOffset > -200)
      office = random.pick(published.filter((o) => o.clientId === office.clientId));
    const client = organisations.clientOf(office);
    const settings = organisations.settingsOf(office);
    const eligible = packages.filter(
      (candidate) =>
        candidate.type === packageTypes[type] &&
        (candidate.status === 'published' || createdOffset < -365) &&
        (candidate.clientIds.includes(client.id) || candidate.officeIds.includes(office.id)),
    );
    const chosenPackage = random.pick(eligible);

    const officeProperties = propertiesByOffice.get(office.id) ?? [];
    const listedBefore = officeProperties.filter((property) => property.listedAt <= createdAt);
    const fresh = listedBefore.filter((property) => property.listedAt >= createdAt - 150 * 86_400_000);
    const property =
      type === 'property' || type === 'property-extend'
        ? random.pick(fresh.length > 0 ? fresh : listedBefore.length > 0 ? listedBefore : officeProperties)
        : undefined;
    const team = people.agentsOf(office.id);
    const agent =
      type === 'office'
        ? undefined
        : property
          ? people.byId(property.agentIds[0] ?? 0)
          : team.length > 0
            ? random.pick(team)
            : random.pick(people.officeAdminsOf(office.id));
    const officeAdmins = people.officeAdminsOf(office.id);
    const bookedBy = random.weighted<SeedPerson>([
      [agent ?? officeAdmins[0] ?? random.pick(people.clientAdminsOf(client.id)), 6],
      [officeAdmins[0] ?? random.pick(people.clientAdminsOf(client.id)), 3],
      [random.pick(people.clientAdminsOf(client.id)), 1],
      [random.pick(people.platformStaff), 0.5],
    ]);

    const startOffset = createdOffset + random.int(1, 10);
    const duration = chosenPackage.duration;
    const endOffset = startOffset + duration;
    const paymentOption =
      type === 'office'
        ? settings.payment.office
        : type === 'agent'
          ? settings.payment.agent
          : settings.payment.property;
    const draft = random.chance(0.02);
    const awaitingPartner = !draft && paymentOption === 'trading-terms' && startOffset > 0 && random.chance(0.1);
    const status = draft || awaitingPartner ? null : statusFor(random, startOffset, endOffset);
    const stopped = status === 'cancelled' || status === 'stopped';
    const deliveryEndOffset =
      status === null || startOffset > 0
        ? startOffset
        : stopped
          ? startOffset + random.int(1, Math.max(1, duration - 1))
          : Math.min(endOffset, 0);
    const publishStatus = draft ? 'draft' : office.status === 'archived' ? 'archived' : 'published';
    const bookedAt = draft ? null : createdAt + random.int(2, 25) * 60_000;
    const officeName = organisations.officeName(office);
    const subType = type === 'office' ? random.weighted(subTypes) : null;
    const associated = type === 'property-extend' && property ? lastPropertyCampaign.get(property.id) : undefined;
    const officeAudiences = audiences.filter((audience) => !audience.deleted && audience.officeIds.includes(office.id));
    const budget = Math.round(chosenPackage.retailPrice * 0.55);
    const displayName =
      type === 'office'
        ? `${officeName} - ${subType?.replace(/([a-z])([A-Z])/g, '$1 $2')}`
        : agent && type === 'agent'
          ? `${agent.firstName} ${agent.lastName}`
          : (property?.address ?? officeName);

    insertCampaign(
      campaignRow(random, calendar, {
        id,
        type,
        office,
        client,
        settings,
        chosenPackage,
        property,
        agent,
        bookedBy,
        officeAdmins,
        officeAudiences,
        associated,
        officeName,
        subType,
        displayName,
        publishStatus,
        status,
        startOffset,
        endOffset,
        duration,
        budget,
        paymentOption,
        createdAt,
        bookedAt,
      }),
    );
    if (type === 'property' && property) lastPropertyCampaign.set(property.id, id);
    campaigns.push({
      id,
      type,
      office,
      clientId: client.id,
      package: chosenPackage,
      displayName,
      publishStatus,
      status,
      bookedBy,
      paymentOption,
      createdAt,
      bookedAt,
      startOffset,
      endOffset,
      deliveryEndOffset,
      budget,
    });
  }
  return campaigns;
}
