import { expect } from 'vitest';
import type { AnyStateMachine, EventObject } from 'xstate';
import { TestModel } from 'xstate/graph';

// The fakes themselves import nothing of Vitest: the statechart explorer runs machines with them in a browser.
export { DeferredActors, ManualClock, settle } from './fake-actors';

/** Errors serialise by class and message, files by name and size, so that the model tells them apart (JSON makes every File `{}`). */
export function serializeEvent(event: EventObject): string {
  return JSON.stringify(event, (_key, value: unknown) => {
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    if (value instanceof File) return `file ${value.name} of ${value.size} bytes`;
    return value;
  });
}

export interface ModelStep<TEvent extends EventObject> {
  event: TEvent;
  /** The state value the model expects after the event. */
  value: unknown;
}

/**
 * Every transition of the model: for each reachable state, the shortest path to it followed by
 * each event the model allows there. Walking all of them visits every state and every edge.
 */
export function everyTransition<TEvent extends EventObject>(
  machine: AnyStateMachine,
  options: { input: unknown; events: (snapshot: ReturnType<AnyStateMachine['getInitialSnapshot']>) => readonly TEvent[]; serializeState: (snapshot: never) => string },
): ModelStep<TEvent>[][] {
  // createTestModel() is this class behind a check that refuses machines with invoke or after;
  // here those are modelled as explicit done/error/after events, so the class is used directly.
  const model = new TestModel(machine, {
    input: options.input,
    events: options.events as never,
    serializeEvent: serializeEvent as never,
    serializeState: options.serializeState as never,
  });
  const toStep = (step: { event: EventObject; state: { value: unknown } }): ModelStep<TEvent> => ({ event: step.event as TEvent, value: step.state.value });
  const shortest = new Map(
    model.getShortestPaths({ allowDuplicatePaths: true }).map((path) => [options.serializeState(path.state as never), path.steps.filter((s) => !s.event.type.startsWith('xstate.init')).map(toStep)]),
  );
  const paths: ModelStep<TEvent>[][] = [];
  for (const { state, transitions } of Object.values(model.getAdjacencyMap())) {
    const prefix = shortest.get(options.serializeState(state as never));
    if (!prefix) throw new Error(`No path leads to ${options.serializeState(state as never)}`);
    for (const { event, state: next } of Object.values(transitions) as { event: EventObject; state: { value: unknown } }[]) {
      paths.push([...prefix, { event: event as TEvent, value: next.value }]);
    }
  }
  return paths;
}

/** Walks one model path on the system under test, checking the state after every step. */
export async function walk<TEvent extends EventObject>(
  path: readonly ModelStep<TEvent>[],
  execute: (event: TEvent) => Promise<void> | void,
  actualValue: () => unknown,
): Promise<void> {
  for (const step of path) {
    await execute(step.event);
    expect(actualValue(), `after ${serializeEvent(step.event)}`).toEqual(step.value);
  }
}
