/**
 * Fake calls and a fake clock for running a machine without a server or real time: the tests'
 * (machine-harness.ts) and the statechart explorer's (src/explorer), so free of Vitest.
 */
import { fromPromise } from 'xstate';

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
