import { expect, it } from 'vitest';
import type { AnyStateMachine, EventObject, SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';
import { serializeEvent } from './machine-harness';

/**
 * Model-based walks whose expected answers come from the requirement, not from the machine.
 *
 * The machine's graph is used only to find the paths (every state and every transition); each step
 * of a path is then checked against a requirement table written in the test: from a state (named
 * in the test's words), an event (named likewise) leads to the state the requirement says, making
 * the calls it says. An event a state does not list must leave that state as it is. A transition
 * the machine has that the table does not say, or one the table says that the machine lacks, fails.
 */

/** Where an event leads and which calls it starts (none unless listed). */
export type Outcome<TState extends string> = TState | { to: TState; calls: readonly string[] };

/** state → event → outcome, in the requirement's words. */
export type RequirementTable<TState extends string> = Partial<Record<TState, Record<string, Outcome<TState>>>>;

/** The machine under test, running: what the walk drives and reads. */
export interface RunningMachine<TMachine extends AnyStateMachine, TEvent extends EventObject> {
  /** Delivers one event of a path: sends it, or settles a fake call, or fires a fake timer. */
  deliver(event: TEvent): Promise<void> | void;
  snapshot(): SnapshotFrom<TMachine>;
  /** The calls (actor names) started since the last time this was asked. */
  takeCalls(): string[];
}

export interface RequirementWalk<TMachine extends AnyStateMachine, TEvent extends EventObject, TState extends string> {
  machine: TMachine;
  input: unknown;
  /** The events a person or a call could cause in this state (the graph tries each). */
  events(snapshot: SnapshotFrom<TMachine>): readonly TEvent[];
  /** The test's name for the state a snapshot is in. Snapshots with one name must behave alike. */
  stateOf(snapshot: SnapshotFrom<TMachine>): TState;
  /** The test's name for an event, as the table says it. */
  eventName(event: TEvent): string;
  /** The requirement: how each state answers each event. */
  table: RequirementTable<TState>;
  /** What each state must show, as the requirement says (optional per state). */
  shows?: Partial<Record<TState, (snapshot: SnapshotFrom<TMachine>) => void>>;
  /** A fresh machine with fake calls and clock. */
  start(): RunningMachine<TMachine, TEvent>;
}

const targetOf = <TState extends string>(outcome: Outcome<TState>) => (typeof outcome === 'string' ? outcome : outcome.to);
const callsOf = <TState extends string>(outcome: Outcome<TState> | undefined) => (outcome === undefined || typeof outcome === 'string' ? [] : outcome.calls);

/**
 * The paths of the walk (for each state, the shortest path to it followed by each event it offers:
 * every state and transition of the graph), and the graph's `state --event-->` pairs.
 */
export function requirementPaths<TMachine extends AnyStateMachine, TEvent extends EventObject, TState extends string>(
  walk: RequirementWalk<TMachine, TEvent, TState>,
) {
  const model = new TestModel(walk.machine, {
    input: walk.input,
    events: walk.events as never,
    serializeEvent: serializeEvent as never,
    serializeState: walk.stateOf as never,
  });
  const shortest = new Map(model.getShortestPaths({ allowDuplicatePaths: true }).map((path) => [
    walk.stateOf(path.state as never),
    path.steps.filter((step) => !step.event.type.startsWith('xstate.init')).map((step) => ({ event: step.event as TEvent })),
  ]));
  const paths: { event: TEvent }[][] = [];
  const edges: string[] = [];
  for (const { state, transitions } of Object.values(model.getAdjacencyMap())) {
    // A final state accepts nothing more: there is nothing to walk from it.
    if ((state as { status?: string }).status === 'done') continue;
    const name = walk.stateOf(state as never);
    const prefix = shortest.get(name);
    if (!prefix) throw new Error(`No path leads to ${name}`);
    for (const { event } of Object.values(transitions) as { event: TEvent }[]) {
      paths.push([...prefix, { event }]);
      edges.push(`${name} --${walk.eventName(event)}-->`);
    }
  }
  return { paths, edges };
}

/** Every `state --event-->` pair the table names, as "state --event-->" strings. */
export function tableEntries<TState extends string>(table: RequirementTable<TState>): string[] {
  return Object.entries(table).flatMap(([state, events]) => Object.keys(events as object).map((event) => `${state} --${event}-->`));
}

/**
 * Walks one path on a fresh running machine; after every step the state must be the one the table
 * names (or unchanged when the table names none), the calls those the table lists, and the state
 * must show what `shows` says.
 */
export async function walkPath<TMachine extends AnyStateMachine, TEvent extends EventObject, TState extends string>(
  walk: RequirementWalk<TMachine, TEvent, TState>,
  path: readonly { event: TEvent }[],
): Promise<void> {
  const running = walk.start();
  running.takeCalls();
  walk.shows?.[walk.stateOf(running.snapshot())]?.(running.snapshot());
  for (const { event } of path) {
    const before = walk.stateOf(running.snapshot());
    const name = walk.eventName(event);
    const outcome = walk.table[before]?.[name];
    await running.deliver(event);
    const after = walk.stateOf(running.snapshot());
    const step = `${before} --${name}-->`;
    expect({ step, state: after, calls: running.takeCalls() }, `after ${serializeEvent(event)}`).toEqual({
      step,
      state: outcome === undefined ? before : targetOf(outcome),
      calls: [...callsOf(outcome)],
    });
    walk.shows?.[after]?.(running.snapshot());
  }
}

/**
 * The walk's paths, found while the test file is collected. A machine that throws while its graph
 * is explored (a guard or an action that breaks) makes a failing test rather than a file that fails
 * to collect: Stryker's Vitest runner counts failed tests only (docs/mutation.md "One machine").
 */
function pathsOrFailingTest<TMachine extends AnyStateMachine, TEvent extends EventObject, TState extends string>(
  walk: RequirementWalk<TMachine, TEvent, TState>,
  name: string,
): ReturnType<typeof requirementPaths<TMachine, TEvent, TState>> {
  try {
    return requirementPaths(walk);
  } catch (error) {
    it(`${name}: the machine can be walked`, () => {
      throw error;
    });
    return { paths: [], edges: [] };
  }
}

/**
 * The tests of one requirement table: the table names only transitions the machine's graph has
 * (so a transition the machine lost fails), and every path of the graph walks as the table says
 * (so a transition that leads elsewhere, or one the table does not know, fails).
 */
export function testRequirements<TMachine extends AnyStateMachine, TEvent extends EventObject, TState extends string>(
  walk: RequirementWalk<TMachine, TEvent, TState>,
): void {
  const { paths, edges } = pathsOrFailingTest(walk, 'the walk');
  it('the machine takes every transition the requirement names', () => {
    expect(tableEntries(walk.table).filter((entry) => !edges.includes(entry))).toEqual([]);
  });
  it.each(paths.map((path, index) => [index, path.map((step) => walk.eventName(step.event)).join(' → '), path] as const))(
    'path %i (%s) goes where the requirement says',
    async (_index, _names, path) => walkPath(walk, path),
  );
}

/**
 * The tests of one requirement table walked from several starts (a guest and a user, a session
 * stored or none): each start's walk names its input and shares the table. The table names only
 * transitions the graphs of all starts have together, and every path of every start walks as it says.
 */
export function testRequirementsFromStarts<TMachine extends AnyStateMachine, TEvent extends EventObject, TState extends string>(
  starts: Readonly<Record<string, RequirementWalk<TMachine, TEvent, TState>>>,
): void {
  const walks = Object.entries(starts).map(([start, walk]) => ({ start, walk, ...pathsOrFailingTest(walk, `from ${start}`) }));
  it('the machine takes every transition the requirement names', () => {
    const edges = new Set(walks.flatMap(({ edges }) => edges));
    const named = new Set(walks.flatMap(({ walk }) => tableEntries(walk.table)));
    expect([...named].filter((entry) => !edges.has(entry))).toEqual([]);
  });
  for (const { start, walk, paths } of walks) {
    it.each(paths.map((path, index) => [index, path.map((step) => walk.eventName(step.event)).join(' → '), path] as const))(
      `from ${start}: path %i (%s) goes where the requirement says`,
      async (_index, _names, path) => walkPath(walk, path),
    );
  }
}

/** A state's name in a table: its step and the facts that hold, in order ("editing, no street, problems shown"). */
export const stateName = (...facts: (string | false | null | undefined)[]): string => facts.filter(Boolean).join(', ');

/**
 * The part of a table written by rules that the requirement itself reaches from `start` (rules
 * written over every combination of facts also name combinations no event leads to).
 */
export function reachableTable<TState extends string>(table: RequirementTable<TState>, start: TState): RequirementTable<TState> {
  const seen = new Set<TState>([start]);
  for (const state of seen) {
    for (const outcome of Object.values(table[state] ?? {}) as Outcome<TState>[]) seen.add(targetOf(outcome));
  }
  return Object.fromEntries(Object.entries(table).filter(([state]) => seen.has(state as TState))) as RequirementTable<TState>;
}
