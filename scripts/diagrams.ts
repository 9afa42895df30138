/**
 * Writes docs/statecharts/<machine>.md for every machine exported from machines/*-machine.ts:
 * a Mermaid stateDiagram-v2 with nested and parallel states, initial and final states, and
 * transitions labelled with their event, guard name, delay name, eventless ("always") and
 * invoked actors' done/error. Run with `npm run diagrams`; tests/machines/diagrams.test.ts
 * fails when a committed diagram differs from what this script generates.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MACHINES_DIR = path.join(ROOT, 'machines');
export const DIAGRAMS_DIR = path.join(ROOT, 'docs', 'statecharts');

interface TransitionLike {
  eventType: string;
  target?: readonly AnyStateNode[] | undefined;
  guard?: unknown;
}

function isStateMachine(value: unknown): value is AnyStateMachine {
  return typeof value === 'object' && value !== null && 'root' in value && 'getStateNodeById' in value;
}

function kebabCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** Every state node below (and excluding) `node`, depth first in definition order. */
function descendants(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...descendants(child)]);
}

/** Mermaid ids: the state's key when unique in the machine, else its path joined with "_". */
function stateIds(machine: AnyStateMachine): Map<AnyStateNode, string> {
  const nodes = descendants(machine.root);
  const keyCount = new Map<string, number>();
  for (const node of nodes) keyCount.set(node.key, (keyCount.get(node.key) ?? 0) + 1);
  return new Map(nodes.map((node) => [node, keyCount.get(node.key) === 1 ? node.key : node.path.join('_')]));
}

function describeGuard(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'function') return ` [${guard.name || 'inline guard'}]`;
  if (typeof guard === 'object' && 'type' in guard) {
    const { type, params } = guard as { type: string; params?: unknown };
    const shown = params && typeof params === 'object' ? `(${Object.values(params).join(', ')})` : '';
    return ` [${type}${shown}]`;
  }
  return ' [guard]';
}

function invokedSource(node: AnyStateNode, invokeId: string): string {
  const definition = node.invoke.find((invoke) => invoke.id === invokeId);
  return typeof definition?.src === 'string' ? definition.src : invokeId;
}

