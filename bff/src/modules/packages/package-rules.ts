import {
  PACKAGE_ID_FIELDS,
  messages as m,
  packagePermissionsOf,
  type CreatePackageData,
  type PackageAction,
  type PackagePermissions,
  type UpdatePackageData,
} from '@portal/schema';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { roleOf } from '../../session/viewer.ts';
import { AppError, ForbiddenError } from '../../shared/errors.ts';
import { idSchema, listArgs, optionalId } from '../../shared/lists.ts';
import { validate } from '../../shared/validate.ts';
import type { PackageBody, PackageListQuery } from '../../upstream/main/packages.ts';
import { packageTypeToDto } from './models.ts';

/**
 * The packages administration's rules (administration spec sections 2, 4, 5 and 6) as plain
 * functions, applied before any upstream call.
 */

/** The viewer's package rights (the role table of schema/src/packages.ts). */
export const permissionsOf = (ctx: Context): PackagePermissions => packagePermissionsOf(roleOf(ctx.requireSession()));

/** An access rule: the signed-in viewer must hold `action`. */
export const packageAccess =
  (action: PackageAction) =>
  (ctx: Context): void => {
    if (!permissionsOf(ctx)[action]) throw new ForbiddenError();
  };

export const packageListArgs = z.object({
  status: z
    .enum(['PUBLISHED', 'ARCHIVED'])
    .nullish()
    .transform((v) => v ?? 'PUBLISHED'),
  clientId: optionalId,
  ...listArgs(),
});

/** Query.packages → GET packages; the Archived tab needs edit (spec section 6). */
export const packageListQuery = (permissions: PackagePermissions, args: unknown): PackageListQuery => {
  const a = validate(packageListArgs, args);
  if (a.status === 'ARCHIVED' && !permissions.edit) throw new ForbiddenError();
  return {
    status: a.status === 'ARCHIVED' ? 'archived' : 'published',
    clientId: a.clientId,
    search: a.search,
    limit: a.first,
    cursor: a.cursor,
  };
};

export const packageIdArgs = z.object({ id: idSchema });
export const packageLinkArgs = z.object({ packageId: idSchema, ownerId: idSchema, attached: z.boolean() });

const present = (input: unknown, field: string): boolean =>
  typeof input === 'object' &&
  input !== null &&
  field in input &&
  (input as Record<string, unknown>)[field] !== undefined;

/**
 * A package form may set the package ids only with changePackageId and the TTB charge only with
 * changeTtbCharge: a field sent without the right is FORBIDDEN, never silently dropped.
 */
export const assertFieldRights = (permissions: PackagePermissions, input: unknown): void => {
  if (!permissions.changePackageId && PACKAGE_ID_FIELDS.some((field) => present(input, field)))
    throw new ForbiddenError();
  if (!permissions.changeTtbCharge && present(input, 'ttbCharge')) throw new ForbiddenError();
};

/** The validated form → the body of POST packages / POST packages/{id} (fields not sent are left out, so kept). */
export const toPackageBody = (v: CreatePackageData | UpdatePackageData): PackageBody => ({
  title: v.title,
  type: packageTypeToDto(v.type),
  description: v.description,
  sortOrder: v.sortOrder,
  ...(v.propertyPackageId === undefined ? {} : { propertyPackageId: v.propertyPackageId }),
  ...(v.agentPackageId === undefined ? {} : { agentPackageId: v.agentPackageId }),
  ...(v.officePackageId === undefined ? {} : { officePackageId: v.officePackageId }),
  propertyDuration: v.propertyDuration,
  agentDuration: v.agentDuration,
  officeDuration: v.officeDuration,
  retailPrice: v.retailPrice,
  packagePrice: v.packagePrice,
  productionFee: v.productionFee,
  ...(v.ttbCharge === undefined ? {} : { ttbCharge: v.ttbCharge }),
  videoRequired: v.videoRequired,
  pmpRequired: v.pmpRequired,
});

/** Archive refused while a campaign using the package is in progress (spec section 2). */
export const archiveRefused = (): AppError =>
  new AppError('BAD_USER_INPUT', m.packageArchiveInProgress, { fieldErrors: [] });
