import { createPackageSchema, updatePackageSchema } from '@portal/schema';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { ForbiddenError, NotFoundError } from '../../shared/errors.ts';
import { toConnection } from '../../shared/lists.ts';
import { selectedFieldNames } from '../../shared/selection.ts';
import { validate } from '../../shared/validate.ts';
import {
  archivePackage,
  createPackage,
  getPackage,
  listPackages,
  setPackageClient,
  setPackageOffice,
  updatePackage,
  type PackageInclude,
} from '../../upstream/main/packages.ts';
import { packageTypeLabel, packageTypeOf } from './models.ts';
import {
  archiveRefused,
  assertFieldRights,
  packageIdArgs,
  packageLinkArgs,
  packageListQuery,
  permissionsOf,
  toPackageBody,
} from './package-rules.ts';

const LINK_FIELDS = ['clients', 'offices'];

/** Thin resolvers: the rules are package-rules.ts, the transforms models.ts. */
export const packageResolvers: Resolvers = {
  Query: {
    packages: async (_root, args, ctx) =>
      toConnection(await listPackages(ctx.main, packageListQuery(permissionsOf(ctx), args))),
    package: async (_root, args, ctx, info) => {
      const { id } = validate(packageIdArgs, args);
      const fields = selectedFieldNames(info, []);
      const include: PackageInclude[] = [];
      if (fields.has('campaignsInProgress')) include.push('campaigns');
      if (LINK_FIELDS.some((field) => fields.has(field))) include.push('clients', 'agencies');
      try {
        const found = await getPackage(ctx.main, id, include);
        if (found.campaigns) ctx.loaders.packages.withCampaigns.prime(found.id, found);
        if (found.clients) ctx.loaders.packages.withLinks.prime(found.id, found);
        return found;
      } catch (err) {
        if (err instanceof NotFoundError) return null;
        throw err;
      }
    },
    packagePermissions: (_root, _args, ctx) => permissionsOf(ctx),
  },
  Mutation: {
    createPackage: async (_root, { input }, ctx) => {
      assertFieldRights(permissionsOf(ctx), input);
      const v = validate(createPackageSchema, input);
      return { package: await createPackage(ctx.main, toPackageBody(v)) };
    },
    updatePackage: async (_root, { input }, ctx) => {
      assertFieldRights(permissionsOf(ctx), input);
      const v = validate(updatePackageSchema, input);
      // Archived packages are not edited (they cannot be opened): only Un-archive changes them.
      const current = await ctx.loaders.packages.record.load(v.id);
      if (!current) throw new NotFoundError();
      if (current.status === 'archived') throw new ForbiddenError();
      return { package: await updatePackage(ctx.main, v.id, toPackageBody(v)) };
    },
    archivePackage: async (_root, { input }, ctx) => {
      const { id } = validate(packageIdArgs, input);
      const current = await ctx.loaders.packages.withCampaigns.load(id);
      if (!current) throw new NotFoundError();
      if ((current.campaigns?.inProgress ?? 0) > 0) throw archiveRefused();
      const archived = await archivePackage(ctx.main, id);
      if (archived === 'inProgress') throw archiveRefused();
      return { package: archived };
    },
    unarchivePackage: async (_root, { input }, ctx) => {
      const { id } = validate(packageIdArgs, input);
      return { package: await updatePackage(ctx.main, id, { status: 'published' }) };
    },
    setPackageClientAttached: async (_root, { input }, ctx) => {
      const v = validate(packageLinkArgs, {
        packageId: input.packageId,
        ownerId: input.clientId,
        attached: input.attached,
      });
      return { packageId: v.packageId, link: await setPackageClient(ctx.main, v.packageId, v.ownerId, v.attached) };
    },
    setPackageOfficeAttached: async (_root, { input }, ctx) => {
      const v = validate(packageLinkArgs, {
        packageId: input.packageId,
        ownerId: input.officeId,
        attached: input.attached,
      });
      return { packageId: v.packageId, link: await setPackageOffice(ctx.main, v.packageId, v.ownerId, v.attached) };
    },
  },
  Package: {
    type: (p) => packageTypeOf(p.type),
    typeLabel: (p) => packageTypeLabel(p.type),
    status: (p) => (p.status === 'archived' ? 'ARCHIVED' : 'PUBLISHED'),
    ttbCharge: (p, _args, ctx) => (permissionsOf(ctx).changeTtbCharge ? p.ttbCharge : null),
    campaignsInProgress: async (p, _args, ctx) => {
      const found = p.campaigns ? p : await ctx.loaders.packages.withCampaigns.load(p.id);
      return found?.campaigns?.inProgress ?? 0;
    },
    clients: async (p, _args, ctx) => {
      const found = p.clients ? p : await ctx.loaders.packages.withLinks.load(p.id);
      return found?.clients ?? [];
    },
    offices: async (p, _args, ctx) => {
      const found = p.agencies ? p : await ctx.loaders.packages.withLinks.load(p.id);
      return found?.agencies ?? [];
    },
  },
};
