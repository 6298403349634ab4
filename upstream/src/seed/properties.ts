import { flag } from '../store/database.ts';
import type { SeedContext } from './context.ts';
import { dwellings, features, hooks, neighbourhoods, openers } from './data/listings.ts';
import { streets } from './data/places.ts';
import { inserter } from './insert.ts';
import type { Organisations } from './organisations.ts';
import type { Random } from './random.ts';
import type { People } from './users.ts';

type SaleStatus = 'For Sale' | 'Under Offer' | 'Sold' | 'For Lease' | 'Leased';

export type SeedProperty = {
  id: number;
  officeId: number;
  title: string;
  address: string;
  postcode: string;
  listedAt: number;
  listingUrl: string;
  agentIds: number[];
  imageIds: number[];
};

const propertiesPerOffice = 100;

const money = (amount: number) => `$${amount.toLocaleString('en-AU')}`;
const roundTo = (amount: number, step: number) => Math.round(amount / step) * step;
const kebab = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function displayPrice(random: Random, status: SaleStatus, range: readonly [number, number]): string {
  const price = roundTo(random.int(range[0], range[1]), 5000);
  const weekly = roundTo(price / 1700, 10);
  switch (status) {
    case 'For Sale':
      return random.weighted([
        ['Auction', 4],
        ['Contact Agent', 2],
        [money(price), 2],
        [`${money(price)} - ${money(roundTo(price * 1.08, 5000))}`, 2],
      ]);
    case 'Under Offer':
      return 'Under Offer';
    case 'Sold':
      return random.chance(0.6) ? `Sold - ${money(price)}` : 'Sold';
    case 'For Lease':
      return `${money(weekly)} per week`;
    case 'Leased':
      return 'Leased';
  }
}

export function writeProperties(ctx: SeedContext, organisations: Organisations, people: People): SeedProperty[] {
  const { store, calendar } = ctx;
  const random = ctx.random('properties');
  const insertAddress = inserter(store, 'addresses', [
    'building_name',
    'thoroughfare_number',
    'thoroughfare_name',
    'locality_name',
    'postal_code_number',
    'administrative_area_name',
  ]);
  const insertProperty = inserter(store, 'properties', [
    'id',
    'office_id',
    'title',
    'slug',
    'address_id',
    'description',
    'display_price',
    'beds',
    'baths',
    'carbays',
    'sale_status',
    'listing_url',
    'product_id',
    'third_party_data',
    'main_image_id',
    'is_orderable',
    'listed_at',
    'created_at',
    'updated_at',
  ]);
  const insertImage = inserter(store, 'property_images', ['property_id', 'position', 'file_id']);
  const insertAgent = inserter(store, 'property_users', ['property_id', 'user_id', 'position']);
  const properties: SeedProperty[] = [];

  for (const office of organisations.offices) {
    const client = organisations.clientOf(office);
    const team = people.agentsOf(office.id);
    const listers = team.length > 0 ? team : people.officeAdminsOf(office.id);
    for (let index = 0; index < propertiesPerOffice; index += 1) {
      const id = properties.length + 1;
      const dwelling = random.weighted(dwellings);
      const suburb = random.pick(office.suburbs);
      const unit = dwelling.unit ? String(random.int(1, 40)) : null;
      const number = String(random.int(1, 240));
      const street = random.pick(streets);
      const address = `${unit ? `${unit}/` : ''}${number} ${street}, ${suburb.name}`;
      const saleStatus = random.weighted<SaleStatus>([
        ['For Sale', 58],
        ['Under Offer', 8],
        ['Sold', 16],
        ['For Lease', 13],
        ['Leased', 5],
      ]);
      const title = `${random.pick(openers)} ${dwelling.kind} ${random.pick(hooks)}`;
      const beds = random.int(...dwelling.beds);
      const chosenFeatures = random.sample(features, 3);
      const description = [
        `${title}.`,
        `This ${beds}-bedroom ${dwelling.kind} offers ${chosenFeatures.join(', ')}.`,
        `Positioned in ${suburb.name}, it is close to ${random.pick(neighbourhoods)}.`,
        'Inspect by appointment or at the advertised open homes.',
      ].join('\n\n');
      const listedAt = calendar.at(
        random.chance(0.08) ? -random.int(0, 9) : -random.int(10, 560),
        random.int(420, 1140),
      );
      const slug = `${kebab(`${number} ${street} ${suburb.name}`)}-${id}`;
      const listingUrl = `https://www.${client.domain}/property/${slug}`;
      const imageIds = Array.from({ length: random.int(3, 5) }, () =>
        ctx.addFile('property-image', random.pick(ctx.files.properties), listedAt),
      );
      const addressId = insertAddress({
        building_name: unit ? `Unit ${unit}` : null,
        thoroughfare_number: number,
        thoroughfare_name: street,
        locality_name: suburb.name,
        postal_code_number: suburb.postcode,
        administrative_area_name: office.state,
      });
      const thirdPartyData = random.chance(0.4)
        ? JSON.stringify({
            source: random.pick(['REA', 'Domain', 'CRM']),
            listingId: String(140_000_000 + id * 13),
            headline: title,
            bedrooms: beds,
            features: chosenFeatures,
            inspections: [calendar.date(random.int(1, 6)), calendar.date(random.int(7, 13))],
          })
        : null;
      insertProperty({
        id,
        office_id: office.id,
        title,
        slug,
        address_id: addressId,
        description,
        display_price: displayPrice(random, saleStatus, dwelling.price),
        beds,
        baths: random.int(...dwelling.baths),
        carbays: random.int(...dwelling.cars),
        sale_status: saleStatus,
        listing_url: listingUrl,
        product_id: random.chance(0.65) ? `SGF-L-${String(500_000 + id)}` : null,
        third_party_data: thirdPartyData,
        main_image_id: imageIds[0] ?? null,
        is_orderable: flag(saleStatus !== 'Leased' && random.chance(0.95)),
        listed_at: listedAt,
        created_at: listedAt,
        updated_at: Math.min(listedAt + random.int(0, 30) * 86_400_000, calendar.today),
      });
      imageIds.forEach((fileId, position) => insertImage({ property_id: id, position, file_id: fileId }));
      const agentIds = random.sample(listers, random.int(1, 2)).map((agent) => agent.id);
      agentIds.forEach((userId, position) => insertAgent({ property_id: id, user_id: userId, position }));
      properties.push({
        id,
        officeId: office.id,
        title,
        address,
        postcode: suburb.postcode,
        listedAt,
        listingUrl,
        agentIds,
        imageIds,
      });
    }
  }
  return properties;
}
