/**
 * One part of a machine as a Mermaid stateDiagram-v2. States carry their names in words, the
 * actors they call and what entering them does; arrows read "event [condition] / effects".
 * Moves that stay in their state are not drawn (the state table lists them). Mermaid cannot
 * draw an arrow between states of different composites, so an arrow is drawn between the
 * ancestors that share a parent, naming the inner source ("Verifying - …") and target ("→ …").
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { descendants, initialChild, isAncestorOrSelf, stateEffects, type Move, type StepOrder } from './moves';
import { PartView, type Part } from './parts';
import { mermaidText, stateTitle } from './words';

export interface PartChart {
  name: string;
  mermaid: string;
  /** States drawn, boxes for other parts included. */
  states: number;
  /** Arrows drawn, those from and to `[*]` left out. */
  edges: number;
}

interface Arrow {
  /** The drawn composite whose block holds the arrow; null for the part's top level. */
  block: AnyStateNode | null;
  from: string;
  to: string;
  label: string;
}

/** Mermaid ids: the state's key when unique in the machine, else its path joined with "_". */
export function stateIds(machine: AnyStateMachine): Map<AnyStateNode, string> {
  const nodes = descendants(machine.root);
  const keyCount = new Map<string, number>();
  for (const node of nodes) keyCount.set(node.key, (keyCount.get(node.key) ?? 0) + 1);
  return new Map(nodes.map((node) => [node, keyCount.get(node.key) === 1 ? node.key : node.path.join('_')]));
}

/** The Mermaid id of the box that stands for another part. */
export const partStubId = (parts: readonly Part[], other: Part) => `otherPart${parts.indexOf(other) + 1}`;

const effectsText = (move: Move) => (move.effects.length > 0 ? ` / ${move.effects.join(', ')}` : '');

function label(move: Move, drawnFrom: AnyStateNode, drawnTo: AnyStateNode | null): string {
  const prefix = drawnFrom !== move.source ? `${stateTitle(move.source.key)} - ` : '';
  const targetWords = move.targetWords ?? (move.target && drawnTo !== move.target ? stateTitle(move.target.key) : null);
  return mermaidText(`${prefix}${move.when}${targetWords ? ` → ${targetWords}` : ''}${effectsText(move)}`);
}

/** The arrows of one part, and the box standing for each other part they lead to or come from. */
class PartArrows {
  readonly arrows: Arrow[] = [];
  readonly stubs = new Map<Part, string>();
  /** Arrows from other parts, one per entered state: "from Enter code". */
  private readonly incoming = new Map<string, { entered: AnyStateNode; target: AnyStateNode; stub: string; sources: string[] }>();

  constructor(
    private readonly view: PartView,
    private readonly moves: readonly Move[],
    private readonly id: (node: AnyStateNode) => string,
  ) {
    for (const move of moves) if (move.target) this.add(move, move.target);
    for (const { entered, target, stub, sources } of this.incoming.values()) {
      const into = entered === target ? '' : ` → ${stateTitle(target.key)}`;
      this.arrows.push({ block: null, from: stub, to: id(entered), label: mermaidText(`from ${sources.join(', ')}${into}`) });
    }
  }

  stubOf(other: Part): string {
    const known = this.stubs.get(other);
    if (known) return known;
    const stub = partStubId(this.view.parts, other);
    this.stubs.set(other, stub);
    return stub;
  }

  private add(move: Move, target: AnyStateNode) {
    const { view, id } = this;
    const to = view.visible(target);
    if (move.source === view.machine.root) {
      if (to) this.arrows.push({ block: view.drawnParent(to), from: id(to), to: id(to), label: mermaidText(`${move.when} (in any state)${effectsText(move)}`) });
      return;
    }
    const from = view.visible(move.source);
    if (!from) {
      if (to) this.addIncoming(move.source, target, to);
      return;
    }
    if (view.mode(from) === 'box' && this.isInsideBox(from, move, target)) return;
    if (to) {
      const placed = this.place(from, to);
      this.arrows.push({ block: placed.block, from: id(placed.from), to: id(placed.to), label: label(move, placed.from, placed.to) });
    } else {
      const outer = view.drawnChain(from)[0]!;
      this.arrows.push({ block: null, from: id(outer), to: this.stubOf(view.owner(target)!), label: label(move, outer, null) });
    }
  }

  private addIncoming(source: AnyStateNode, target: AnyStateNode, to: AnyStateNode) {
    const owner = this.view.owner(source);
    if (!owner) return;
    const entered = this.view.drawnChain(to)[0]!;
    const stub = this.stubOf(owner);
    const key = `${stub} ${this.id(entered)} ${this.id(target)}`;
    const entry = this.incoming.get(key) ?? { entered, target, stub, sources: [] };
    this.incoming.set(key, entry);
    const from = stateTitle(this.view.partRoot(source).key);
    if (!entry.sources.includes(from)) entry.sources.push(from);
  }

