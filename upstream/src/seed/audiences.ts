import { flag } from '../store/database.ts';
import type { SeedContext } from './context.ts';
import { inserter } from './insert.ts';
import type { Organisations } from './organisations.ts';
import type { People } from './users.ts';

export type SeedAudience = { id: number; deleted: boolean; officeIds: number[] };

const perClient: Record<number, number> = { 1: 18, 2: 8, 3: 14 };
const topics = [
  'past vendors',
  'buyer database',
  'open home attendees',
  'investor list',
  'appraisal leads',
  'newsletter list',
  'downsizers',
  'first home buyers',
  'landlords',
  'auction bidders',
  'prestige buyers',
  'tenant enquiries',
  'off-market buyers',
  'sold letterbox list',
];
const minute = 60_000;

export function writeAudiences(ctx: SeedContext, organisations: Organisations, people: People): SeedAudience[] {
  const { store, calendar } = ctx;
  const random = ctx.random('audiences');
  const insertAudience = inserter(store, 'audiences', [
    'id',
    'name',
    'scope',
    'client_id',
    'contact_count',
    'platform_audience_id',
    'created_by',
    'deleted',
    'created_at',
    'updated_at',
  ]);
  const insertAssignment = inserter(store, 'audience_assignments', [
    'audience_id',
    'client_id',
    'office_id',
    'user_id',
  ]);
  const insertLog = inserter(store, 'audience_activity_logs', ['audience_id', 'action', 'user_id', 'created_at']);
  const audiences: SeedAudience[] = [];

  for (const client of organisations.clients) {
    const offices = organisations.offices.filter(
      (office) => office.clientId === client.id && office.status === 'published',
    );
    const names = new Set<string>();
    for (let index = 0; index < (perClient[client.id] ?? 0); index += 1) {
      const id = audiences.length + 1;
      const office = random.pick(offices);
      let name: string;
      do {
        const topic = random.pick(topics);
        const place = random.pick([office.title, random.pick(office.suburbs).name, String(2023 + random.int(0, 2))]);
        name = `${place} ${topic}`.slice(0, 30).trim();
      } while (names.has(name.toLowerCase()));
      names.add(name.toLowerCase());
      const scope = random.weighted([
        ['client', 3],
        ['agency', 5],
        ['agent', 3],
      ] as const);
      const agents = people.agentsOf(office.id);
      const creator =
        scope === 'agent' && agents.length > 0
          ? random.pick(agents)
          : random.pick([...people.clientAdminsOf(client.id), ...people.officeAdminsOf(office.id)]);
      const createdAt = calendar.at(-random.int(5, 500), random.int(480, 1080));
      const deleted = random.chance(0.12);
      const changed = deleted || random.chance(0.4);
      const updatedAt = changed ? Math.min(createdAt + random.int(1, 40) * 86_400_000, calendar.today) : createdAt;
      insertAudience({
        id,
        name,
        scope,
        client_id: client.id,
        contact_count: random.int(200, 8000),
        platform_audience_id: `2385${String(random.int(0, 999_999_999)).padStart(9, '0')}${random.int(1000, 9999)}`,
        created_by: creator.id,
        deleted: flag(deleted),
        created_at: createdAt,
        updated_at: updatedAt,
      });
      const officeIds: number[] = [];
      if (scope === 'client') {
        insertAssignment({ audience_id: id, client_id: client.id, office_id: null, user_id: null });
      } else if (scope === 'agency') {
        for (const assigned of [
          office,
          ...random.sample(
            offices.filter((other) => other.id !== office.id),
            random.int(0, 2),
          ),
        ]) {
          insertAssignment({ audience_id: id, client_id: null, office_id: assigned.id, user_id: null });
          officeIds.push(assigned.id);
        }
      } else {
        const chosen = agents.length > 0 ? random.sample(agents, random.int(1, 3)) : [creator];
        for (const agent of chosen)
          insertAssignment({ audience_id: id, client_id: null, office_id: null, user_id: agent.id });
        officeIds.push(office.id);
      }
      insertLog({ audience_id: id, action: 'created', user_id: creator.id, created_at: createdAt });
      insertLog({ audience_id: id, action: 'csv uploaded', user_id: creator.id, created_at: createdAt + minute });
      insertLog({
        audience_id: id,
        action: 'transferred to platform',
        user_id: null,
        created_at: createdAt + 6 * minute,
      });
      if (changed) {
        insertLog({
          audience_id: id,
          action: deleted ? 'deleted' : 'updated',
          user_id: creator.id,
          created_at: updatedAt,
        });
      }
      audiences.push({ id, deleted, officeIds: scope === 'client' ? offices.map((o) => o.id) : officeIds });
    }
  }
  return audiences;
}
