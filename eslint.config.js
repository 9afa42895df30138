import { dirname, relative, resolve, sep } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * DESIGN.md "Code flows one way": contract -> machines -> app, contract -> server, and features do
 * not import each other. Checked on the file an import resolves to rather than on how its path is
 * spelled, since a relative path names the same folder differently from every depth.
 */
const ROOT = import.meta.dirname;
const fromRoot = (file) => relative(ROOT, file).split(sep).join('/');
const isWithin = (path, folder) => path === folder || path.startsWith(`${folder}/`);
const featureOf = (path) => /^src\/app\/features\/([^/]+)\//.exec(path)?.[1] ?? null;

/** [importing folder, imported folder, why not]. */
const FORBIDDEN_IMPORTS = [
  ['src/server', 'src/app', 'the server never imports the portal'],
  ['src/server', 'machines', 'the server never imports the machines'],
  ['src/app', 'src/server', 'the portal never imports the server: both share src/contract'],
  ['src/app', 'src/explorer', 'the statechart explorer is its own build (dist/docs): nothing of it reaches the portal'],
  ['machines', 'src/app', 'machines never import the portal: the app provides them'],
  ['machines', 'src/server', 'machines never import the server'],
];

/**
 * The portal's start-up code (docs/performance.md "Budgets": it loads with /login). It takes the design system
 * from src/app/ui/core.ts: through the whole set (src/app/ui/index.ts), every component would load
 * with it, since the bundler keeps whatever the entry reaches, re-exports included, in its chunk.
 */
const START_UP = [
  'src/app/App.tsx', 'src/app/main.tsx', 'src/app/router.ts', 'src/app/routes', 'src/app/layout', 'src/app/routing',
  'src/app/session', 'src/app/i18n', 'src/app/api', 'src/app/storage',
  'src/app/features/login', 'src/app/features/not-found', 'src/app/features/maintenance',
];
const UI_INDEX = ['src/app/ui', 'src/app/ui/index', 'src/app/ui/index.ts'];

/** Why `importer` may not import `imported` (both from the project root), or null when it may. */
function boundaryViolation(importer, imported) {
  if (START_UP.some((folder) => isWithin(importer, folder)) && UI_INDEX.includes(imported)) {
    return 'start-up code takes the design system from src/app/ui/core.ts, or every component would load with /login';
  }
  if (isWithin(importer, 'src/contract') && !isWithin(imported, 'src/contract')) {
    return 'the contract imports nothing of ours outside src/contract';
  }
  const forbidden = FORBIDDEN_IMPORTS.find(([from, to]) => isWithin(importer, from) && isWithin(imported, to));
  if (forbidden) return forbidden[2];
  const [own, other] = [featureOf(importer), featureOf(imported)];
  if (own && other && own !== other) return `features do not import each other (${own} -> ${other}): move shared pieces to src/app/ui or src/contract`;
  return null;
}

const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layers of DESIGN.md "Code flows one way".' },
    schema: [],
    messages: { crossing: 'Import across a layer boundary: {{why}}.' },
  },
  create(context) {
    const importer = fromRoot(context.filename);
    const check = (node) => {
      const specifier = node.source?.value;
      // Packages are the business of no-restricted-imports below; only our own files are resolved here.
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const why = boundaryViolation(importer, fromRoot(resolve(dirname(context.filename), specifier)));
      if (why) context.report({ node: node.source, messageId: 'crossing', data: { why } });
    };
    return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'src/app/routeTree.gen.ts', 'src/app/i18n/locales', 'test-results', 'e2e-artifacts', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/app/**/*.tsx', 'src/app/**/*.ts', 'src/explorer/**/*.tsx', 'src/explorer/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    plugins: { layers: { rules: { 'import-boundaries': importBoundaries } } },
    rules: { 'layers/import-boundaries': 'error' },
  },
  {
    // Machines stay free of React (and its bindings: the pattern matches any path segment), the
    // DOM's libraries, ky and the router (DESIGN "Code flows one way").
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'dexie', 'ky', '@tanstack/*'] }],
    },
  },
  {
    // Each e2e worker has a server of its own: the test of e2e/fixtures.ts gives a spec its address.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import test from './fixtures': it points each worker at its own server." }],
      }],
    },
  },
);