  /**
   * A box drawn for a state of another part shows its own arrows out; moves inside it, and the
   * moves of its inner states to where the box itself leads, are drawn in that part.
   */
  private isInsideBox(box: AnyStateNode, move: Move, target: AnyStateNode): boolean {
    if (move.source === box) return target !== box && isAncestorOrSelf(box, target);
    if (isAncestorOrSelf(box, target)) return true;
    const reach = this.reachOf(target);
    return this.moves.some((own) => own.source === box && own.target && this.reachOf(own.target) === reach);
  }

  private reachOf(target: AnyStateNode): string {
    const visible = this.view.visible(target);
    return visible ? this.id(visible) : `${this.view.owner(target)?.name} ${this.id(target)}`;
  }

  /** Where an arrow between two drawn states goes: between the ancestors that share a parent. */
  private place(from: AnyStateNode, to: AnyStateNode) {
    const fromChain = this.view.drawnChain(from);
    const toChain = this.view.drawnChain(to);
    let depth = 0;
    while (depth < fromChain.length && depth < toChain.length && fromChain[depth] === toChain[depth]) depth += 1;
    // An arrow between regions of a parallel state is drawn around the parallel state.
    while (depth > 0 && depth < fromChain.length && depth < toChain.length && fromChain[depth - 1]!.type === 'parallel') depth -= 1;
    if (depth === fromChain.length || depth === toChain.length) {
      // Into the state's own inside, or out to a state around it: a loop on the outer one.
      const outer = depth === fromChain.length ? from : to;
      return { block: this.view.drawnParent(outer), from: outer, to: outer };
    }
    return { block: depth > 0 ? fromChain[depth - 1]! : null, from: fromChain[depth]!, to: toChain[depth]! };
  }
}

export function partChart(machine: AnyStateMachine, parts: readonly Part[], part: Part, moves: readonly Move[], orders: readonly StepOrder[]): PartChart {
  const view = new PartView(machine, parts, part, orders);
  const ids = stateIds(machine);
  const id = (node: AnyStateNode) => ids.get(node) ?? node.key;
  const { arrows, stubs } = new PartArrows(view, moves, id);
  const unique = [...new Map(arrows.map((arrow) => [`${arrow.from} ${arrow.to} ${arrow.label}`, arrow])).values()];
  const arrowLines = (block: AnyStateNode | null, indent: string, from?: string) =>
    unique
      .filter((arrow) => arrow.block === block && (from === undefined || arrow.from === from))
      .map((arrow) => `${indent}${arrow.from} --> ${arrow.to} : ${arrow.label}`);

  const lines: string[] = ['stateDiagram-v2'];
  let states = 0;
  const render = (node: AnyStateNode, indent: string) => {
    states += 1;
    const nodeId = id(node);
    const title = mermaidText(stateTitle(node.key));
    const children = Object.values(node.states).filter((child) => view.mode(child));
    if (view.mode(node) === 'open' && children.length > 0) {
      lines.push(`${indent}state "${title}" as ${nodeId} {`);
      const inner = `${indent}  `;
      const start = view.visible(initialChild(node, orders) ?? node);
      if (start && start !== node) lines.push(`${inner}[*] --> ${id(start)}`);
      // Mermaid puts whatever follows a region's "--" into that region: a region's loops follow it.
      children.forEach((child, index) => {
        if (node.type === 'parallel' && index > 0) lines.push(`${inner}--`);
        render(child, inner);
        if (node.type === 'parallel') lines.push(...arrowLines(node, inner, id(child)));
      });
      if (node.type !== 'parallel') lines.push(...arrowLines(node, inner));
      lines.push(`${indent}}`);
    } else {
      lines.push(`${indent}state "${title}" as ${nodeId}`);
      const notes = view.mode(node) === 'box' ? [`inside drawn in part ${view.owner(node)!.name}`] : stateEffects(machine, node);
      for (const note of notes) lines.push(`${indent}${nodeId} : ${mermaidText(note)}`);
    }
    if (node.type === 'final') lines.push(`${indent}${nodeId} --> [*]`);
  };

  const start = initialChild(machine.root, orders);
  const startDrawn = start && view.visible(start);
  if (startDrawn && !view.drawnParent(startDrawn)) lines.push(`  [*] --> ${id(startDrawn)}`);
  for (const node of descendants(machine.root).filter((each) => view.mode(each) && !view.drawnParent(each))) render(node, '  ');
  for (const [other, stub] of stubs) {
    states += 1;
    lines.push(`  state "${mermaidText(`${other.name} part`)}" as ${stub}`);
  }
  lines.push(...arrowLines(null, '  '));
  if (stubs.size > 0) lines.push('  classDef otherPart stroke-dasharray:5 5', `  class ${[...stubs.values()].join(',')} otherPart`);
  return { name: part.name, mermaid: `${lines.join('\n')}\n`, states, edges: unique.length };
}
