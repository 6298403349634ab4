import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLScalarType, Kind, type GraphQLSchema } from 'graphql';
import { mergeResolvers } from './shared/merge-resolvers.ts';
import { authResolvers } from './modules/auth/resolvers.ts';
import { brandingResolvers } from './modules/branding/resolvers.ts';
import { viewerResolvers } from './modules/viewer/resolvers.ts';
import { notificationResolvers } from './modules/notifications/resolvers.ts';
import { supportResolvers } from './modules/support/resolvers.ts';
import { adminToolsResolvers } from './modules/admin-tools/resolvers.ts';
import { officeResolvers } from './modules/offices/resolvers.ts';
import type { Resolvers } from './__generated__/resolvers-types.ts';

const sdlDir = dirname(createRequire(import.meta.url).resolve('@portal/schema/graphql/base.graphql'));

export const loadTypeDefs = (): string[] =>
  readdirSync(sdlDir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(join(sdlDir, f), 'utf8'));

const stringScalar = (name: string, pattern: RegExp, description: string) =>
  new GraphQLScalarType<string, string>({
    name,
    description,
    serialize: (v) => String(v),
    parseValue: (v) => {
      if (typeof v !== 'string' || !pattern.test(v)) throw new TypeError(`${name} must be ${description}`);
      return v;
    },
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING || !pattern.test(ast.value)) throw new TypeError(`${name} must be ${description}`);
      return ast.value;
    },
  });

const scalars: Resolvers = {
  DateTime: stringScalar('DateTime', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/, 'an ISO 8601 date-time with offset'),
  Date: stringScalar('Date', /^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'),
};

const base: Resolvers = {
  Query: { ok: () => true },
  Mutation: { noop: () => true },
};

export const createSchema = (): GraphQLSchema =>
  makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: mergeResolvers([scalars, base, viewerResolvers, authResolvers, brandingResolvers, notificationResolvers, supportResolvers, adminToolsResolvers, officeResolvers]) as never,
  });
