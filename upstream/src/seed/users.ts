import { seedPasswordHash } from '../auth/passwords.ts';
import { flag } from '../store/database.ts';
import type { SeedContext } from './context.ts';
import { users as fixedUsers, type RoleCode } from './data/accounts.ts';
import type { SeedOffice } from './data/organisations.ts';
import { firstNames, lastNames } from './data/people.ts';
import { inserter } from './insert.ts';
import type { Organisations } from './organisations.ts';

export type SeedPerson = {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  mobile: string | null;
  role: RoleCode;
  clientId: number | null;
  enabled: boolean;
  officeIds: number[];
  imageId: number | null;
  postcode: string | null;
};

export type People = {
  all: readonly SeedPerson[];
  byId(id: number): SeedPerson;
  agentsOf(officeId: number): SeedPerson[];
  officeAdminsOf(officeId: number): SeedPerson[];
  clientAdminsOf(clientId: number): SeedPerson[];
  platformStaff: readonly SeedPerson[];
};

type Grant = { officeId: number; media: boolean; past: boolean; payment: boolean };
type Plan = Omit<SeedPerson, 'id' | 'officeIds' | 'imageId'> & { grants: Grant[]; archived: boolean; image: boolean };

/** Users in the lists (every role, some disabled); three archived agents come on top. */
const totalUsers = 150;
const agentAdminOffices = (office: SeedOffice) => (office.id === 29 || office.id === 30 ? 28 : office.id);

const userColumns = [
  'id',
  'first_name',
  'last_name',
  'username',
  'mobile',
  'role',
  'client_id',
  'password_hash',
  'password_changeable',
  'enabled',
  'destination_url',
  'image_original_id',
  'postcode',
  'archived_at',
  'created_at',
  'updated_at',
] as const;
const permissionColumns = [
  'office_id',
  'user_id',
  'permission_updatable',
  'can_view_media_orders',
  'can_view_past_orders',
  'can_view_payment_details',
] as const;

type UserWriters = {
  insertUser: ReturnType<typeof inserter<(typeof userColumns)[number]>>;
  insertPermission: ReturnType<typeof inserter<(typeof permissionColumns)[number]>>;
};

/** The fixed demo accounts (seed/data/accounts.ts) with their office permissions. */
function writeFixedUsers(
  ctx: SeedContext,
  organisations: Organisations,
  { insertUser, insertPermission }: UserWriters,
  passwordHash: string,
): SeedPerson[] {
  const { calendar } = ctx;
  const people: SeedPerson[] = [];
  const officeIdOf = (slug: string) => organisations.offices.find((office) => office.slug === slug)?.id ?? 0;
  const firstPostcodeOf = (slug: string | undefined) =>
    organisations.offices.find((office) => office.slug === slug)?.suburbs[0]?.postcode ?? null;

  for (const user of fixedUsers) {
    const createdAt = calendar.at(-800 + user.id, 540);
    insertUser({
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      username: user.username,
      mobile: user.mobile,
      role: user.role,
      client_id: user.clientId,
      password_hash: passwordHash,
      password_changeable: flag(user.passwordChangeable),
      enabled: 1,
      destination_url: null,
      image_original_id: null,
      // A demo agent lives where their first office is: its first suburb's postcode (a lead agent's one postcode).
      postcode: user.role === 'ROLE_AGENT_USER' ? firstPostcodeOf(user.offices[0]?.slug) : null,
      archived_at: null,
      created_at: createdAt,
      updated_at: createdAt,
    });
    for (const grant of user.offices) {
      insertPermission({
        office_id: officeIdOf(grant.slug),
        user_id: user.id,
        permission_updatable: 1,
        can_view_media_orders: flag(grant.canViewMediaOrders),
        can_view_past_orders: flag(grant.canViewPastOrders),
        can_view_payment_details: flag(grant.canViewPaymentDetails),
      });
    }
    people.push({
      ...user,
      enabled: true,
      officeIds: user.offices.map((grant) => officeIdOf(grant.slug)),
      imageId: null,
      postcode: null,
    });
  }
  return people;
}

