import { flag } from '../store/database.ts';
import type { SeedContext } from './context.ts';
import type { SeedClient, SeedOffice } from './data/organisations.ts';
import { inserter } from './insert.ts';
import type { Random } from './random.ts';

/** An office's seeded contact email, organic campaigns flag and payment options. */
export type OfficeSettings = {
  email: string;
  organicCampaigns: boolean;
  payment: SeedClient['payment'];
};

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] as const;

export function writeOffice(
  ctx: SeedContext,
  random: Random,
  office: SeedOffice,
  client: SeedClient,
  displayName: string,
  addressId: number,
  createdAt: number,
): OfficeSettings {
  const { store, calendar } = ctx;
  const mailbox = office.slug.slice(office.slug.indexOf('-') + 1).replaceAll('-', '');
  const email = `${mailbox}@${client.domain}`;
  const override = random.chance(0.25);
  const organicCampaigns = client.id === 1 && random.chance(0.6);
  inserter(store, 'offices', [
    'id',
    'client_id',
    'title',
    'display_name',
    'slug',
    'status',
    'address_id',
    'email',
    'phone',
    'postcode',
    'destination_url',
    'rev_id',
    'background_color',
    'secondary_color',
    'organic_campaigns',
    'include_gst',
    'logo_id',
    'property_campaign_payment_option',
    'agent_campaign_payment_option',
    'office_campaign_payment_option',
    'created_at',
    'updated_at',
  ])({
    id: office.id,
    client_id: client.id,
    title: office.title,
    display_name: displayName,
    slug: office.slug,
    status: office.status,
    address_id: addressId,
    email,
    phone: `02 ${random.int(4000, 9999)} ${random.int(1000, 9999)}`,
    postcode: office.suburbs
      .map((suburb) => suburb.postcode)
      .filter((code, index, all) => all.indexOf(code) === index)
      .slice(0, 4)
      .join(','),
    destination_url: `https://www.${client.domain}/offices/${office.slug}`,
    rev_id: `REV-${String(1000 + office.id * 37).padStart(5, '0')}`,
    background_color: client.colour,
    secondary_color: client.secondaryColour,
    organic_campaigns: flag(organicCampaigns),
    include_gst: flag(random.chance(0.7)),
    logo_id: ctx.addFile('logo', `clients/${client.subDomain}/logo.svg`, createdAt),
    property_campaign_payment_option: override ? 'trading-terms' : null,
    agent_campaign_payment_option: null,
    office_campaign_payment_option: override ? 'credit-card' : null,
    created_at: createdAt,
    updated_at: createdAt,
  });

  inserter(store, 'office_automated_reports', [
    'office_id',
    'recurrence_type',
    'recurrence_interval',
    'weekday',
    'monthday',
    'start_date',
    'recipients',
    'last_sent',
  ])({
    office_id: office.id,
    recurrence_type: random.weighted([
      ['weekly', 6],
      ['monthly', 3],
      ['daily', 1],
    ]),
    recurrence_interval: random.weighted([
      [1, 8],
      [2, 2],
    ]),
    weekday: random.pick(weekdays),
    monthday: random.pick([1, 15, 28]),
    start_date: calendar.date(-random.int(90, 500)),
    recipients: email,
    last_sent: office.status === 'published' ? calendar.at(-random.int(1, 7), 420) : null,
  });
  inserter(store, 'orders_reports', ['office_id', 'recipients', 'weekday'])({
    office_id: office.id,
    recipients: email,
    weekday: 'Mon',
  });
  const payment = override
    ? { property: 'trading-terms' as const, agent: client.payment.agent, office: 'credit-card' as const }
    : client.payment;
  return { email, organicCampaigns, payment };
}
