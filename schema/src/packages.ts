/**
 * The packages administration's shared rules (administration spec: the Packages list, the
 * package modal, sections 4 to 6 and 9): the package form as one zod schema (the portal's form
 * and the BFF's createPackage/updatePackage validate with it), the permission table of the
 * packages area, and the list's and export's constants.
 */
import { z } from 'zod';
import { isStaff, type Role } from './access.ts';
import { requiredText } from './forms.ts';
import { messages as m } from './messages.ts';
import { upstreamId } from './ids.ts';

export const PACKAGE_TYPES = ['PROPERTY', 'AGENT_EXTEND', 'AGENT', 'OFFICE'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

export const PACKAGE_TYPE_LABELS: Record<PackageType, string> = {
  PROPERTY: 'Property',
  AGENT_EXTEND: 'Agent Extend',
  AGENT: 'Agent',
  OFFICE: 'Office',
};

/** The package id and duration fields a type shows (spec, package modal) and keeps on save. */
export const packageTypeFields = (type: PackageType) => ({
  property: type === 'PROPERTY' || type === 'AGENT_EXTEND',
  agent: type === 'AGENT' || type === 'AGENT_EXTEND',
  office: type === 'OFFICE',
});

export const PACKAGE_ID_FIELDS = ['propertyPackageId', 'agentPackageId', 'officePackageId'] as const;

/** Page size (spec section 9), search debounce (1000 ms) and the export's progress curve (section 4). */
export const PACKAGES_PAGE_SIZE = 10;
export const PACKAGES_SEARCH_DEBOUNCE_MS = 1000;
export const PACKAGE_EXPORT_PROGRESS = { stepPercent: 1, stepMs: 250, ceilingPercent: 90, closeAfterMs: 3000 } as const;
export const GST_RATE = 0.1;

/** The packages area's actions (spec section 6). */
export const PACKAGE_ACTIONS = [
  'view',
  'create',
  'edit',
  'changePackageId',
  'changeTtbCharge',
  'exportPackages',
] as const;
export type PackageAction = (typeof PACKAGE_ACTIONS)[number];
export type PackagePermissions = Record<PackageAction, boolean>;

/** Who may do what with packages: every action is for super admin and admin (spec section 6). */
export const PACKAGE_PERMISSION_TABLE: Record<PackageAction, (role: Role) => boolean> = {
  view: isStaff,
  create: isStaff,
  edit: isStaff,
  changePackageId: isStaff,
  changeTtbCharge: isStaff,
  exportPackages: isStaff,
};

export const packagePermissionsOf = (role: Role): PackagePermissions =>
  Object.fromEntries(
    PACKAGE_ACTIONS.map((action) => [action, PACKAGE_PERMISSION_TABLE[action](role)]),
  ) as PackagePermissions;

/** The largest price (AUD, excluding GST) and duration (days) a package may hold. */
export const PACKAGE_MAX_PRICE = 1_000_000;
export const PACKAGE_MAX_DURATION = 365;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: m.packageTextTooLong })
    .nullish()
    .transform((v) => v || null);

/** Dollars and cents, at least 0: a number, or null/absent for 0. */
const price = z
  .number({ error: m.packagePriceInvalid })
  .min(0, { error: m.packagePriceInvalid })
  .max(PACKAGE_MAX_PRICE, { error: m.packagePriceInvalid })
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: m.packagePriceInvalid })
  .nullish()
  .transform((v) => v ?? 0);

const duration = z
  .number({ error: m.packageDurationInvalid })
  .int({ error: m.packageDurationInvalid })
  .min(1, { error: m.packageDurationInvalid })
  .max(PACKAGE_MAX_DURATION, { error: m.packageDurationInvalid })
  .nullish()
  .transform((v) => v ?? null);

/** Record ids: the canonical upstream id (ids.ts). */
const id = upstreamId;

const packageFields = {
  title: requiredText(m.packageNameRequired).max(255, { error: m.packageTextTooLong }),
  type: z.enum(PACKAGE_TYPES, { error: m.packageTypeRequired }),
  description: optionalText(5000).transform((v) => v ?? ''),
  sortOrder: z
    .number({ error: m.packageSortOrderInvalid })
    .int({ error: m.packageSortOrderInvalid })
    .min(0, { error: m.packageSortOrderInvalid })
    .max(99_999, { error: m.packageSortOrderInvalid })
    .nullish()
    .transform((v) => v ?? 0),
  /** Present only for a viewer with changePackageId; absent means unchanged. */
  propertyPackageId: optionalText(64).optional(),
  agentPackageId: optionalText(64).optional(),
  officePackageId: optionalText(64).optional(),
  propertyDuration: duration,
  agentDuration: duration,
  officeDuration: duration,
  retailPrice: price,
  packagePrice: price,
  productionFee: price,
  /** Present only for a viewer with changeTtbCharge; absent means unchanged. */
  ttbCharge: price.optional(),
  videoRequired: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  pmpRequired: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
};

/** A duration of a type the package is not of is cleared on save (spec section 5). */
const clearUnusedDurations = <
  T extends {
    type: PackageType;
    propertyDuration: number | null;
    agentDuration: number | null;
    officeDuration: number | null;
  },
>(
  v: T,
): T => {
  const uses = packageTypeFields(v.type);
  return {
    ...v,
    propertyDuration: uses.property ? v.propertyDuration : null,
    agentDuration: uses.agent ? v.agentDuration : null,
    officeDuration: uses.office ? v.officeDuration : null,
  };
};

/** Create Package: every Details field; the title is required (Package name is required). */
export const createPackageSchema = z.object(packageFields).transform(clearUnusedDurations);
export type CreatePackageValues = z.input<typeof createPackageSchema>;
export type CreatePackageData = z.output<typeof createPackageSchema>;

/** Save a package: the same fields and the package's id. */
export const updatePackageSchema = z.object({ id, ...packageFields }).transform(clearUnusedDurations);
export type UpdatePackageValues = z.input<typeof updatePackageSchema>;
export type UpdatePackageData = z.output<typeof updatePackageSchema>;

/** A package's price including GST (spec section 9: prices are stored excluding GST). */
export const withGst = (excluding: number): number => Math.round(excluding * (1 + GST_RATE) * 100) / 100;

/** AUD with cents, e.g. $1,299.95. */
export const formatAud = (amount: number): string =>
  new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2 }).format(amount);
