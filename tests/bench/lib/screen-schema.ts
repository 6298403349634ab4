/**
 * The overhead scenario's screen as a schema of its own, for the comparison servers
 * (tests/bench/apollo-baseline-server.ts and tests/bench/graphql-js-floor-server.ts): one upstream
 * GET per path per request through the request's DataLoader.
 */
import DataLoader from 'dataloader';
import { buildSchema, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { upstream } from './bench-server.ts';

export interface Context {
  /** One upstream GET per path per request. */
  get: DataLoader<string, unknown>;
}

/** A request's context: its DataLoader makes each upstream GET with the session's bearer token. */
export const screenContext = (token: string): Context => {
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: new DataLoader<string, unknown>((paths) =>
      Promise.all(
        paths.map(async (path) => {
          const res = await upstream.get(path, { headers });
          if (res.status !== 200) throw new Error('upstream failed');
          return res.data;
        }),
      ),
    ),
  };
};

export const typeDefs = /* GraphQL */ `
  type Profile {
    firstName: String!
  }
  type Office {
    id: ID!
    displayName: String!
  }
  type Viewer {
    profile: Profile!
    offices: [Office!]!
  }
  type Query {
    viewer: Viewer
  }
`;

export const resolvers = {
  Query: { viewer: () => ({}) },
  Viewer: {
    profile: (_: unknown, __: unknown, ctx: Context) => ctx.get.load('users/profile'),
    offices: async (_: unknown, __: unknown, ctx: Context) =>
      ((await ctx.get.load('agencies/lookup')) as { data: { lookups: { id: number | string; displayName: string }[] } })
        .data.lookups,
  },
};

/** The same schema with the resolvers attached, for graphql-js without a server around it. */
export const executableSchema = (): GraphQLSchema => {
  const schema = buildSchema(typeDefs);
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName) as GraphQLObjectType;
    for (const [fieldName, resolve] of Object.entries(fields)) type.getFields()[fieldName]!.resolve = resolve as never;
  }
  return schema;
};
