import { randomBytes } from 'node:crypto';
import { Router, type Response } from 'express';
import { z } from 'zod';
import { optionalText } from '../http/admin-forms.ts';
import type { SandboxContext } from '../context.ts';
import { sendCsv } from '../http/csv.ts';
import { accessDenied, notFound } from '../http/errors.ts';
import { filter, keysetPager, parseListQuery } from '../http/lists.ts';
import { currentUser, requireBearer } from '../http/middleware/require-bearer.ts';
import { hashPassword } from '../auth/passwords.ts';
import {
  archiveUser,
  createUser,
  deactivateUser,
  exportUsers,
  fileExists,
  findOffices,
  findPermissions,
  findUserRecord,
  isStaff,
  listUsers,
  officeIdsOf,
  publishedClientExists,
  roleOptions,
  updateUser,
  usernameTaken,
  userScopeOf,
  type Caller,
  type UserFields,
  type UserFilters,
  type UserRecord,
  type UserScope,
} from '../store/user-admin.ts';
import type { Store } from '../store/database.ts';
import type { User } from '../store/users.ts';
import { isoWithOffset, userAdminView } from '../views/user-views.ts';
import {
  isEmail,
  isRecord,
  messages,
  optionalId,
  parseFields,
  requiredId,
  text,
  toId,
  validationFailed,
  type FieldIssue,
  type FormShape,
} from '../http/validation.ts';

const listedRoles = [
  'ROLE_SUPER_ADMIN',
  'ROLE_ADMIN',
  'ROLE_CLIENT_ADMIN',
  'ROLE_AGENT_ADMIN',
  'ROLE_AGENT_USER',
  'ROLE_CLIENT_USER',
] as const;
const assignableRoles = ['ROLE_AGENT_ADMIN', 'ROLE_AGENT_USER'] as const;
const staffFilterRoles = ['ROLE_ADMIN', 'ROLE_CLIENT_ADMIN', 'ROLE_AGENT_ADMIN', 'ROLE_AGENT_USER'] as const;
const clientFilterRoles = ['ROLE_CLIENT_ADMIN', 'ROLE_AGENT_ADMIN', 'ROLE_AGENT_USER'] as const;
const archivingRoles = new Set(['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_CLIENT_ADMIN']);

export const exportLimit = 5000;

const userFilters = {
  client: filter.id(),
  agency: filter.ids(),
  role: filter.someOf(listedRoles),
  enabled: filter.flag(),
  search: filter.text(),
};

const listOptions = {
  defaultLimit: 10,
  maxLimit: 100,
  allowAll: true,
  filters: userFilters,
  include: ['permissions', 'client'],
} as const;
const exportOptions = { defaultLimit: exportLimit, maxLimit: exportLimit, paged: false, filters: userFilters } as const;

const userPager = keysetPager(['text', 'text', 'id'], (user: UserRecord) => [user.lastName, user.firstName, user.id]);

const toFilters = (filters: {
  client: number | null;
  agency: number[] | null;
  role: string[] | null;
  enabled: boolean | null;
  search: string | null;
}): UserFilters => ({
  clientId: filters.client,
  officeIds: filters.agency,
  roles: filters.role,
  enabled: filters.enabled,
  search: filters.search ?? '',
});

export const exportHeader = [
  'Id',
  'First Name',
  'Last Name',
  'Email',
  'Role',
  'Offices',
  'Client',
  'Active',
  'Modified',
];

/* ---------------------------------------------------------------- form */

const userShape = {
  username: null,
  firstName: null,
  lastName: null,
  mobile: null,
  role: null,
  enabled: null,
  selectedPermissions: null,
  client: null,
  imageOriginal: null,
  destinationUrl: null,
  postcode: null,
} satisfies FormShape;

const name = () => text().trim().min(1, { error: messages.blank, abort: true }).max(255, messages.tooLong(255));

const officeList = z.unknown().transform((value, check) => {
  if (value === undefined || value === null) return [];
  const items = Array.isArray(value) ? value.map((item) => toId(isRecord(item) ? item.id : item)) : [undefined];
  if (items.some((id) => id === undefined)) {
    check.issues.push({ code: 'custom', message: messages.invalid, input: value });
    return z.NEVER;
  }
  return [...new Set(items as number[])];
});

const postcodeField = optionalText(255).transform((value, check) => {
  if (value === null) return null;
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.length > 4 || entries.some((entry) => !/^\d{4}$/.test(entry))) {
    check.issues.push({ code: 'custom', message: messages.invalid, input: value });
    return z.NEVER;
  }
  return entries.join(',');
});

const urlField = optionalText(255).refine((value) => {
  if (value === null) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}, messages.invalid);

