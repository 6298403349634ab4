import { GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';

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

/** The scalars and the root fields every domain extends (schema/graphql/base.graphql). */
export const baseResolvers: Resolvers = {
  DateTime: stringScalar(
    'DateTime',
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/,
    'an ISO 8601 date-time with offset',
  ),
  Date: stringScalar('Date', /^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'),
  Query: { ok: () => true },
  Mutation: { noop: () => true },
};
