/**
 * The user modal's rules (administration spec, section 5) as one zod schema: the portal's form
 * and the BFF's createUser/updateUser validate with it, so both show the same texts.
 */
import { z } from 'zod';
import { ROLES, type Role } from './access.ts';
import { requiredText } from './forms.ts';
import { messages as m } from './messages.ts';
import { isEmail } from './validators.ts';
import { upstreamId } from './ids.ts';

/** The roles the user modal may set (spec section 6: Office Admin and Agent). */
export const ASSIGNABLE_ROLES = ['AGENT_ADMIN', 'AGENT_USER'] as const satisfies readonly Role[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
export const isAssignableRole = (role: Role): role is AssignableRole =>
  (ASSIGNABLE_ROLES as readonly Role[]).includes(role);

/** The roles the users list may be filtered by; Today Admin (ADMIN) only for super admin and admin. */
export const USER_FILTER_ROLES = [
  'ADMIN',
  'CLIENT_ADMIN',
  'AGENT_ADMIN',
  'AGENT_USER',
] as const satisfies readonly Role[];

/** The user image limit (spec section 9): 1024000 bytes; JPG, PNG, GIF, SVG. */
export const USER_IMAGE_MAX_BYTES = 1_024_000;
export const USER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml'] as const;

export const POSTCODE_MIN_LENGTH = 4;
export const POSTCODE_MAX_ENTRIES = 4;

/**
 * Territory postcodes: empty, or digits separated by commas ("Postcode must be a comma-separated"),
 * at least 4 characters ("Minimum 4 Territory Postcodes"), at most 4 entries ("Maximum 4
 * Territory Postcodes"). Spaces around the commas are dropped; the value is stored without them.
 */
export const postcodeSchema = z
  .string()
  .nullish()
  .transform((v) => (v ?? '').replace(/\s+/g, ''))
  .superRefine((v, ctx) => {
    if (v === '') return;
    if (!/^\d+(,\d+)*$/.test(v)) ctx.addIssue({ code: 'custom', message: m.postcodeCommaSeparated });
    else if (v.length < POSTCODE_MIN_LENGTH) ctx.addIssue({ code: 'custom', message: m.postcodeMinimum });
    else if (v.split(',').length > POSTCODE_MAX_ENTRIES) ctx.addIssue({ code: 'custom', message: m.postcodeMaximum });
  })
  .transform((v) => v || null);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** Record ids: the canonical upstream id (ids.ts). */
const id = upstreamId;

const userFields = {
  firstName: requiredText(m.firstNameRequired).max(255),
  lastName: requiredText(m.lastNameRequired).max(255),
  role: z.enum(ROLES, { error: m.roleRequired }).refine(isAssignableRole, { error: m.roleNotAssignable }),
  mobile: optionalText(64),
  destinationUrl: optionalText(2048),
  postcode: postcodeSchema,
  /** The uploaded image's file id (POST /files?kind=userImage), or null for none. */
  imageFileId: id.nullish().transform((v) => v ?? null),
  clientId: z.string({ error: m.clientRequired }).trim().min(1, { error: m.clientRequired, abort: true }).pipe(id),
  officeIds: z
    .array(id)
    .max(500)
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
};

/**
 * An agent user has exactly one office; an office admin at least one. Checked as soon as the role
 * and the office list themselves are well-formed, alongside other fields' errors (zod still skips
 * it while a required text is blank: that check aborts the object).
 */
const officesParsed = (payload: { value: unknown }): boolean => {
  const v = payload.value as { role?: unknown; officeIds?: unknown };
  return typeof v.role === 'string' && Array.isArray(v.officeIds);
};
const withOfficeRules = <S extends z.ZodType<{ role: Role; officeIds: string[] }>>(schema: S) =>
  schema
    .refine((v) => v.officeIds.length > 0, { error: m.officeRequired, path: ['officeIds'], when: officesParsed })
    .refine((v) => v.role !== 'AGENT_USER' || v.officeIds.length <= 1, {
      error: m.agentSingleOffice,
      path: ['officeIds'],
      when: officesParsed,
    });

/** Create new user: every field of the modal; the email is also the username. */
export const createUserSchema = withOfficeRules(
  z.object({ ...userFields, email: requiredText(m.emailRequired).max(180).refine(isEmail, { error: m.emailInvalid }) }),
);
export type CreateUserValues = z.input<typeof createUserSchema>;
export type CreateUserData = z.output<typeof createUserSchema>;

/** Edit user: the email is locked (not sent). */
export const updateUserSchema = withOfficeRules(z.object({ id, ...userFields }));
export type UpdateUserValues = z.input<typeof updateUserSchema>;
export type UpdateUserData = z.output<typeof updateUserSchema>;