/** Names each office's first active office admin its primary contact, and answers the seed's directory of people. */
function peopleDirectory(store: SeedContext['store'], organisations: Organisations, people: SeedPerson[]): People {
  const setPrimaryContact = store.prepare('UPDATE offices SET primary_contact = ? WHERE id = ?');
  const active = people.filter((user) => user.enabled);
  const withRole = (role: RoleCode) => active.filter((user) => user.role === role);
  const officeAdminsOf = (officeId: number) =>
    withRole('ROLE_AGENT_ADMIN').filter((user) => user.officeIds.includes(officeId));
  for (const office of organisations.offices) {
    const admin = officeAdminsOf(office.id)[0];
    if (admin) setPrimaryContact.run(`${admin.firstName} ${admin.lastName}`, office.id);
  }
  const byId = new Map(people.map((user) => [user.id, user]));
  return {
    all: people,
    byId(id) {
      const user = byId.get(id);
      if (!user) throw new Error(`no seeded user ${id}`);
      return user;
    },
    agentsOf: (officeId) => withRole('ROLE_AGENT_USER').filter((user) => user.officeIds.includes(officeId)),
    officeAdminsOf,
    clientAdminsOf: (clientId) => withRole('ROLE_CLIENT_ADMIN').filter((user) => user.clientId === clientId),
    platformStaff: [...withRole('ROLE_SUPER_ADMIN'), ...withRole('ROLE_ADMIN')],
  };
}

