import { defineModule } from '../../shared/module.ts';
import { viewerLoaders } from './loaders.ts';
import { viewerResolvers } from './resolvers.ts';

/** The signed-in user as the session knows it (schema/graphql/viewer.graphql). */
export const viewerModule = defineModule({
  name: 'viewer',
  resolvers: viewerResolvers,
  access: { Query: { viewer: 'public', sessionEnded: 'public' } },
  loaders: viewerLoaders,
  mappers: { Viewer: 'ViewerModel' },
});
