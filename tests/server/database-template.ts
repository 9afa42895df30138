/**
 * One migrated, seeded PGlite database per test run, copied into each test file's server: a fresh
 * PGlite that migrates and seeds takes three times as long to start as one loaded from a dump, and
 * under mutation testing (docs/mutation.md) every mutant starts the server tests again.
 *
 * The global setup only makes a directory for the run. The first test file that finds no template
 * builds its own database as before and leaves a dump of it there; test files that start while it
 * is being written build their own too, so no file ever waits on another. PostgreSQL runs make no
 * template: each test file creates its own database (tests/server/harness.ts).
 */
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's directory for the template (absent when a run has no global setup). */
    databaseTemplateDir?: string;
  }
}

/**
 * DATABASE_TEMPLATE_DIR names a directory kept across Vitest starts: Stryker starts Vitest again
 * after every mutant that timed out, and each start would otherwise build the database once more
 * (npm run mutation:orders makes one such directory per run). Else each run has a directory of its own.
 */
export default async function setup(project: TestProject) {
  const shared = process.env.DATABASE_TEMPLATE_DIR;
  const dir = shared ?? (await mkdtemp(join(tmpdir(), 'ic-pglite-template-')));
  project.provide('databaseTemplateDir', dir);
  if (!shared) return () => rm(dir, { recursive: true, force: true });
}

const templateFile = (dir: string) => join(dir, 'template.tar');

/** The template's data directory, or undefined while no test file has left one. */
export async function readTemplate(dir: string): Promise<Blob | undefined> {
  try {
    return new Blob([await readFile(templateFile(dir))]);
  } catch {
    return undefined;
  }
}

/**
 * Leaves `dump` as the template unless another test file has claimed the job (the directory made
 * here is the claim, atomic across processes). Written beside and renamed, so a reader never sees
 * half a file.
 */
export async function offerTemplate(dir: string, dump: () => Promise<Blob>): Promise<void> {
  try {
    await mkdir(join(dir, 'claimed'));
  } catch {
    return;
  }
  const part = `${templateFile(dir)}.${process.pid}.part`;
  await writeFile(part, Buffer.from(await (await dump()).arrayBuffer()));
  await rename(part, templateFile(dir));
}
