import { defineModule } from '../../shared/module.ts';
import { clientRight } from './client-access.ts';
import { clientLoaders } from './loaders.ts';
import { clientResolvers } from './resolvers.ts';
import { clientTransfers } from './transfers.ts';

/** Clients administration (schema/graphql/clients.graphql); row-level rules in client-rules.ts. */
export const clientsModule = defineModule({
  name: 'clients',
  resolvers: clientResolvers,
  access: {
    Query: { clients: clientRight('view'), client: clientRight('view'), clientAccess: 'signedIn' },
    Mutation: {
      createClient: clientRight('add'),
      updateClient: clientRight('editMainFields'),
      archiveClient: clientRight('archive'),
      unarchiveClient: clientRight('archive'),
      attachOfficeToClient: clientRight('attachOffices'),
      setOfficePaymentMethod: clientRight('changePaymentOptions'),
      setClientFeature: clientRight('switchFeatures'),
    },
  },
  loaders: clientLoaders,
  mappers: { Client: 'ClientModel' },
  transfers: clientTransfers,
});
