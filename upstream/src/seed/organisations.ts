import { flag } from '../store/database.ts';
import { writeClient } from './clients.ts';
import type { SeedContext } from './context.ts';
import { clientFeatures, features, roles } from './data/accounts.ts';
import { clients, offices, type SeedClient, type SeedOffice, type State, type Suburb } from './data/organisations.ts';
import { streets } from './data/places.ts';
import { inserter } from './insert.ts';
import { writeOffice, type OfficeSettings } from './offices.ts';

export type Organisations = {
  clients: readonly SeedClient[];
  offices: readonly SeedOffice[];
  clientOf(office: SeedOffice): SeedClient;
  officeName(office: SeedOffice): string;
  settingsOf(office: SeedOffice): OfficeSettings;
  cards: { client: Map<number, number>; office: Map<number, number> };
};

const cardBrands = ['Visa', 'MasterCard', 'American Express'] as const;

type Address = { building: string | null; number: string; street: string; suburb: Suburb; state: State };

export function writeOrganisations(ctx: SeedContext): Organisations {
  const { store, calendar } = ctx;
  const random = ctx.random('organisations');
  const insertAddress = inserter(store, 'addresses', [
    'building_name',
    'thoroughfare_number',
    'thoroughfare_name',
    'locality_name',
    'postal_code_number',
    'administrative_area_name',
  ]);
  const addAddress = (address: Address) =>
    insertAddress({
      building_name: address.building,
      thoroughfare_number: address.number,
      thoroughfare_name: address.street,
      locality_name: address.suburb.name,
      postal_code_number: address.suburb.postcode,
      administrative_area_name: address.state,
    });
  const insertCard = inserter(store, 'cards', [
    'client_id',
    'office_id',
    'provider_id',
    'brand',
    'last4',
    'exp_month',
    'exp_year',
    'created_at',
  ]);
  const cards = { client: new Map<number, number>(), office: new Map<number, number>() };
  const addCard = (owner: 'client' | 'office', id: number) => {
    const createdAt = calendar.at(-random.int(60, 700), random.int(480, 1080));
    const cardId = insertCard({
      client_id: owner === 'client' ? id : null,
      office_id: owner === 'office' ? id : null,
      provider_id: `card_${random.hex(24)}`,
      brand: random.weighted([
        [cardBrands[0], 6],
        [cardBrands[1], 3],
        [cardBrands[2], 1],
      ]),
      last4: String(random.int(0, 9999)).padStart(4, '0'),
      exp_month: random.int(1, 12),
      exp_year: new Date(calendar.today).getUTCFullYear() + random.int(1, 4),
      created_at: createdAt,
    });
    cards[owner].set(id, cardId);
  };

  writeReferenceData(ctx);
  const createdAt = calendar.at(-900, 540);
  for (const client of clients) {
    writeClient(ctx, client, addAddress(client.billing), createdAt);
    addCard('client', client.id);
  }
  writeClientFeatures(ctx);
  const clientOf = (office: SeedOffice) => {
    const client = clients.find((candidate) => candidate.id === office.clientId);
    if (!client) throw new Error(`office ${office.slug} has no client`);
    return client;
  };
  const officeName = (office: SeedOffice) => `${clientOf(office).title} ${office.title}`;
  const settings = new Map<number, OfficeSettings>();
  for (const office of offices) {
    const client = clientOf(office);
    const suburb = office.suburbs[0] ?? client.billing.suburb;
    const address = {
      building: random.chance(0.4) ? `Shop ${random.int(1, 12)}` : null,
      number: String(random.int(1, 320)),
      street: random.pick(streets),
      suburb,
      state: office.state,
    };
    const addressId = addAddress(address);
    settings.set(
      office.id,
      writeOffice(ctx, random, office, client, officeName(office), addressId, createdAt + office.id * 3_600_000),
    );
    if (random.chance(0.35)) addCard('office', office.id);
  }
  const settingsOf = (office: SeedOffice) => {
    const found = settings.get(office.id);
    if (!found) throw new Error(`office ${office.slug} has no settings`);
    return found;
  };
  return { clients, offices, clientOf, officeName, settingsOf, cards };
}

function writeReferenceData({ store }: SeedContext): void {
  const insertRole = inserter(store, 'roles', ['code', 'label', 'admin_tool_access']);
  for (const role of roles)
    insertRole({ code: role.code, label: role.label, admin_tool_access: flag(role.adminToolAccess) });
  const insertFeature = inserter(store, 'features', ['id', 'key', 'name', 'description']);
  for (const feature of features) insertFeature(feature);
}

function writeClientFeatures({ store }: SeedContext): void {
  const insertClientFeature = inserter(store, 'client_features', ['client_id', 'feature_id', 'enabled']);
  for (const setting of clientFeatures) {
    const feature = features.find((candidate) => candidate.key === setting.featureKey);
    insertClientFeature({
      client_id: setting.clientId,
      feature_id: feature?.id ?? null,
      enabled: flag(setting.enabled),
    });
  }
}