const userFields = (roles: readonly string[]) => ({
  firstName: name(),
  lastName: name(),
  mobile: optionalText(255),
  role: text()
    .trim()
    .min(1, { error: messages.blank, abort: true })
    .refine((role) => roles.includes(role), messages.invalidChoice),
  enabled: z
    .boolean({ error: messages.invalid })
    .nullish()
    .transform((value) => value ?? null),
  selectedPermissions: officeList,
  client: requiredId(),
  imageOriginal: optionalId(),
  destinationUrl: urlField,
  postcode: postcodeField,
});

const usernameField = text()
  .trim()
  .min(1, { error: messages.blank, abort: true })
  .refine(isEmail, { error: messages.invalidEmail, abort: true });

/* ---------------------------------------------------------------- routes */

/**
 * Checks a user form against the caller's scope and the data, and answers the fields to store with
 * the new office set. `existing` is the user being updated (null on create).
 */
function validateUser(store: Store, caller: Caller, scope: UserScope, body: unknown, existing: UserRecord | null) {
  // An update may keep the user's own role (a client admin switched Active again), never give another.
  const roles =
    existing && !(assignableRoles as readonly string[]).includes(existing.role)
      ? [...assignableRoles, existing.role]
      : assignableRoles;
  const { values, issues } = parseFields(userFields(roles), body);
  const login = existing ? { values: {}, issues: [] } : parseFields({ username: usernameField }, body);
  const username: string | undefined = 'username' in login.values ? login.values.username : undefined;
  const problems: FieldIssue[] = [...login.issues, ...issues];
  const problem = (field: keyof typeof userShape, message: string) => problems.push({ path: [field], message });

  if (username !== undefined && usernameTaken(store, username)) problem('username', messages.alreadyUsed);

  const clientId = values.client;
  if (clientId !== undefined) {
    const inScope = isStaff(caller.role) ? true : caller.clientId === clientId;
    if (!inScope || !publishedClientExists(store, clientId)) problem('client', messages.invalid);
  }

  // Offices the caller cannot see stay as they are on update (an office admin edits only its
  // offices): they may be sent back unchanged (a user saved as it was read), never added.
  const callerOffices = scope.kind === 'offices' ? new Set(officeIdsOf(store, caller.id)) : null;
  const current = existing ? officeIdsOf(store, existing.id) : [];
  const kept = callerOffices ? current.filter((officeId) => !callerOffices.has(officeId)) : [];
  const selected = values.selectedPermissions;
  let officeIds = kept;
  if (selected !== undefined) {
    const offices = findOffices(store, selected);
    const wrong = selected.some((officeId) => {
      const office = offices.get(officeId);
      if (!office) return true;
      if (clientId !== undefined && office.clientId !== clientId) return true;
      if (callerOffices && !callerOffices.has(officeId) && !kept.includes(officeId)) return true;
      return office.status !== 'published' && !current.includes(officeId);
    });
    officeIds = [...new Set([...kept, ...selected])];
    if (wrong) problem('selectedPermissions', messages.invalid);
    else if (values.role === 'ROLE_AGENT_USER' && officeIds.length !== 1) {
      problem('selectedPermissions', selected.length === 0 ? messages.blank : messages.invalid);
    } else if (values.role === 'ROLE_AGENT_ADMIN' && officeIds.length === 0) {
      problem('selectedPermissions', messages.blank);
    }
  }

  if (values.imageOriginal != null && !fileExists(store, values.imageOriginal))
    problem('imageOriginal', messages.invalid);

  if (problems.length > 0) throw validationFailed(userShape, problems);
  const fields: UserFields = {
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    mobile: values.mobile ?? null,
    role: values.role ?? '',
    clientId: values.client ?? 0,
    imageId: values.imageOriginal ?? null,
    destinationUrl: values.destinationUrl ?? null,
    postcode: values.postcode ?? null,
  };
  return { fields, username: username ?? '', officeIds, enabled: values.enabled ?? null };
}

