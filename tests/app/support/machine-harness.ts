import { expect } from 'vitest';
import { fromPromise, type AnyStateMachine, type EventObject } from 'xstate';
import { TestModel } from 'xstate/graph';

/**
 * A clock for actors under test: timeouts fire only when a test fires them. Give every named
 * delay a distinct duration in the actor under test, and `fire(duration)` runs exactly that one.
 */
export class ManualClock {
  private timers = new Map<number, { fn: () => void; ms: number }>();
  private nextId = 1;
  private started: number[] = [];

  setTimeout = (fn: (...args: unknown[]) => void, ms: number): number => {
    const id = this.nextId++;
    this.timers.set(id, { fn, ms });
    this.started.push(ms);
    return id;
  };

  /** The durations of the timeouts set since the last time this was asked, in order. */
  takeStarted(): number[] {
    const started = this.started;
    this.started = [];
    return started;
  }

  clearTimeout = (id: unknown): void => {
    this.timers.delete(id as number);
  };

  pending(): number[] {
    return [...this.timers.values()].map((timer) => timer.ms).sort((a, b) => a - b);
  }

  fire(ms: number): void {
    const entry = [...this.timers.entries()].find(([, timer]) => timer.ms === ms);
    if (!entry) throw new Error(`No pending timeout of ${ms} ms (pending: ${this.pending().join(', ')})`);
    this.timers.delete(entry[0]);
    entry[1].fn();
  }
}

/** Promise actors that settle only when a test says so. */
export class DeferredActors {
  private pendingCalls = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void; input: unknown }>();
  private started: string[] = [];

  logic<TOutput, TInput = unknown>(name: string) {
    return fromPromise<TOutput, TInput>(
      ({ input }) =>
        new Promise<TOutput>((resolve, reject) => {
          this.started.push(name);
          this.pendingCalls.set(name, { resolve: resolve as (value: unknown) => void, reject, input });
        }),
    );
  }

  inputOf(name: string): unknown {
    return this.take(name, false).input;
  }

  /** The calls started since the last time this was asked, in order. */
  takeStarted(): string[] {
    const started = this.started;
    this.started = [];
    return started;
  }

  isPending(name: string): boolean {
    return this.pendingCalls.has(name);
  }

  async resolve(name: string, value?: unknown): Promise<void> {
    this.take(name).resolve(value);
    await settle();
  }

  async reject(name: string, error: unknown): Promise<void> {
    this.take(name).reject(error);
    await settle();
  }

  private take(name: string, remove = true) {
    const call = this.pendingCalls.get(name);
    if (!call) throw new Error(`The actor "${name}" is not running`);
    if (remove) this.pendingCalls.delete(name);
    return call;
  }
}

/** Lets promise callbacks (actor results) reach the actor. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

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
