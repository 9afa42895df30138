import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

/**
 * The portal: file-based routes (src/app/routes → src/app/routeTree.gen.ts), Lingui macros
 * compiled by Babel before React's transform, PO catalogs compiled on import.
 */
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/app/routes',
      generatedRouteTree: 'src/app/routeTree.gen.ts',
      autoCodeSplitting: true,
    }),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Production builds ship no source maps: they would publish our sources (the dev server has its own).
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The router's modules are needed by every page: one chunk instead of many small ones that
        // each cost a request and compress worse (keeps /login within its budget).
        codeSplitting: { groups: [{ name: 'router', test: /node_modules[\\/]@tanstack[\\/](react-router|router-core|history|store|react-store)[\\/]/ }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001', changeOrigin: false },
    },
  },
});
