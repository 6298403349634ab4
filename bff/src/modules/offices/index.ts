import { permissionAndRole } from '../../shared/access.ts';
import { defineModule } from '../../shared/module.ts';
import { officeLoaders } from './loaders.ts';
import { officeLogoUpload } from './logo-upload.ts';
import { officeResolvers } from './resolvers.ts';

const STAFF = ['SUPER_ADMIN', 'ADMIN'] as const;

/**
 * Offices administration (schema/graphql/offices.graphql): the Offices list and the office modal.
 * Every field needs the offices permission; creating is for super admin, admin and client admin,
 * archiving for super admin and admin (docs/decisions/031-offices-administration-in-the-bff.md).
 */
export const officesModule = defineModule({
  name: 'offices',
  resolvers: officeResolvers,
  access: {
    Query: { offices: 'offices', officeListCapabilities: 'offices', office: 'offices' },
    Mutation: {
      createOffice: permissionAndRole('offices', [...STAFF, 'CLIENT_ADMIN']),
      updateOffice: 'offices',
      archiveOffice: permissionAndRole('offices', STAFF),
      unarchiveOffice: permissionAndRole('offices', STAFF),
      updateOfficeReport: 'offices',
      updateOfficeUserPermission: 'offices',
      setOfficeUserActive: 'offices',
    },
  },
  loaders: officeLoaders,
  mappers: {
    Office: 'OfficeModel',
    OfficeUser: 'OfficeUserModel',
    OfficeListCapabilities: 'OfficeListCapabilitiesModel',
  },
  transfers: { uploads: [officeLogoUpload] },
});
