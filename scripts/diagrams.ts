/**
 * Writes docs/statecharts/<machine>.md for every machine exported from machines/*-machine.ts (see
 * scripts/statechart/document.ts for what a document holds). Run with `npm run diagrams`;
 * tests/machines/diagrams.test.ts fails when a committed diagram differs from what this script
 * generates, or when a part of a chart grows past what fits a screen.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { machineDiagram, type MachineDiagram } from './statechart/document';
import { kebabCase, machinesOf, type ExportedMachine } from './statechart/machines';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MACHINES_DIR = path.join(ROOT, 'machines');
export const DIAGRAMS_DIR = path.join(ROOT, 'docs', 'statecharts');

/** What fits a screen: the most states and arrows one part of a chart may draw. */
export const PART_LIMITS = { states: 15, edges: 25 } as const;

/** Every machine exported from machines/*-machine.ts. */
export async function exportedMachines(): Promise<ExportedMachine[]> {
  const files = readdirSync(MACHINES_DIR).filter((file) => file.endsWith('-machine.ts')).sort();
  const machines: ExportedMachine[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(MACHINES_DIR, file)).href)) as Record<string, unknown>;
    machines.push(...machinesOf(file, module));
  }
  return machines;
}

/** Every diagram, keyed by the path its document is written to. */
export async function generateDiagrams(): Promise<Map<string, MachineDiagram>> {
  const diagrams = new Map<string, MachineDiagram>();
  for (const { exportName, file, machine } of await exportedMachines()) {
    diagrams.set(path.join(DIAGRAMS_DIR, `${kebabCase(exportName)}.md`), machineDiagram(exportName, file, machine));
  }
  return diagrams;
}

async function main() {
  mkdirSync(DIAGRAMS_DIR, { recursive: true });
  for (const [file, { document }] of await generateDiagrams()) {
    writeFileSync(file, document);
    console.log(`wrote ${path.relative(ROOT, file)}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
