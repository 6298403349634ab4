import type { ApolloServerOptions, BaseContext } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import type { GraphQLFormattedError, GraphQLSchema, ValidationRule } from 'graphql';
import { QUERY_LIMITS } from '../security/query-limits.ts';

/**
 * No HTTP caching of GraphQL answers and no Apollo reporting: skip that per-field work. Only
 * disabled plugins: the prepared hot path (docs/decisions/010-prepared-operations.md) does not run
 * Apollo's request hooks, so a plugin with hooks would silently miss most requests.
 */
const APOLLO_PLUGINS = [
  ApolloServerPluginLandingPageDisabled(),
  ApolloServerPluginCacheControlDisabled(),
  ApolloServerPluginInlineTraceDisabled(),
  ApolloServerPluginUsageReportingDisabled(),
];
if (APOLLO_PLUGINS.some((p) => Object.keys(p).some((k) => !k.startsWith('__'))))
  throw new Error('an Apollo plugin with hooks needs the prepared hot path turned off for it (decision 010)');

/**
 * The BFF's Apollo Server settings, in one place for the server and for the test that holds the
 * prepared hot path to Apollo's answers (`prepared-operations.test.ts`).
 */
export const apolloConfig = <TContext extends BaseContext>(opts: {
  schema: GraphQLSchema;
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  validationRules: ValidationRule[];
  production: boolean;
}): ApolloServerOptions<TContext> => ({
  schema: opts.schema,
  csrfPrevention: true,
  introspection: !opts.production,
  hideSchemaDetailsFromClientErrors: opts.production,
  includeStacktraceInErrorResponses: false,
  allowBatchedHttpRequests: false,
  stopOnTerminationSignals: false,
  formatError: opts.formatError,
  validationRules: opts.validationRules,
  parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
  // Trusted documents are resolved by the route before Apollo sees a request (decision 025); Apollo's
  // own automatic persisted queries (register any text under a hash) stay off.
  persistedQueries: false,
  plugins: APOLLO_PLUGINS,
});