export function userAdminRoutes(ctx: SandboxContext): Router {
  const { store, now } = ctx;
  const router = Router();
  const bearer = requireBearer(ctx);

  /** The caller's user scope; callers without one (agents, client users) get 403. */
  const scopeOf = (res: Response): { caller: User; scope: UserScope } => {
    const caller = currentUser(res);
    const scope = userScopeOf(caller);
    if (!scope) throw accessDenied();
    return { caller, scope };
  };

  /** The user with that id for a caller: unknown or archived 404, outside the scope 403. */
  const targetOf = (res: Response, idText: string | string[] | undefined) => {
    const { caller, scope } = scopeOf(res);
    const id = toId(idText);
    const target = id === undefined ? undefined : findUserRecord(store, scope, id);
    if (!target) throw notFound();
    if (!target.visible) throw accessDenied();
    return { caller, scope, target };
  };

  /**
   * The user with that id for a write (update, deactivate, archive): the role hierarchy on top of
   * the scope. Staff write any user; everyone else only the roles the user modal assigns (Office
   * Admin, Agent): a client admin, admin or super admin row is read-only to them (403).
   */
  const writableTargetOf = (res: Response, idText: string | string[] | undefined) => {
    const found = targetOf(res, idText);
    if (!isStaff(found.caller.role) && !(assignableRoles as readonly string[]).includes(found.target.role))
      throw accessDenied();
    return found;
  };

  const withPermissions = (user: UserRecord) =>
    userAdminView(user, findPermissions(store, [user.id]).get(user.id) ?? []);

  router.get('/users', bearer, (req, res) => {
    const { scope } = scopeOf(res);
    const query = parseListQuery(req, listOptions);
    const filters = toFilters(query.filters);
    const { rows, meta } = userPager.page(query.limit, query.cursor, (after, limit) =>
      listUsers(store, scope, filters, after, limit),
    );
    const permissions = query.include.has('permissions')
      ? findPermissions(
          store,
          rows.map((user) => user.id),
        )
      : undefined;
    res.json({ users: rows.map((user) => userAdminView(user, permissions?.get(user.id))), meta });
  });

  router.get('/users/export/csv', bearer, async (req, res) => {
    const { scope } = scopeOf(res);
    const query = parseListQuery(req, exportOptions);
    const rows = exportUsers(store, scope, toFilters(query.filters), query.limit ?? exportLimit);
    const records = (function* () {
      for (const row of rows) {
        yield [
          row.id,
          row.firstName,
          row.lastName,
          row.username,
          row.roleLabel,
          row.offices ?? '',
          row.clientTitle ?? '',
          row.enabled === 1 ? 'Yes' : 'No',
          isoWithOffset(row.updatedAt),
        ];
      }
    })();
    await sendCsv(res, 'users.csv', exportHeader, records, () => rows.return(undefined));
  });

  router.get('/users/roles', bearer, (_req, res) => {
    const { caller } = scopeOf(res);
    res.json({ roles: roleOptions(store, isStaff(caller.role) ? staffFilterRoles : clientFilterRoles) });
  });

  router.get('/users/client-roles', bearer, (_req, res) => {
    scopeOf(res);
    res.json({ roles: roleOptions(store, assignableRoles) });
  });

  router.get('/users/:id', bearer, (req, res) => {
    const { target } = targetOf(res, req.params.id);
    const query = parseListQuery(req, {
      defaultLimit: null,
      filters: {},
      include: ['client', 'clients', 'company', 'permissions'],
    });
    const view = withPermissions(target);
    if (!query.include.has('clients')) return res.json(view);
    return res.json({ ...view, clients: view.client ? [view.client] : [] });
  });

  router.post('/users', bearer, async (req, res) => {
    const { caller, scope } = scopeOf(res);
    const { fields, username, officeIds } = validateUser(store, caller, scope, req.body, null);
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    // Checked again after the hash: another request may have taken the address meanwhile.
    if (usernameTaken(store, username))
      throw validationFailed(userShape, [{ path: ['username'], message: messages.alreadyUsed }]);
    const id = createUser(store, { ...fields, username, passwordHash }, officeIds, now());
    const created = findUserRecord(store, scope, id);
    if (!created) throw notFound();
    res.status(201).json(withPermissions(created));
  });

  router.post('/users/:id', bearer, (req, res) => {
    const { caller, scope, target } = writableTargetOf(res, req.params.id);
    const { fields, officeIds, enabled } = validateUser(store, caller, scope, req.body, target);
    updateUser(store, target.id, fields, officeIds, enabled, now());
    const updated = findUserRecord(store, { kind: 'all' }, target.id);
    if (!updated) throw notFound();
    res.json(withPermissions(updated));
  });

  router.delete('/users/archive/:id', bearer, (req, res) => {
    const { caller, target } = writableTargetOf(res, req.params.id);
    if (!archivingRoles.has(caller.role) || target.id === caller.id) throw accessDenied();
    archiveUser(store, target.id, now());
    res.status(204).end();
  });

  router.delete('/users/:id', bearer, (req, res) => {
    const { caller, target } = writableTargetOf(res, req.params.id);
    if (target.id === caller.id) throw accessDenied();
    deactivateUser(store, target.id, now());
    res.status(204).end();
  });

  return router;
}
