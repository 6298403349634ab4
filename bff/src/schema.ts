import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { modules } from './modules/index.ts';
import type { BffModule } from './shared/module.ts';
import { registryResolvers, undeclaredRootFields } from './shared/registry.ts';

const sdlDir = dirname(createRequire(import.meta.url).resolve('@portal/schema/graphql/base.graphql'));

export const loadTypeDefs = (): string[] =>
  readdirSync(sdlDir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(join(sdlDir, f), 'utf8'));

/**
 * The executable schema: the SDL of schema/graphql with the registered modules' resolvers, each
 * root field behind its access rule. A root field no module declares an access rule for is a
 * startup error, so nothing reaches the portal unguarded.
 */
export const createSchema = (registered: readonly BffModule[] = modules): GraphQLSchema => {
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: registryResolvers(registered) as never });
  const undeclared = undeclaredRootFields(schema, registered);
  if (undeclared.length) throw new Error(`root fields without an access declaration: ${undeclared.join(', ')}`);
  return schema;
};
