import type { CodegenConfig } from '@graphql-codegen/cli';
import { mappers } from './bff/src/modules/index.ts';

/**
 * One configuration for both sides of the contract in schema/graphql:
 *  - the BFF's resolver types, with mappers from GraphQL types to the models resolvers return
 *    (declared by each module and collected by the module registry, bff/src/modules/index.ts);
 *  - the portal's typed documents (client preset) for operations colocated in web/src;
 *  - the names of those operations for the BFF (its metrics label operations with them).
 * CODEGEN_OUT_DIR lets `npm run codegen:check` generate into a scratch folder and compare.
 */
const out = process.env.CODEGEN_OUT_DIR ? `${process.env.CODEGEN_OUT_DIR}/` : '';

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
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/__generated__/**'],
      plugins: ['./scripts/codegen-operation-names.ts'],
    },
    [`${out}web/src/__generated__/`]: {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/__generated__/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Date: 'string' },
      },
    },
  },
};

export default config;
