import { defineModule } from '../../shared/module.ts';
import { packageLoaders } from './loaders.ts';
import { packageAccess } from './package-rules.ts';
import { packageResolvers } from './resolvers.ts';
import { packageTransfers } from './transfers.ts';

/**
 * Packages administration (schema/graphql/packages.graphql): every field for super admin and admin
 * (schema/src/packages.ts); the package id fields and the TTB charge need their own rights.
 */
export const packagesModule = defineModule({
  name: 'packages',
  resolvers: packageResolvers,
  access: {
    Query: { packages: packageAccess('view'), package: packageAccess('view'), packagePermissions: 'signedIn' },
    Mutation: {
      createPackage: packageAccess('create'),
      updatePackage: packageAccess('edit'),
      archivePackage: packageAccess('edit'),
      unarchivePackage: packageAccess('edit'),
      setPackageClientAttached: packageAccess('edit'),
      setPackageOfficeAttached: packageAccess('edit'),
    },
  },
  loaders: packageLoaders,
  mappers: { Package: 'PackageModel' },
  transfers: packageTransfers,
});
