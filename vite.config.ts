import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { precompress } from './scripts/build-compressed.js';
import { earlyStart } from './scripts/build-early-start.js';
import { stripDiagramNotes } from './scripts/build-strip-diagram-notes.js';

/**
 * The portal: file-based routes (src/app/routes → src/app/routeTree.gen.ts), Lingui macros
 * compiled by Babel before React's transform, PO catalogs compiled on import, the machines'
 * descriptions for the diagrams left out. Builds start the first page's requests early
 * (scripts/build-early-start.ts) and write brotli and gzip twins of every text file for the server.
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
    // What the first page needs (its chunks, messages, font and, signed in, its data) is asked
    // for early: a guest's /login by index.html itself, the rest by a small script that runs
    // before the entry, instead of one round trip after another.
    earlyStart(),
    precompress(),
  ],
  resolve: {
    alias: [
      // @xstate/react imports the use-sync-external-store shims, whose fallback for React before 18
      // ships unused: React 19 has the hook, which the package's own entries export as they are.
      { find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' },
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
      // Dexie's own ES module, not its package entry (a wrapper around the CommonJS build): with two
      // stores in lazy chunks, the CommonJS interop moved the bundler's runtime out of the entry
      // into a file of its own that /login then loads too (its budget, docs/performance.md).
      { find: /^dexie$/, replacement: fileURLToPath(new URL('./node_modules/dexie/dist/dexie.mjs', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Production builds ship no source maps: they would publish our sources (the dev server has its own).
    sourcemap: false,
    // Every browser the portal supports follows <link rel=modulepreload> (Safari 17, Firefox 115):
    // the polyfill's bytes would only load with /login (its budget, docs/performance.md).
    // The staff console's files are not listed for preloading in the start-up chunk (/login's budget):
    // the console, a desktop tool, loads them as its start asks for them.
    modulePreload: { polyfill: false, resolveDependencies: (file, deps) => (/staff-main/.test(file) ? [] : deps) },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is one chunk with it. Split (the router, runtime
        // helpers, libraries shared with lazy pages), it was five more files in /login's one round of
        // requests, which queue behind each other on a slow connection (HTTP/1.1 opens 6 per host)
        // and compress worse: Lighthouse mobile LCP of /login 2.2 s split, 1.95 s merged.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // What /login shares with the registration wizard and the company edit (wizard steps and
            // messages, the company answers' shape): one chunk instead of five small ones, each with
            // its own headers and compressed on its own. The rules of those answers (survey, company
            // numbers) are not in it: the sign-in loads them with its onboarding.
            {
              name: 'wizard-rules',
              includeDependenciesRecursively: false,
              // With the sign-in rules and alert /login shares with the staff console, which would otherwise be files of their own.
              test: /[\\/]machines[\\/](wizard-[a-z]+|login-identity|login-failures|login-onboarding-steps|company-answers|resend-timer)\.ts$|[\\/]src[\\/]contract[\\/](wizard|sign-in-messages)\.ts$|[\\/]src[\\/]app[\\/]ui[\\/]wizard[\\/](wizard-messages\.ts|back-button-steps\.ts|SignInAlert\.tsx)$/,
            },
            // The small contract modules /login shares with the signed-in pages (roles, the permission
            // table, company and option shapes, phone digits): one chunk instead of five.
            {
              name: 'contract',
              includeDependenciesRecursively: false,
              test: /[\\/]src[\\/]contract[\\/](company|options|permissions|phone-digits|roles)\.ts$/,
            },
          ],
        },
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
