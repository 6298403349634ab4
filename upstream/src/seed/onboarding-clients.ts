import { run } from '../store/database.ts';
import { writeClient } from './clients.ts';
import type { SeedContext } from './context.ts';
import { onboardingClients } from './data/organisations.ts';
import { inserter } from './insert.ts';

/**
 * The clients still being set up (no offices or users): written last, so the rows of every other
 * seed step keep their ids. Every other one has a saved card; one is archived.
 */
export function writeOnboardingClients(ctx: SeedContext): void {
  const { store, calendar } = ctx;
  const insertAddress = inserter(store, 'addresses', [
    'building_name',
    'thoroughfare_number',
    'thoroughfare_name',
    'locality_name',
    'postal_code_number',
    'administrative_area_name',
  ]);
  const insertCard = inserter(store, 'cards', [
    'client_id',
    'provider_id',
    'brand',
    'last4',
    'exp_month',
    'exp_year',
    'created_at',
  ]);
  for (const client of onboardingClients) {
    const createdAt = calendar.at(-30 - client.id * 9, 600);
    const addressId = insertAddress({
      building_name: client.billing.building,
      thoroughfare_number: client.billing.number,
      thoroughfare_name: client.billing.street,
      locality_name: client.billing.suburb.name,
      postal_code_number: client.billing.suburb.postcode,
      administrative_area_name: client.billing.state,
    });
    writeClient(ctx, client, addressId, createdAt);
    if (client.status !== 'published')
      run(store, 'UPDATE clients SET status = ? WHERE id = ?', client.status, client.id);
    if (client.id % 2 === 0) {
      insertCard({
        client_id: client.id,
        provider_id: `card_onboarding_${client.subDomain}`,
        brand: client.id % 4 === 0 ? 'MasterCard' : 'Visa',
        last4: String(1000 + client.id * 271).slice(-4),
        exp_month: 1 + (client.id % 12),
        exp_year: new Date(calendar.today).getUTCFullYear() + 1 + (client.id % 3),
        created_at: createdAt,
      });
    }
  }
}
