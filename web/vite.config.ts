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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 3 },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, priority: 2 },
            { name: 'graphql', test: /node_modules[\\/](@apollo|graphql|graphql-ws|rxjs|@wry|optimism)[\\/]/, priority: 2 },
          ],
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
      '/handover': bff,
    },
  },
});
