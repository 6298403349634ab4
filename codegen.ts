import type { CodegenConfig } from '@graphql-codegen/cli';
import type { Types } from '@graphql-codegen/plugin-helpers';
import { Kind, visit, type FieldNode } from 'graphql';
import { mappers } from './bff/src/modules/index.ts';

/**
 * One configuration for both sides of the contract in schema/graphql:
 *  - the BFF's resolver types, with mappers from GraphQL types to the models resolvers return
 *    (declared by each module and collected by the module registry, bff/src/modules/index.ts);
 *  - the portal's typed documents (client preset) for operations colocated in web/src, and the
 *    persisted-documents manifest of their ids, the only documents the BFF runs in production;
 *  - the names of those operations for the BFF (its metrics label operations with them).
 * CODEGEN_OUT_DIR lets `npm run codegen:check` generate into a scratch folder and compare.
 */
const out = process.env.CODEGEN_OUT_DIR ? `${process.env.CODEGEN_OUT_DIR}/` : '';

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/**
 * What Apollo Client's cache adds to every document it sends (`addTypenameToDocument`): `__typename`
 * in every selection set but an operation's root. The portal sends ids, not texts, so the trusted
 * texts must already select it for the cache to normalise the answers.
 */
const addTypenameAsApolloClientDoes: Types.DocumentTransformObject = {
  transform: ({ documents }) =>
    documents.map((file) => ({
      ...file,
      document: file.document
        ? visit(file.document, {
            SelectionSet(node, _key, parent) {
              if (parent && !Array.isArray(parent) && (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION)
                return undefined;
              if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return undefined;
              return { ...node, selections: [...node.selections, TYPENAME] };
            },
          })
        : undefined,
    })),
};

/** The portal's operations: its sources, not the generated files nor tests (whose documents the portal never sends). */
const PORTAL_DOCUMENTS = [
  'web/src/**/*.{ts,tsx}',
  '!web/src/__generated__/**',
  '!web/src/**/*.test.{ts,tsx}',
  '!web/src/test/**',
];

const config: CodegenConfig = {
  overwrite: true,
  ignoreNoDocuments: true,
  schema: 'schema/graphql/*.graphql',
  emitLegacyCommonJSImports: false,
  generates: {
    [`${out}bff/src/__generated__/resolvers-types.ts`]: {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        immutableTypes: false,
        contextType: '../context.ts#Context',
        mappers: mappers(),
        scalars: { DateTime: 'string', Date: 'string' },
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        resolversNonOptionalTypename: false,
      },
    },
    [`${out}bff/src/__generated__/operation-names.ts`]: {
      documents: PORTAL_DOCUMENTS,
      plugins: ['./scripts/codegen-operation-names.ts'],
    },
    [`${out}web/src/__generated__/`]: {
      documents: PORTAL_DOCUMENTS,
      preset: 'client',
      presetConfig: {
        fragmentMasking: { unmaskFunctionName: 'getFragmentData' },
        // Trusted documents (docs/decisions/025-trusted-documents.md): persisted-documents.json maps
        // each document's sha256 to its text; each generated document carries its id in
        // `__meta__.hash`, which is all the portal sends.
        persistedDocuments: { mode: 'embedHashInDocument', hashAlgorithm: 'sha256' },
      },
      // The documents (and so the trusted texts) select __typename where Apollo Client's cache adds it:
      // the BFF runs the manifest's text, which must answer what the cache expects.
      documentTransforms: [addTypenameAsApolloClientDoes],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Date: 'string' },
      },
    },
  },
};

export default config;