function describeEvent(node: AnyStateNode, eventType: string): string {
  if (eventType === '') return 'always';
  const delayed = node.after.find((transition) => transition.eventType === eventType);
  if (delayed) return `after ${typeof delayed.delay === 'number' ? `${delayed.delay} ms` : String(delayed.delay)}`;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done?.[1]) return `done: ${invokedSource(node, done[1])}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error?.[1]) return `error: ${invokedSource(node, error[1])}`;
  return eventType;
}

/** Mermaid ends a label at ";" and treats "#" and ":" specially. */
function safeLabel(text: string): string {
  return text.replace(/[:;#]/g, ' ').replace(/\s+/g, ' ').trim();
}

function isAncestorOrSelf(ancestor: AnyStateNode, node: AnyStateNode): boolean {
  return node.path.length >= ancestor.path.length && ancestor.path.every((key, i) => node.path[i] === key);
}

function ancestorAt(node: AnyStateNode, depth: number): AnyStateNode {
  let current = node;
  while (current.path.length > depth && current.parent) current = current.parent;
  return current;
}

interface Edge {
  /** The composite whose block holds the edge; null for the diagram's top level. */
  block: AnyStateNode | null;
  line: string;
}

/**
 * Mermaid cannot draw an edge between states of different composites, so an edge is drawn
 * between the ancestors of source and target that share a parent, naming the inner states.
 */
function edgeFor(machine: AnyStateMachine, ids: Map<AnyStateNode, string>, source: AnyStateNode, transition: TransitionLike, target: AnyStateNode): Edge {
  let label = describeEvent(source, transition.eventType) + describeGuard(transition.guard);
  const common = source.path.findIndex((key, i) => target.path[i] !== key);
  let depth = common === -1 ? Math.min(source.path.length, target.path.length) : common;
  // An edge between regions of a parallel state is drawn around the parallel state.
  while (depth > 0 && ancestorAt(source, depth).type === 'parallel' && ancestorAt(source, depth).path.length === depth) depth -= 1;
  let from = ancestorAt(source, depth + 1);
  let to = ancestorAt(target, depth + 1);
  if (isAncestorOrSelf(from, target) || isAncestorOrSelf(to, source)) {
    // An edge into the state's own children (or out to an ancestor) is drawn as a loop.
    const outer = from.path.length <= to.path.length ? from : to;
    label += target === outer ? '' : ` to ${target.key}`;
    from = outer;
    to = outer;
  } else {
    if (from !== source) label = `${source.key} - ${label}`;
    if (to !== target) label += ` to ${target.key}`;
  }
  const block = from.parent && from.parent !== machine.root ? from.parent : null;
  return { block, line: `${ids.get(from)} --> ${ids.get(to)} : ${safeLabel(label)}` };
}

function transitionsOf(node: AnyStateNode): TransitionLike[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

/** The Mermaid stateDiagram-v2 source of a machine. */
export function toMermaid(machine: AnyStateMachine): string {
  const ids = stateIds(machine);
  const edges = new Map<AnyStateNode | null, string[]>();
  const addEdge = ({ block, line }: Edge) => edges.set(block, [...(edges.get(block) ?? []), line]);
  const globalEvents: string[] = [];

  for (const node of descendants(machine.root)) {
    for (const transition of transitionsOf(node)) {
      const targets = transition.target && transition.target.length > 0 ? transition.target : [node];
      for (const target of targets) addEdge(edgeFor(machine, ids, node, transition, target));
    }
  }
  for (const transition of transitionsOf(machine.root)) {
    if (transition.target && transition.target.length > 0) {
      for (const target of transition.target) {
        addEdge({ block: null, line: `${ids.get(ancestorAt(target, 1))} --> ${ids.get(ancestorAt(target, 1))} : ${safeLabel(`${describeEvent(machine.root, transition.eventType)}${describeGuard(transition.guard)} (any state)`)}` });
      }
    } else {
      globalEvents.push(transition.eventType);
    }
  }

  const lines: string[] = ['stateDiagram-v2'];
  const renderChildren = (parent: AnyStateNode, indent: string) => {
    const children = Object.values(parent.states);
    const initial = parent.initial?.target?.[0];
    if (parent.type !== 'parallel' && initial) lines.push(`${indent}[*] --> ${ids.get(initial)}`);
    children.forEach((child, index) => {
      if (parent.type === 'parallel' && index > 0) lines.push(`${indent}--`);
      const id = ids.get(child) ?? child.key;
      if (Object.keys(child.states).length > 0) {
        lines.push(`${indent}state ${id} {`);
        renderChildren(child, `${indent}  `);
        lines.push(`${indent}}`);
      } else {
        lines.push(`${indent}state "${child.key}" as ${id}`);
      }
      if (child.type === 'final') lines.push(`${indent}${id} --> [*]`);
    });
    for (const line of edges.get(parent === machine.root ? null : parent) ?? []) lines.push(`${indent}${line}`);
  };
  renderChildren(machine.root, '  ');
  if (globalEvents.length > 0) lines.push(`  %% handled in every state without a change of state: ${globalEvents.join(', ')}`);
  return lines.join('\n') + '\n';
}

export function diagramDocument(exportName: string, file: string, machine: AnyStateMachine): string {
  return [
    `# ${exportName} (${machine.id})`,
    '',
    `Generated from \`machines/${file}\` by \`npm run diagrams\`; do not edit by hand.`,
    '',
    'How to read: `[*]` marks where a state starts; edges read `EVENT [guard]`, `after <delay>` for timers, ' +
      '`always` for eventless checks and `done`/`error` for the end of an invoked actor (named by its source); nested boxes are ' +
      'child states, boxes split by dashed lines run in parallel.',
    '',
    '```mermaid',
    toMermaid(machine).trimEnd(),
    '```',
    '',
  ].join('\n');
}

/** Every diagram document, keyed by the path it is written to. */
export async function generateDiagrams(): Promise<Map<string, string>> {
  const files = readdirSync(MACHINES_DIR).filter((file) => file.endsWith('-machine.ts')).sort();
  const documents = new Map<string, string>();
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(MACHINES_DIR, file)).href)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(module)) {
      if (!isStateMachine(value)) continue;
      documents.set(path.join(DIAGRAMS_DIR, `${kebabCase(exportName)}.md`), diagramDocument(exportName, file, value));
    }
  }
  return documents;
}

async function main() {
  mkdirSync(DIAGRAMS_DIR, { recursive: true });
  for (const [file, text] of await generateDiagrams()) {
    writeFileSync(file, text);
    console.log(`wrote ${path.relative(ROOT, file)}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
