/**
 * The project's ESLint configuration enforces DESIGN.md "Code flows one way": each forbidden
 * import below is linted as if it were written in that file, and must be reported.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const BOUNDARY_RULES = new Set(['layers/import-boundaries', 'no-restricted-imports']);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The boundary rules that report `source` as the contents of `file` (a path from the project root). */
async function boundaryReports(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(root, file) });
  return (result?.messages ?? []).flatMap((message) => (message.ruleId && BOUNDARY_RULES.has(message.ruleId) ? [message.ruleId] : []));
}

const importOf = (specifier: string) => `import * as imported from '${specifier}';\nexport { imported };\n`;

type Case = [title: string, file: string, source: string];

const forbidden: [...Case, rule: string][] = [
  ['the contract imports a machine', 'src/contract/fixture.ts', importOf('../../machines/session-machine'), 'layers/import-boundaries'],
  ['the contract imports the portal', 'src/contract/fixture.ts', importOf('../app/router'), 'layers/import-boundaries'],
  ['the contract imports the server', 'src/contract/fixture.ts', importOf('../server/app'), 'layers/import-boundaries'],
  ['the contract imports a test helper', 'src/contract/fixture.ts', importOf('../../tests/server/harness'), 'layers/import-boundaries'],
  ['the server imports the portal', 'src/server/routes/fixture.ts', importOf('../../app/router'), 'layers/import-boundaries'],
  ['the server imports a machine', 'src/server/domain/fixture.ts', importOf('../../../machines/login-steps'), 'layers/import-boundaries'],
  ['the portal imports the server', 'src/app/api/fixture.ts', importOf('../../server/app'), 'layers/import-boundaries'],
  ['the portal loads the server on demand', 'src/app/api/fixture.ts', `export const load = () => import('../../server/app');\n`, 'layers/import-boundaries'],
  ['a machine imports the portal', 'machines/fixture.ts', importOf('../src/app/router'), 'layers/import-boundaries'],
  ['a machine imports the server', 'machines/fixture.ts', importOf('../src/server/clock'), 'layers/import-boundaries'],
  ['a machine imports React', 'machines/fixture.ts', importOf('react'), 'no-restricted-imports'],
  ['a machine imports a React binding', 'machines/fixture.ts', importOf('@xstate/react'), 'no-restricted-imports'],
  ['a machine imports the DOM renderer', 'machines/fixture.ts', importOf('react-dom/client'), 'no-restricted-imports'],
  ['a machine imports the browser database', 'machines/fixture.ts', importOf('dexie'), 'no-restricted-imports'],
  ['a machine imports ky', 'machines/fixture.ts', importOf('ky'), 'no-restricted-imports'],
  ['a machine imports the router', 'machines/fixture.ts', importOf('@tanstack/react-router'), 'no-restricted-imports'],
  ['a feature imports another feature', 'src/app/features/login/steps/fixture.tsx', importOf('../../registration/RegistrationPage'), 'layers/import-boundaries'],
  ['a feature re-exports another feature', 'src/app/features/notifications/fixture.ts', `export * from '../cart/CartButton';\n`, 'layers/import-boundaries'],
  ['the sign-in page takes the whole design system', 'src/app/features/login/steps/fixture.tsx', importOf('../../../ui'), 'layers/import-boundaries'],
  ['the frame takes the whole design system', 'src/app/layout/fixture.tsx', importOf('../ui/index'), 'layers/import-boundaries'],
];

const allowed: Case[] = [
  ['the contract imports itself', 'src/contract/fixture.ts', importOf('./ids')],
  ['a machine imports the contract and XState', 'machines/fixture.ts', `${importOf('../src/contract/limits')}export { setup } from 'xstate';\n`],
  ['the server imports the contract', 'src/server/routes/fixture.ts', importOf('../../contract/auth')],
  ['the portal imports the contract and a machine', 'src/app/api/fixture.ts', `${importOf('../../contract/auth')}export { sessionMachine } from '../../../machines/session-machine';\n`],
  ['a feature imports its own files', 'src/app/features/login/steps/fixture.tsx', importOf('../LoginPage')],
  ['a feature imports the shared survey view', 'src/app/features/registration/steps/fixture.tsx', importOf('../../../ui/survey/SurveyQuestionField')],
  ['the shell imports a feature', 'src/app/shell/fixture.tsx', importOf('../features/cart/CartButton')],
  ['the sign-in page takes the start-up part of the design system', 'src/app/features/login/steps/fixture.tsx', importOf('../../../ui/core')],
  ['a later page takes the whole design system', 'src/app/features/notifications/fixture.tsx', importOf('../../ui')],
];

describe('ESLint enforces the import boundaries of DESIGN.md', () => {
  it.each(forbidden)('reports: %s', async (_title, file, source, rule) => {
    expect(await boundaryReports(file, source)).toEqual([rule]);
  });

  it.each(allowed)('allows: %s', async (_title, file, source) => {
    expect(await boundaryReports(file, source)).toEqual([]);
  });
});
