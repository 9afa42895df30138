/**
 * A machine's diagram document: what the machine is for (its root's `description`), a table of
 * its states (one line each, with the events a state handles without leaving it), then the chart
 * of each part.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { partChart, type PartChart } from './mermaid';
import { descendants, movesOf, stateEffects, stepOrders, type Move, type StepOrder } from './moves';
import { PartView, partsOf } from './parts';
import { stateTitle, tableCell } from './words';

export interface MachineDiagram {
  document: string;
  charts: PartChart[];
}

const HOW_TO_READ =
  'How to read (more in [README.md](README.md)): `[*]` marks where a state starts; an arrow reads ' +
  '`event [condition] / what it does`, `→ State` naming a state inside the box it points to; a box inside a box is ' +
  'a nested state, dashed lines split states that run in parallel; a dashed box stands for another part of the ' +
  'chart. Events a state handles without leaving it are listed in the table, not drawn.';

function stays(moves: readonly Move[], node: AnyStateNode): string[] {
  return moves
    .filter((move) => move.source === node && !move.target)
    .map((move) => `${move.when}${move.effects.length > 0 ? ` / ${move.effects.join(', ')}` : ' (ignored)'}`);
}

function stateName(node: AnyStateNode): string {
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

function stateTable(machine: AnyStateMachine, orders: readonly StepOrder[], moves: readonly Move[]): string[] {
  const parts = partsOf(machine);
  const view = new PartView(machine, parts, parts[0]!, orders);
  const withParts = parts.length > 1;
  const header = withParts ? ['State', 'Part', 'What it does', 'Also handles (stays in the state)'] : ['State', 'What it does', 'Also handles (stays in the state)'];
  const rows = descendants(machine.root).map((node) => {
    const cells = [stateName(node), ...(withParts ? [view.owner(node)?.name ?? ''] : []), whatItDoes(machine, orders, node), stays(moves, node).join('; ')];
    return `| ${cells.map(tableCell).join(' | ')} |`;
  });
  return [`| ${header.join(' | ')} |`, `|${header.map(() => ' --- |').join('')}`, ...rows];
}

export function machineDiagram(exportName: string, file: string, machine: AnyStateMachine): MachineDiagram {
  const orders = stepOrders(machine);
  const moves = movesOf(machine, orders);
  const parts = partsOf(machine);
  const charts = parts.map((part) => partChart(machine, parts, part, moves, orders));
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
    ...stateTable(machine, orders, moves),
    ...charts.flatMap((chart) => ['', ...(parts.length > 1 ? [`## ${chart.name}`, ''] : []), '```mermaid', chart.mermaid.trimEnd(), '```']),
    '',
  ].join('\n');
  return { document, charts };
}
