/**
 * A machine's diagram document: what the machine is for (its root's `description`), a table of
 * its states (one line each, with the events a state handles without leaving it), then the chart
 * of each part. The explorer (src/explorer) shows the same rows, words and charts as a page.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { partChart, type PartChart } from './mermaid';
import { descendants, movesOf, stateEffects, stepOrders, type Move, type StepOrder } from './moves';
import { PartView, partsOf, type Part } from './parts';
import { stateTitle, tableCell } from './words';

/** One line of the states table. */
export interface StateRow {
  node: AnyStateNode;
  /** With its parents: "Enter code › Code › Verifying". */
  name: string;
  /** The part that draws it; '' for a machine drawn in one part. */
  part: string;
  whatItDoes: string;
  /** Events it handles without leaving it, in words. */
  alsoHandles: string[];
}

export interface MachineDiagram {
  document: string;
  charts: PartChart[];
  rows: StateRow[];
  /** Events handled the same in every state, in words. */
  everywhere: string[];
  moves: Move[];
  parts: Part[];
  orders: StepOrder[];
}

/** How to read a chart, in Markdown: the documents' line, and the explorer's help beside the table. */
export const READING_HINTS =
  '`[*]` marks where a state starts; an arrow reads ' +
  '`event [condition] / what it does`, `→ State` naming a state inside the box it points to; a box inside a box is ' +
  'a nested state, dashed lines split states that run in parallel; a dashed box stands for another part of the ' +
  'chart. Events a state handles without leaving it are listed in the table, not drawn.';

const HOW_TO_READ = `How to read (more in [README.md](README.md)): ${READING_HINTS}`;

function stays(moves: readonly Move[], node: AnyStateNode): string[] {
  return moves
    .filter((move) => move.source === node && !move.target)
    .map((move) => `${move.when}${move.effects.length > 0 ? ` / ${move.effects.join(', ')}` : ' (ignored)'}`);
}

export function stateName(node: AnyStateNode): string {
  const path: string[] = [];
  for (let current: AnyStateNode | undefined = node; current?.parent; current = current.parent) path.unshift(stateTitle(current.key));
  return path.join(' › ');
}

function orderNote(order: StepOrder): string {
  const steps = order.steps.map((step) => stateTitle(step.key)).join(', ');
  return `Not drawn: the chart links the steps in their order (${steps}${order.exit ? `, then ${stateTitle(order.exit.key)}` : ''}); a step that is not shown is skipped.`;
}

function whatItDoes(machine: AnyStateMachine, orders: readonly StepOrder[], node: AnyStateNode): string {
  const effects = stateEffects(machine, node);
  const order = orders.find((candidate) => candidate.router === node);
  return [node.description ?? '', effects.length > 0 ? `(${effects.join('; ')})` : '', order ? orderNote(order) : ''].filter(Boolean).join(' ');
}

function stateRows(machine: AnyStateMachine, orders: readonly StepOrder[], moves: readonly Move[]): StateRow[] {
  const parts = partsOf(machine);
  const view = new PartView(machine, parts, parts[0]!, orders);
  return descendants(machine.root).map((node) => ({
    node,
    name: stateName(node),
    part: parts.length > 1 ? (view.owner(node)?.name ?? '') : '',
    whatItDoes: whatItDoes(machine, orders, node),
    alsoHandles: stays(moves, node),
  }));
}

function stateTable(rows: readonly StateRow[], withParts: boolean): string[] {
  const header = withParts ? ['State', 'Part', 'What it does', 'Also handles (stays in the state)'] : ['State', 'What it does', 'Also handles (stays in the state)'];
  const lines = rows.map((row) => {
    const cells = [row.name, ...(withParts ? [row.part] : []), row.whatItDoes, row.alsoHandles.join('; ')];
    return `| ${cells.map(tableCell).join(' | ')} |`;
  });
  return [`| ${header.join(' | ')} |`, `|${header.map(() => ' --- |').join('')}`, ...lines];
}

export function machineDiagram(exportName: string, file: string, machine: AnyStateMachine): MachineDiagram {
  const orders = stepOrders(machine);
  const moves = movesOf(machine, orders);
  const parts = partsOf(machine);
  const charts = parts.map((part) => partChart(machine, parts, part, moves, orders));
  const rows = stateRows(machine, orders, moves);
  const everywhere = stays(moves, machine.root);
  const document = [
    `# ${stateTitle(machine.id)} (\`${exportName}\`)`,
    '',
    `Generated from \`machines/${file}\` by \`npm run diagrams\`; do not edit by hand.`,
    '',
    machine.root.description ?? '',
    ...(everywhere.length > 0 ? ['', `In every state it also handles: ${everywhere.join('; ')}.`] : []),
    '',
    HOW_TO_READ,
    '',
    ...stateTable(rows, parts.length > 1),
    ...charts.flatMap((chart) => ['', ...(parts.length > 1 ? [`## ${chart.name}`, ''] : []), '```mermaid', chart.mermaid.trimEnd(), '```']),
    '',
  ].join('\n');
  return { document, charts, rows, everywhere, moves, parts, orders };
}
