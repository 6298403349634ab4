import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const bff = 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react()],
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
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 3 }],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/graphql': { target: bff, ws: true },
      '/storage': bff,
      '/graphiql': bff,
      '/healthz': bff,
      '/version.json': bff,
    },
  },
});
