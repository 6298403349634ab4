import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { devProxy } from './dev-proxy.ts';

const bff = 'http://127.0.0.1:4000';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) next to every text file of
 * the build, once, so the BFF serves them without compressing per request (express-static-gzip
 * picks the variant from Accept-Encoding). Small files, and files a variant would not shrink, get none.
 */
const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name) && !entry.parentPath.includes('.vite'))
        .map((entry) => join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(file);
          if (source.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(source, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
            }),
            promisify(gzip)(source, { level: 9 }),
          ]);
          if (br.length < source.length) await writeFile(`${file}.br`, br);
          if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
};

/**
 * Replaces each `graphql(\`...\`)` call of the portal's sources with that one generated document,
 * inlined (as GraphQL Code Generator's babel/swc plugin replaces it with an import). Without it every
 * screen's documents load with the entry: `graphql()` looks them up in one map in
 * `__generated__/gql.ts`, and even single imports from `__generated__/graphql.ts` land in one shared
 * chunk, since a module goes to one chunk whole. Inlined, a document travels with the screen (the
 * lazy chunk) that declares it. The lookup reads gql.ts's own map (the source text → the document
 * name, exactly what `graphql()` does at run time) and graphql.ts's document objects (with their
 * persisted-document hash); a call they do not hold (codegen not run) fails the build. Build only:
 * development and tests keep the plain `graphql()`.
 */
const graphqlDocumentInlining = (): Plugin => {
  const generated = join(import.meta.dirname, 'src/__generated__');
  let names = new Map<string, string>();
  let objects = new Map<string, string>();
  return {
    name: 'portal-graphql-document-inlining',
    apply: 'build',
    async buildStart() {
      const [gql, graphql] = await Promise.all([
        readFile(join(generated, 'gql.ts'), 'utf8'),
        readFile(join(generated, 'graphql.ts'), 'utf8'),
      ]);
      const start = gql.indexOf('const documents: Documents = {');
      const end = gql.indexOf('\n};', start);
      if (start < 0 || end < 0) throw new Error('src/__generated__/gql.ts: no documents map (run npm run codegen)');
      names = new Map(
        [...gql.slice(start, end).matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),?$/gm)].map((m) => [
          JSON.parse(m[1]!) as string,
          m[2]!,
        ]),
      );
      objects = new Map(
        [...graphql.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)].map((m) => [
          m[1]!,
          m[2]!,
        ]),
      );
    },
    transform(code, id) {
      if (!id.includes('/src/') || id.includes('/__generated__/') || !/\bgraphql\(\s*`/.test(code)) return null;
      const replaced = code.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (_call, source: string) => {
        const name = names.get(source);
        const object = name ? objects.get(name) : undefined;
        if (!object)
          throw new Error(`${id}: a graphql() document that src/__generated__ does not hold (run npm run codegen)`);
        return `(${object})`;
      });
      return { code: replaced, map: null };
    },
  };
};

export default defineConfig({
  plugins: [graphqlDocumentInlining(), react(), precompress()],
  resolve: {
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    // The budget check (scripts/bundle-budget.ts) reads each route's download set from the manifest.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only React and the router, which every route needs at once, are grouped (one long-lived
          // chunk). Everything else — Mantine, Apollo, zod, the forms library — is split by who
          // imports it, so a component or library only one route uses travels with that route.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 3 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    // Every path the BFF serves (BFF_PATHS in schema/src/bff-paths.ts), the socket included.
    proxy: devProxy(bff),
  },
});
