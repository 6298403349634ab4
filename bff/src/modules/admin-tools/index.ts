import { defineModule } from '../../shared/module.ts';
import { adminToolsResolvers } from './resolvers.ts';

/** Admin tools' email configuration; every field needs the admin-tool access flag (schema/graphql/admin-tools.graphql). */
export const adminToolsModule = defineModule({
  name: 'adminTools',
  resolvers: adminToolsResolvers,
  access: {
    Query: { emailRecipientTypes: 'adminTools', emailRecipients: 'adminTools' },
    Mutation: { addEmailRecipient: 'adminTools', deleteEmailRecipient: 'adminTools' },
  },
});
