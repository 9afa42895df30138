/**
 * A large machine is drawn in parts that fit a screen: its root's `meta.diagramParts` names
 * each part and the states it draws (paths from the root, e.g. 'filling.wizard.editing'). A state
 * belongs to the part that names it or its nearest named ancestor; there it is drawn with its
 * inside. A part that draws the parent of a state of another part draws that state as one box;
 * states elsewhere are reached through one box per other part. A machine without parts is one
 * part.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { StepOrder } from './moves';

export interface Part {
  name: string;
  roots: AnyStateNode[];
}

function stateAt(machine: AnyStateMachine, path: string): AnyStateNode {
  const node = path.split('.').reduce<AnyStateNode | undefined>((parent, key) => parent?.states[key], machine.root);
  if (!node) throw new Error(`${machine.id}: meta.diagramParts names "${path}", which is no state`);
  return node;
}

export function partsOf(machine: AnyStateMachine): Part[] {
  const listed: unknown = machine.root.meta?.diagramParts;
  if (listed === undefined) return [{ name: '', roots: Object.values(machine.root.states) }];
  if (typeof listed !== 'object' || listed === null) throw new Error(`${machine.id}: meta.diagramParts maps part names to state paths`);
  const parts = Object.entries(listed as Record<string, string[]>).map(([name, paths]) => ({ name, roots: paths.map((path) => stateAt(machine, path)) }));
  for (const state of Object.values(machine.root.states)) {
    if (!parts.some((part) => part.roots.includes(state))) throw new Error(`${machine.id}: state "${state.key}" is in no diagram part`);
  }
  return parts;
}

/** How a part sees the machine's states: drawn with their inside ("open"), as one box, or not at all. */
export class PartView {
  private readonly rootOwners = new Map<AnyStateNode, Part>();

  constructor(
    readonly machine: AnyStateMachine,
    readonly parts: readonly Part[],
    readonly part: Part,
    private readonly orders: readonly StepOrder[],
  ) {
    for (const each of parts) for (const root of each.roots) this.rootOwners.set(root, each);
  }

  /** The part that draws the state with its inside. */
  owner(node: AnyStateNode): Part | null {
    for (let current: AnyStateNode | undefined = node; current; current = current.parent) {
      const owner = this.rootOwners.get(current);
      if (owner) return owner;
    }
    return null;
  }

  /** The outermost state of its own part around a state: how other parts name where an arrow comes from. */
  partRoot(node: AnyStateNode): AnyStateNode {
    let current = node;
    while (!this.rootOwners.has(current) && current.parent) current = current.parent;
    return current;
  }

  mode(node: AnyStateNode): 'open' | 'box' | null {
    if (node === this.machine.root || this.orders.some((order) => order.router === node)) return null;
    if (this.owner(node) === this.part) return 'open';
    return node.parent && node.parent !== this.machine.root && this.mode(node.parent) === 'open' ? 'box' : null;
  }

  /** The state itself when this part draws it, else the box or state drawn around it; null when none is. */
  visible(node: AnyStateNode): AnyStateNode | null {
    for (let current: AnyStateNode | undefined = node; current && current !== this.machine.root; current = current.parent) {
      if (this.mode(current)) return current;
    }
    return null;
  }

  /** The drawn composite a drawn state sits in; null at the part's top level. */
  drawnParent(node: AnyStateNode): AnyStateNode | null {
    return node.parent && this.mode(node.parent) === 'open' ? node.parent : null;
  }

  /** The drawn states from the part's top level down to `node`. */
  drawnChain(node: AnyStateNode): AnyStateNode[] {
    const chain: AnyStateNode[] = [];
    for (let current: AnyStateNode | null = node; current; current = this.drawnParent(current)) chain.unshift(current);
    return chain;
  }
}
