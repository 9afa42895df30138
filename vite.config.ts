import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { precompress } from './scripts/build-compressed.js';
import { preloadFirstPage } from './scripts/build-preload.js';
import { stripDiagramNotes } from './scripts/build-strip-diagram-notes.js';

/**
 * The portal: file-based routes (src/app/routes → src/app/routeTree.gen.ts), Lingui macros
 * compiled by Babel before React's transform, PO catalogs compiled on import, the machines'
 * descriptions for the diagrams left out. Builds preload what
 * /login needs and write brotli and gzip twins of every text file for the server.
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
    stripDiagramNotes(),
    // A guest's first page is /login (/ sends guests there): its layout and page, and the core
    // catalog of the default language, come with the entry instead of after it.
    preloadFirstPage(['src/app/routes/_guest.tsx', 'src/app/routes/_guest/login.tsx', 'src/app/i18n/locales/en.po']),
    precompress(),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Production builds ship no source maps: they would publish our sources (the dev server has its own).
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is one chunk with it. Split (the router, runtime
        // helpers, libraries shared with lazy pages), it was five more files in /login's one round of
        // requests, which queue behind each other on a slow connection (HTTP/1.1 opens 6 per host)
        // and compress worse: Lighthouse mobile LCP of /login 2.2 s split, 1.95 s merged.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
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
