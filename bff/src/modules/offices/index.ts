import { defineModule } from '../../shared/module.ts';
import { officeLoaders } from './loaders.ts';
import { officeResolvers } from './resolvers.ts';

/** The Offices list (schema/graphql/offices.graphql). */
export const officesModule = defineModule({
  name: 'offices',
  resolvers: officeResolvers,
  access: { Query: { offices: 'offices' } },
  loaders: officeLoaders,
  mappers: { Office: 'OfficeModel' },
});
