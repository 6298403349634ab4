import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

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
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { portal: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: { 'portal/no-cross-feature-imports': 'error' },
  },
  {
    files: ['bff/src/**/*.ts'],
    plugins: { bff: { rules: { 'module-boundaries': bffModuleBoundaries } } },
    rules: { 'bff/module-boundaries': 'error' },
  },
);
