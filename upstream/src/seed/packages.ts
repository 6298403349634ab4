import { flag } from '../store/database.ts';
import type { SeedContext } from './context.ts';
import { inserter } from './insert.ts';
import type { Organisations } from './organisations.ts';

export type PackageType = 'office' | 'agent' | 'agent-extend' | 'property';

export type SeedPackage = {
  id: number;
  type: PackageType;
  status: 'published' | 'archived';
  duration: number;
  retailPrice: number;
  packagePrice: number;
  videoRequired: boolean;
  clientIds: number[];
  officeIds: number[];
};

type Template = {
  title: string;
  type: PackageType;
  duration: number;
  retail: number;
  video?: boolean;
  pmp?: boolean;
  archived?: boolean;
  clients?: number[];
  offices?: number[];
};

const dollars = (amount: number) => Math.round(amount * 100);

const templates: readonly Template[] = [
  { title: 'Property Boost', type: 'property', duration: 14, retail: 399 },
  { title: 'Property Standard', type: 'property', duration: 21, retail: 649 },
  { title: 'Property Premium', type: 'property', duration: 28, retail: 899 },
  { title: 'Property Elite', type: 'property', duration: 42, retail: 1499 },
  { title: 'Property Video Premium', type: 'property', duration: 28, retail: 1199, video: true },
  { title: 'Prestige Showcase', type: 'property', duration: 42, retail: 1999, pmp: true, clients: [2] },
  { title: 'Mountain Escape', type: 'property', duration: 28, retail: 749, clients: [3] },
  { title: 'Auction Countdown', type: 'property', duration: 21, retail: 799, clients: [1, 2] },
  { title: 'Rental Express', type: 'property', duration: 14, retail: 249 },
  { title: 'Property Starter (legacy)', type: 'property', duration: 14, retail: 299, archived: true },
  { title: 'Agent Extend', type: 'agent-extend', duration: 21, retail: 549 },
  { title: 'Agent Extend Plus', type: 'agent-extend', duration: 28, retail: 799 },
  { title: 'Agent Extend Video', type: 'agent-extend', duration: 28, retail: 999, video: true },
  { title: 'Just Sold Extend', type: 'agent-extend', duration: 14, retail: 449, clients: [1] },
  { title: 'Agent Extend (legacy)', type: 'agent-extend', duration: 14, retail: 399, archived: true },
  { title: 'Agent Profile', type: 'agent', duration: 30, retail: 599 },
  { title: 'Agent Profile Plus', type: 'agent', duration: 60, retail: 999 },
  { title: 'Agent Video Profile', type: 'agent', duration: 30, retail: 899, video: true },
  { title: 'New Agent Launch', type: 'agent', duration: 45, retail: 749, offices: [11, 12, 13, 18, 24] },
  { title: 'Agent Profile (legacy)', type: 'agent', duration: 30, retail: 499, archived: true },
  { title: 'Office Brand Awareness', type: 'office', duration: 30, retail: 1299 },
  { title: 'Office Recruitment', type: 'office', duration: 30, retail: 999 },
  { title: 'Rent Roll Growth', type: 'office', duration: 60, retail: 1799 },
  { title: 'Office Video Brand', type: 'office', duration: 30, retail: 1599, video: true },
  { title: 'Community Sponsorship', type: 'office', duration: 45, retail: 1099, clients: [3] },
];

export function writePackages(ctx: SeedContext, organisations: Organisations): SeedPackage[] {
  const { store, calendar } = ctx;
  const random = ctx.random('packages');
  const insertPackage = inserter(store, 'packages', [
    'id',
    'title',
    'type',
    'description',
    'status',
    'sort_order',
    'property_package_id',
    'agent_package_id',
    'office_package_id',
    'property_duration',
    'agent_duration',
    'office_duration',
    'retail_price',
    'package_price',
    'production_fee',
    'ttb_charge',
    'video_required',
    'pmp_required',
    'created_at',
    'updated_at',
  ]);
  const linkClient = inserter(store, 'package_clients', ['package_id', 'client_id']);
  const linkOffice = inserter(store, 'package_offices', ['package_id', 'office_id']);
  const allClients = organisations.clients.map((client) => client.id);

  return templates.map((template, index) => {
    const id = index + 1;
    const usesProperty = template.type === 'property' || template.type === 'agent-extend';
    const usesAgent = template.type === 'agent' || template.type === 'agent-extend';
    const partnerId = (kind: string) => `SGF-${kind}-${String(1000 + id * 7).padStart(4, '0')}`;
    const createdAt = calendar.at(-random.int(560, 700), random.int(480, 1080));
    const retailPrice = dollars(template.retail);
    const packagePrice = dollars(Math.round(template.retail * 0.82));
    const clientIds = template.offices ? [] : (template.clients ?? allClients);
    const officeIds = template.offices ?? [];
    insertPackage({
      id,
      title: `${template.title} ${template.duration} Days`,
      type: template.type,
      description: `${template.duration}-day ${template.type.replace('-', ' ')} campaign across social, display and video networks.`,
      status: template.archived ? 'archived' : 'published',
      sort_order: (index % 10) * 10,
      property_package_id: usesProperty ? partnerId('PRP') : null,
      agent_package_id: usesAgent ? partnerId('AGT') : null,
      office_package_id: template.type === 'office' ? partnerId('OFC') : null,
      property_duration: usesProperty ? template.duration : null,
      agent_duration: template.type === 'agent' ? template.duration : null,
      office_duration: template.type === 'office' ? template.duration : null,
      retail_price: retailPrice,
      package_price: packagePrice,
      production_fee: dollars(random.pick([0, 49, 79, 99, 149])),
      ttb_charge: dollars(random.pick([19, 29, 39, 59])),
      video_required: flag(template.video === true),
      pmp_required: flag(template.pmp === true),
      created_at: createdAt,
      updated_at: createdAt + random.int(0, 90) * 86_400_000,
    });
    for (const clientId of clientIds) linkClient({ package_id: id, client_id: clientId });
    for (const officeId of officeIds) linkOffice({ package_id: id, office_id: officeId });
    return {
      id,
      type: template.type,
      status: template.archived ? 'archived' : 'published',
      duration: template.duration,
      retailPrice,
      packagePrice,
      videoRequired: template.video === true,
      clientIds,
      officeIds,
    };
  });
}