export function writeUsers(ctx: SeedContext, organisations: Organisations): People {
  const { store, calendar } = ctx;
  const random = ctx.random('users');
  const taken = new Set(fixedUsers.map((user) => user.username.toLowerCase()));
  const domainOf = (clientId: number | null) =>
    organisations.clients.find((client) => client.id === clientId)?.domain ?? 'sandbox.test';

  const person = (role: RoleCode, clientId: number | null, grants: Grant[] = []): Plan => {
    let firstName: string;
    let lastName: string;
    let username: string;
    do {
      firstName = random.pick(firstNames);
      lastName = random.pick(lastNames);
      username = `${firstName}.${lastName.replace(/'/g, '')}@${domainOf(clientId)}`.toLowerCase();
    } while (taken.has(username));
    taken.add(username);
    const officeSuburbs = grants.flatMap(
      (grant) => organisations.offices.find((o) => o.id === grant.officeId)?.suburbs ?? [],
    );
    const isAgent = role === 'ROLE_AGENT_USER';
    const postcodes = [...new Set(random.sample(officeSuburbs, random.int(1, 2)).map((suburb) => suburb.postcode))];
    const archived = isAgent && random.chance(0.03);
    return {
      firstName,
      lastName,
      username,
      mobile: `04${random.int(10, 99)} ${random.int(100, 999)} ${random.int(100, 999)}`,
      role,
      clientId,
      enabled: !archived && (role !== 'ROLE_AGENT_USER' && role !== 'ROLE_CLIENT_USER' ? true : random.chance(0.95)),
      postcode: isAgent && postcodes.length > 0 ? postcodes.join(',') : null,
      grants,
      archived,
      image: (isAgent || role === 'ROLE_AGENT_ADMIN') && random.chance(0.8),
    };
  };
  const fullGrant = (officeId: number): Grant => ({ officeId, media: true, past: true, payment: true });

  const plans: Plan[] = [
    person('ROLE_SUPER_ADMIN', null),
    ...Array.from({ length: 3 }, () => person('ROLE_ADMIN', null)),
    person('ROLE_CLIENT_ADMIN', 1),
    person('ROLE_CLIENT_ADMIN', 2),
    person('ROLE_CLIENT_ADMIN', 2),
    person('ROLE_CLIENT_ADMIN', 3),
    person('ROLE_CLIENT_ADMIN', 3),
    person('ROLE_CLIENT_USER', 1),
    person('ROLE_CLIENT_USER', 1),
    person('ROLE_CLIENT_USER', 2),
    person('ROLE_CLIENT_USER', 3),
    person('ROLE_CLIENT_USER', 3),
  ];
  for (const office of organisations.offices) {
    if (office.id <= 2 || agentAdminOffices(office) !== office.id) continue;
    const covered = organisations.offices.filter((other) => agentAdminOffices(other) === office.id);
    plans.push(
      person(
        'ROLE_AGENT_ADMIN',
        office.clientId,
        covered.map((other) => fullGrant(other.id)),
      ),
    );
  }
  const agentCount = totalUsers - fixedUsers.length - plans.length;
  for (let index = 0; index < agentCount; index += 1) {
    const office = organisations.offices[index % organisations.offices.length];
    if (!office) continue;
    const grant = (officeId: number): Grant => ({
      officeId,
      media: random.chance(0.8),
      past: random.chance(0.7),
      payment: random.chance(0.3),
    });
    const grants = [grant(office.id)];
    const sibling = random.chance(0.1)
      ? random.pick(
          organisations.offices.filter((other) => other.clientId === office.clientId && other.id !== office.id),
        )
      : undefined;
    if (sibling) grants.push(grant(sibling.id));
    plans.push(person('ROLE_AGENT_USER', office.clientId, grants));
  }

  const insertUser = inserter(store, 'users', userColumns);
  const insertPermission = inserter(store, 'office_permissions', permissionColumns);
  const passwordHash = seedPasswordHash();
  const people = writeFixedUsers(ctx, organisations, { insertUser, insertPermission }, passwordHash);

  const insertPlan = (plan: Plan, index: number) => {
    const id = fixedUsers.length + index + 1;
    const createdAt = calendar.at(-random.int(30, 900), random.int(480, 1080));
    const updatedAt = createdAt + random.int(0, 20) * 86_400_000;
    const imageId = plan.image ? ctx.addFile('agent original', random.pick(ctx.files.agents), createdAt) : null;
    const slugName = `${plan.firstName}-${plan.lastName}`.toLowerCase().replace(/[^a-z-]/g, '');
    insertUser({
      id,
      first_name: plan.firstName,
      last_name: plan.lastName,
      username: plan.username,
      mobile: plan.mobile,
      role: plan.role,
      client_id: plan.clientId,
      password_hash: passwordHash,
      password_changeable: 1,
      enabled: flag(plan.enabled),
      destination_url:
        plan.role === 'ROLE_AGENT_USER' ? `https://www.${domainOf(plan.clientId)}/agents/${slugName}` : null,
      image_original_id: imageId,
      postcode: plan.postcode,
      archived_at: plan.archived ? updatedAt : null,
      created_at: createdAt,
      updated_at: Math.min(updatedAt, calendar.today),
    });
    for (const grant of plan.grants) {
      insertPermission({
        office_id: grant.officeId,
        user_id: id,
        permission_updatable: flag(plan.enabled),
        can_view_media_orders: flag(plan.enabled && grant.media),
        can_view_past_orders: flag(plan.enabled && grant.past),
        can_view_payment_details: flag(plan.enabled && grant.payment),
      });
    }
    return { ...plan, id, officeIds: plan.grants.map((grant) => grant.officeId), imageId };
  };
  plans.forEach((plan, index) => people.push(insertPlan(plan, index)));

  // A few archived agents (one per client), drawn after everything above so the other rows stay as
  // they were. They are left out of `people`: nothing else in the seed refers to them.
  organisations.clients.forEach((client, index) => {
    const office = organisations.offices.find((candidate) => candidate.clientId === client.id);
    if (!office) return;
    const plan = person('ROLE_AGENT_USER', client.id, [
      { officeId: office.id, media: true, past: true, payment: false },
    ]);
    insertPlan({ ...plan, archived: true, enabled: false, image: false }, plans.length + index);
  });

  return peopleDirectory(store, organisations, people);
}
