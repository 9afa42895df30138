/**
 * A machine's transitions as a reader takes them ("moves"): what triggers each, under which
 * condition, what it does on the way, and where it leads - or that it stays, when it only
 * updates context. A state that routes to a step by the wizard's position (`meta.stepOrder`) is
 * read as the order of its steps: Next leads to the following step, Back to the one before.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { guardWords, identifierWords } from './words';

/**
 * A routing state's `meta.stepOrder`: the actions that move the wizard's position forward and
 * back. Its guarded eventless transitions, in order, name the steps; its unguarded one leads
 * past the last step (unless it leads back to a step).
 */
interface StepOrderMeta {
  next: string;
  back: string;
}

export interface StepOrder extends StepOrderMeta {
  router: AnyStateNode;
  steps: AnyStateNode[];
  /** Where Next on the last step leads; null when the order ends at its last step. */
  exit: AnyStateNode | null;
}

export interface Move {
  /** The state whose transition this is (the machine's root for "in any state"). */
  source: AnyStateNode;
  /** Where it leads; null when it stays in the state (it only updates context or tells the app). */
  target: AnyStateNode | null;
  /** Words for a target the chart draws as its parent (Back defined for all steps at once). */
  targetWords?: string;
  /** Trigger and condition: "submit [otherwise]", "[countdown is over]", "verify code failed". */
  when: string;
  /** What it does on the way, in words; scheduling and step-order bookkeeping left out. */
  effects: string[];
  /** The machine's transition it reads: the explorer finds the words of the one a running machine would take. */
  transition: TransitionLike;
}

/** Every state node below (and excluding) `node`, depth first in definition order. */
export function descendants(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...descendants(child)]);
}

export function isAncestorOrSelf(ancestor: AnyStateNode, node: AnyStateNode): boolean {
  return node.path.length >= ancestor.path.length && ancestor.path.every((key, i) => node.path[i] === key);
}

function isStepOrderMeta(value: unknown): value is StepOrderMeta {
  return typeof value === 'object' && value !== null && typeof (value as StepOrderMeta).next === 'string' && typeof (value as StepOrderMeta).back === 'string';
}

export function stepOrders(machine: AnyStateMachine): StepOrder[] {
  return descendants(machine.root).flatMap((router) => {
    const meta: unknown = router.meta?.stepOrder;
    if (!isStepOrderMeta(meta)) return [];
    const always = router.always ?? [];
    const steps = always.filter((transition) => transition.guard).flatMap((transition) => transition.target ?? []);
    const fallback = always.find((transition) => !transition.guard)?.target?.[0] ?? null;
    const exit = fallback && !steps.includes(fallback) ? fallback : null;
    return [{ router, steps, exit, next: meta.next, back: meta.back }];
  });
}

/** Where a state starts: its initial child, or the first step when that child is a routing state. */
export function initialChild(node: AnyStateNode, orders: readonly StepOrder[]): AnyStateNode | null {
  const initial = node.type === 'parallel' ? undefined : node.initial?.target?.[0];
  if (!initial) return null;
  return orders.find((order) => order.router === initial)?.steps[0] ?? initial;
}

export interface TransitionLike {
  eventType: string;
  target?: readonly AnyStateNode[] | undefined;
  guard?: unknown;
  actions: readonly unknown[];
  description?: string;
}

/** A state's transitions: on events (its delays and calls' answers too) and eventless ones. */
export function transitionsOf(node: AnyStateNode): TransitionLike[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

function siblingsOf(node: AnyStateNode, transition: TransitionLike): readonly TransitionLike[] {
  return transition.eventType === '' ? (node.always ?? []) : (node.transitions.get(transition.eventType) ?? []);
}

function invokedSource(node: AnyStateNode, invokeId: string): string {
  const definition = node.invoke.find((invoke) => invoke.id === invokeId);
  return identifierWords(typeof definition?.src === 'string' ? definition.src : invokeId);
}

function triggerWords(node: AnyStateNode, eventType: string): string {
  if (eventType === '') return '';
  const delayed = node.after.find((transition) => transition.eventType === eventType);
  if (delayed) return `after ${typeof delayed.delay === 'number' ? `${delayed.delay} ms` : identifierWords(String(delayed.delay))}`;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done?.[1]) return `${invokedSource(node, done[1])} done`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error?.[1]) return `${invokedSource(node, error[1])} failed`;
  return identifierWords(eventType);
}

