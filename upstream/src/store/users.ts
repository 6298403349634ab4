import { one, run, type Store } from './database.ts';

export type User = {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  mobile: string | null;
  postcode: string | null;
  /** The user's image (`imageOriginal`): the file's id and storage location, or null. */
  imageId: number | null;
  imageLocation: string | null;
  role: string;
  roleLabel: string;
  adminToolAccess: boolean;
  clientId: number | null;
  passwordHash: string;
  passwordChangeable: boolean;
  enabled: boolean;
};

export type ProfileChanges = Pick<User, 'firstName' | 'lastName' | 'mobile'>;

type UserRow = Omit<User, 'adminToolAccess' | 'passwordChangeable' | 'enabled'> & {
  adminToolAccess: number;
  passwordChangeable: number;
  enabled: number;
};

const selectUser = `
  SELECT u.id, u.first_name AS firstName, u.last_name AS lastName, u.username, u.mobile, u.postcode, u.role,
    r.label AS roleLabel, r.admin_tool_access AS adminToolAccess, u.client_id AS clientId,
    u.password_hash AS passwordHash, u.password_changeable AS passwordChangeable, u.enabled,
    u.image_original_id AS imageId, f.location AS imageLocation
  FROM users u JOIN roles r ON r.code = u.role LEFT JOIN files f ON f.id = u.image_original_id`;

function toUser(row: UserRow | undefined): User | undefined {
  if (!row) return undefined;
  return {
    ...row,
    adminToolAccess: row.adminToolAccess === 1,
    passwordChangeable: row.passwordChangeable === 1,
    enabled: row.enabled === 1,
  };
}

export function findUserById(store: Store, id: number): User | undefined {
  return toUser(one<UserRow>(store, `${selectUser} WHERE u.id = ?`, id));
}

export function findUserByUsername(store: Store, username: string): User | undefined {
  return toUser(one<UserRow>(store, `${selectUser} WHERE u.username = ?`, username.trim()));
}

export function setPasswordHash(store: Store, userId: number, passwordHash: string, now: number): void {
  run(store, 'UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?', passwordHash, now, userId);
}

export function updateProfile(store: Store, userId: number, changes: ProfileChanges, now: number): void {
  run(
    store,
    'UPDATE users SET first_name = ?, last_name = ?, mobile = ?, updated_at = ? WHERE id = ?',
    changes.firstName,
    changes.lastName,
    changes.mobile,
    now,
    userId,
  );
}
