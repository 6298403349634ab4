import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Feature folders of the portal may not import from one another; features are composed in
 * web/src/app. Shared code lives in web/src/components and web/src/lib.
 */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    messages: { cross: 'features/{{from}} may not import from features/{{to}}; compose features in web/src/app.' },
  },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    const own = /\/web\/src\/features\/([^/]+)\//.exec(file)?.[1];
    if (!own) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const resolved = source.startsWith('.') ? path.posix.join(path.posix.dirname(file), source) : source;
      const target =
        /(?:^|\/)web\/src\/features\/([^/]+)/.exec(resolved)?.[1] ?? /^@\/features\/([^/]+)/.exec(source)?.[1];
      if (target && target !== own) context.report({ node, messageId: 'cross', data: { from: own, to: target } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/**
 * The portal's one direction (decision 053): web/src/app composes features and the shared layers;
 * nothing in features, kit, lib or components imports app. What they need from it lives in lib
 * (or in the feature), and the app hands a feature what only it can build through the route
 * context or a feature's slots.
 */
const noAppImports = {
  meta: {
    type: 'problem',
    messages: {
      app: 'web/src/{{from}} may not import web/src/app (the app composes, nothing imports it); move what is shared to web/src/lib or into the feature.',
    },
  },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    const layer = /\/web\/src\/(features|kit|lib|components)\//.exec(file)?.[1];
    if (!layer) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const resolved = source.startsWith('.') ? path.posix.join(path.posix.dirname(file), source) : source;
      if (/(?:^|\/)web\/src\/app(?:\/|$)/.test(resolved) || /^@\/app(?:\/|$)/.test(source))
        context.report({ node, messageId: 'app', data: { from: layer } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/**
 * BFF module boundaries (bff/src/modules/index.ts is the one registry): a domain module does not
 * import another module, and bff/src/shared, bff/src/session and bff/src/upstream never import
 * bff/src/modules. Modules meet only through the schema and the request context.
 */
const bffModuleBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      cross: 'modules/{{from}} may not import from modules/{{to}}; modules meet through the schema and ctx.loaders.',
      layer: 'bff/src/{{from}} may not import from bff/src/modules; move the shared code out of the module.',
    },
  },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    const own = /\/bff\/src\/modules\/([^/]+)\//.exec(file)?.[1];
    const layer = /\/bff\/src\/(shared|session|upstream)\//.exec(file)?.[1];
    if (!own && !layer) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const resolved = path.posix.join(path.posix.dirname(file), source);
      const target = /\/bff\/src\/modules(?:\/([^/]+))?/.exec(resolved);
      if (!target) return;
      if (layer) context.report({ node, messageId: 'layer', data: { from: layer } });
      else if (target[1] && target[1] !== own && !target[1].includes('.'))
        context.report({ node, messageId: 'cross', data: { from: own, to: target[1] } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/__generated__/**',
      'data/**',
      'test-results/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No import cycle in any package (decision 084): a module that imports back into its importer
    // runs against a half-initialised one (the sandbox's store once threw ReferenceError for it).
    // Static and dynamic imports alike: a lazy chunk that imports back into its importer is still a
    // cycle of modules (and of chunks). import-x leaves type-only imports out; the BFF's type-only
    // cycles are checked by bff/src/layers.test.ts.
    files: ['{schema,upstream,bff,web,tests}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: {
      portal: { rules: { 'no-cross-feature-imports': noCrossFeatureImports, 'no-app-imports': noAppImports } },
      'react-hooks': reactHooks,
    },
    rules: {
      'portal/no-cross-feature-imports': 'error',
      'portal/no-app-imports': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['bff/src/**/*.ts'],
    plugins: { bff: { rules: { 'module-boundaries': bffModuleBoundaries } } },
    rules: { 'bff/module-boundaries': 'error' },
  },
  // The sandbox in readable units (decision 083): no function over 150 lines and no file over 500,
  // tests and seed data aside. Its routes run no SQL: the store's query helpers stay in the store
  // (upstream/src/routes/no-sql.test.ts also fails on SQL text in a route).
  {
    files: ['upstream/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'upstream/src/seed/data/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
      'max-lines': ['error', { max: 500, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['upstream/src/routes/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/store/database.ts', '**/store/database'],
              allowTypeImports: true,
              message: 'Routes call named store functions; SQL and transactions live in upstream/src/store.',
            },
          ],
        },
      ],
    },
  },
  {
    // Readable units (issue 33): no function over 150 lines, no file over 500, outside generated code,
    // tests and test helpers, in the schema, the BFF and the portal (the sandbox's rule is above).
    files: ['schema/src/**/*.ts', 'bff/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'bff/src/testing/**', 'web/src/__generated__/**', 'web/src/test/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 150 }],
      'max-lines': ['error', { max: 500 }],
    },
  },
);