/** "event [condition]"; a transition's `description` names the trigger instead of its event. */
function whenWords(node: AnyStateNode, transition: TransitionLike): string {
  const trigger = transition.description ?? triggerWords(node, transition.eventType);
  const siblings = siblingsOf(node, transition);
  const guardedBefore = siblings.slice(0, siblings.indexOf(transition)).some((sibling) => sibling.guard);
  const condition = guardWords(transition.guard) || (guardedBefore ? 'otherwise' : '');
  if (!trigger) return condition ? `[${condition}]` : 'at once';
  return condition ? `${trigger} [${condition}]` : trigger;
}

function actionName(action: unknown): string | null {
  if (typeof action === 'string') return action;
  if (typeof action === 'object' && action !== null && typeof (action as { type?: unknown }).type === 'string') return (action as { type: string }).type;
  return null;
}

/** Actions that only arrange other events: the event they schedule is drawn where it is handled. */
const SCHEDULING = new Set(['xstate.raise', 'xstate.cancel', 'xstate.enqueueActions']);

/** Named actions in words, without scheduling and without the actions in `hidden`. */
function effectWords(machine: AnyStateMachine, actions: readonly unknown[], hidden: readonly string[] = []): string[] {
  const implementations = machine.implementations.actions as Record<string, { type?: unknown } | undefined>;
  return actions
    .map(actionName)
    .filter((name): name is string => name !== null && !hidden.includes(name))
    .filter((name) => !SCHEDULING.has(String(implementations[name]?.type)))
    .map(identifierWords);
}

/** The moves of one transition: one per target, routing targets read as the step order. */
function movesOfTransition(machine: AnyStateMachine, orders: readonly StepOrder[], node: AnyStateNode, transition: TransitionLike): Move[] {
  const base = { source: node, when: whenWords(node, transition), transition };
  const targets = transition.target ?? [];
  if (targets.length === 0) return [{ ...base, target: null, effects: effectWords(machine, transition.actions) }];
  return targets.flatMap((target): Move[] => {
    const order = orders.find((candidate) => candidate.router === target);
    if (!order) return [{ ...base, target, effects: effectWords(machine, transition.actions) }];
    const effects = effectWords(machine, transition.actions, [order.next, order.back]);
    const names = transition.actions.map(actionName);
    const index = order.steps.findIndex((step) => isAncestorOrSelf(step, node));
    const parent = order.router.parent ?? order.router;
    if (names.includes(order.next)) {
      if (index === -1) return [{ ...base, target: parent, targetWords: 'next step', effects }];
      const next = order.steps[index + 1] ?? order.exit;
      return next ? [{ ...base, target: next, effects }] : [];
    }
    if (names.includes(order.back)) {
      if (index === -1) return [{ ...base, target: parent, targetWords: 'previous step', effects }];
      const previous = order.steps[index - 1];
      return previous ? [{ ...base, target: previous, effects }] : [];
    }
    // Any other way into the routing state opens the step the wizard's position names.
    return [{ ...base, target: parent, effects }];
  });
}

/** Every move of the machine, routing states' own choices left out (the step order shows them). */
export function movesOf(machine: AnyStateMachine, orders: readonly StepOrder[]): Move[] {
  return [machine.root, ...descendants(machine.root)]
    .filter((node) => !orders.some((order) => order.router === node))
    .flatMap((node) => transitionsOf(node).flatMap((transition) => movesOfTransition(machine, orders, node, transition)));
}

/** What a state does by itself: the actors it calls, the effects of entering and leaving it. */
export function stateEffects(machine: AnyStateMachine, node: AnyStateNode): string[] {
  const calls = node.invoke.map((invoke) => `calls ${identifierWords(typeof invoke.src === 'string' ? invoke.src : invoke.id)}`);
  const entry = effectWords(machine, node.entry);
  const exit = effectWords(machine, node.exit);
  return [...calls, ...(entry.length > 0 ? [`entry / ${entry.join(', ')}`] : []), ...(exit.length > 0 ? [`exit / ${exit.join(', ')}`] : [])];
}
