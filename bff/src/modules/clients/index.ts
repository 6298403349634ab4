import { defineModule } from '../../shared/module.ts';
import { clientLoaders } from './loaders.ts';
import { clientResolvers } from './resolvers.ts';

/** Clients (organisations owning offices), so far reached through other types (schema/graphql/clients.graphql). */
export const clientsModule = defineModule({
  name: 'clients',
  resolvers: clientResolvers,
  access: {},
  loaders: clientLoaders,
  mappers: { Client: 'ClientModel' },
});
