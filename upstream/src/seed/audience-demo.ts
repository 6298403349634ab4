import { createHash } from 'node:crypto';
import { seedPasswordHash } from '../auth/passwords.ts';
import { many, one, run } from '../store/database.ts';
import type { SeedContext } from './context.ts';
import { inserter } from './insert.ts';

/**
 * What makes every audience screen reachable with a seeded account, written last so that nothing
 * seeded before it moves:
 *  - two staff accounts of Acme Realty, whose stored audience feature flag is on (the admin
 *    dashboard needs super admin or admin with the flag): audience.superadmin@ and audience.admin@;
 *  - audiences created by the client admin and the office admin (so the list offers them Edit and
 *    Delete), each with a hashed customer list (SHA-256 of normalised identifiers only) and a few
 *    campaigns.
 */

export const audienceStaff = [
  { firstName: 'Stella', lastName: 'Audience', username: 'audience.superadmin@sandbox.test', role: 'ROLE_SUPER_ADMIN' },
  { firstName: 'Arlo', lastName: 'Audience', username: 'audience.admin@sandbox.test', role: 'ROLE_ADMIN' },
] as const;

const acme = 1;
const sha = (value: string) => createHash('sha256').update(value).digest('hex');

/** The two staff accounts of Acme Realty that reach the audience admin dashboard. */
function writeAudienceStaff({ store, calendar }: SeedContext, passwordHash: string): void {
  const insertUser = inserter(store, 'users', [
    'first_name',
    'last_name',
    'username',
    'role',
    'client_id',
    'password_hash',
    'enabled',
    'created_at',
    'updated_at',
  ]);
  for (const [index, staff] of audienceStaff.entries()) {
    const at = calendar.at(-700 + index, 540);
    insertUser({
      first_name: staff.firstName,
      last_name: staff.lastName,
      username: staff.username,
      role: staff.role,
      client_id: acme,
      password_hash: passwordHash,
      enabled: 1,
      created_at: at,
      updated_at: at,
    });
  }
}

/** The demo audiences, one per scope, by the client admin and the office admin; and the office admin's offices. */
function demoAudiences(store: SeedContext['store']) {
  const userId = (username: string) =>
    one<{ id: number }>(store, 'SELECT id FROM users WHERE username = ?', username)!.id;
  const clientAdmin = userId('clientadmin@sandbox.test');
  const officeAdmin = userId('officeadmin@sandbox.test');
  const officeAdminOffices = many<{ office_id: number }>(
    store,
    'SELECT office_id FROM office_permissions WHERE user_id = ? ORDER BY office_id',
    officeAdmin,
  ).map((row) => row.office_id);
  const agents = many<{ id: number }>(
    store,
    `SELECT DISTINCT u.id FROM users u JOIN office_permissions p ON p.user_id = u.id
     WHERE u.role = 'ROLE_AGENT_USER' AND u.enabled = 1 AND u.archived_at IS NULL AND p.office_id = ? ORDER BY u.id LIMIT 2`,
    officeAdminOffices[0]!,
  ).map((row) => row.id);

  const demo = [
    {
      name: 'Acme past vendors 2026',
      scope: 'client',
      creator: clientAdmin,
      contacts: 640,
      assigned: [] as number[],
      days: 60,
    },
    {
      name: 'Sydney CBD open homes',
      scope: 'agency',
      creator: officeAdmin,
      contacts: 310,
      assigned: officeAdminOffices,
      days: 30,
    },
    { name: 'Agent follow-up list', scope: 'agent', creator: officeAdmin, contacts: 220, assigned: agents, days: 12 },
  ] as const;

  return { demo, officeAdminOffices };
}

type DemoAudiences = ReturnType<typeof demoAudiences>;

function audienceWriters(store: SeedContext['store']) {
  return {
    insertAudience: inserter(store, 'audiences', [
      'name',
      'scope',
      'client_id',
      'contact_count',
      'platform_audience_id',
      'created_by',
      'deleted',
      'created_at',
      'updated_at',
    ]),
    insertAssignment: inserter(store, 'audience_assignments', ['audience_id', 'client_id', 'office_id', 'user_id']),
    insertLog: inserter(store, 'audience_activity_logs', [
      'audience_id',
      'action',
      'user_id',
      'created_at',
      'matched_count',
    ]),
    insertContact: inserter(store, 'audience_contacts', [
      'audience_id',
      'email_sha256',
      'phone_sha256',
      'first_name_sha256',
      'last_name_sha256',
    ]),
  };
}

/** One demo audience: its row, assignments, hashed contacts, activity log and a few campaigns targeting it. */
function writeDemoAudience(
  { store, calendar }: SeedContext,
  writers: ReturnType<typeof audienceWriters>,
  audiences: DemoAudiences,
  audience: DemoAudiences['demo'][number],
  index: number,
): void {
  const createdAt = calendar.at(-audience.days, 600);
  const id = writers.insertAudience({
    name: audience.name,
    scope: audience.scope,
    client_id: acme,
    contact_count: audience.contacts,
    platform_audience_id: `23850000000${index}0001`,
    created_by: audience.creator,
    deleted: 0,
    created_at: createdAt,
    updated_at: createdAt,
  });
  if (audience.scope === 'client')
    writers.insertAssignment({ audience_id: id, client_id: acme, office_id: null, user_id: null });
  for (const assigned of audience.assigned) {
    writers.insertAssignment({
      audience_id: id,
      client_id: null,
      office_id: audience.scope === 'agency' ? assigned : null,
      user_id: audience.scope === 'agent' ? assigned : null,
    });
  }
  for (let contact = 0; contact < audience.contacts; contact += 1) {
    const n = index * 10_000 + contact;
    writers.insertContact({
      audience_id: id,
      email_sha256: sha(`buyer.${n}@example.com`),
      phone_sha256: contact % 3 === 0 ? null : sha(`614${String(10_000_000 + n).slice(-8)}`),
      first_name_sha256: sha(`first${n}`),
      last_name_sha256: sha(`last${n}`),
    });
  }
  writers.insertLog({
    audience_id: id,
    action: 'created',
    user_id: audience.creator,
    created_at: createdAt,
    matched_count: null,
  });
  writers.insertLog({
    audience_id: id,
    action: 'csv uploaded',
    user_id: audience.creator,
    created_at: createdAt + 60_000,
    matched_count: null,
  });
  writers.insertLog({
    audience_id: id,
    action: 'transferred to platform',
    user_id: null,
    created_at: createdAt + 360_000,
    matched_count: audience.contacts,
  });
  // A few of the offices' campaigns without an audience target it.
  run(
    store,
    `UPDATE campaigns SET audience_id = ? WHERE id IN (
       SELECT id FROM campaigns WHERE audience_id IS NULL AND office_id IN (SELECT value FROM json_each(?)) ORDER BY id DESC LIMIT ?)`,
    id,
    JSON.stringify(audience.scope === 'client' ? [1, 2, 3, 4] : audiences.officeAdminOffices),
    4 - index,
  );
}

export function writeAudienceDemo(ctx: SeedContext): void {
  writeAudienceStaff(ctx, seedPasswordHash());
  const audiences = demoAudiences(ctx.store);
  const writers = audienceWriters(ctx.store);
  for (const [index, audience] of audiences.demo.entries()) writeDemoAudience(ctx, writers, audiences, audience, index);
}
