/**
 * A walk through a machine: the real machine from machines/, given fake calls (answered by the
 * analyst) and a clock whose time passes only when asked, never a server. It offers what the
 * machine accepts now, in the chart's words, and keeps the path taken. A step is an event with
 * one of its table's samples, an answer to a pending call, or time passing; the same steps replay
 * a shared walk (walk-link.ts).
 */
import { createActor, getNextTransitions, getStateNodes, type Actor, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type EventObject } from 'xstate';
import { inSeconds } from '../../../machines/description-words';
import { stateName } from '../../../scripts/statechart/document';
import type { Move } from '../../../scripts/statechart/moves';
import { identifierWords, stateTitle } from '../../../scripts/statechart/words';
import { DeferredActors, settle } from '../../../tests/app/support/fake-actors';
import { WalkClock } from './walk-clock';
import type { AnyWalkTable, Sample } from './walk-table';

export type WalkStep =
  | { kind: 'event'; type: string; sample: number }
  | { kind: 'answer'; call: string; outcome: 'done' | 'failed'; sample: number }
  | { kind: 'time' };

/** An event the machine may take now, with one sample payload. */
export interface Offer {
  step: Extract<WalkStep, { kind: 'event' }>;
  label: string;
  enabled: boolean;
  /** What the chart says the event does here, one line per arrow: "next [form is complete] → Reviewing / forget problems". */
  ways: string[];
  /** Where it leads when taken now, in the chart's words; null when it cannot be taken. */
  leadsTo: string | null;
}

/** A call the machine waits for, with the answers its table offers. */
export interface PendingCall {
  call: string;
  /** The state that makes it. */
  state: string;
  answers: { step: Extract<WalkStep, { kind: 'answer' }>; label: string }[];
  /** What the chart says each answer does. */
  ways: string[];
}

export interface TakenStep {
  step: WalkStep;
  words: string;
  /** The state after it. */
  state: string;
  /** What the machine told the app on the way ("finished", "progress.save"). */
  told: string[];
}

/** A step the walk cannot take where it is (a link made on an older machine, say). */
export class StepRefused extends Error {}

const isPersonEvent = (type: string) => type !== '' && type !== '*' && !type.startsWith('xstate.');

function moveWords(move: Move): string {
  const target = move.targetWords ?? (move.target ? stateTitle(move.target.key) : null);
  return `${move.when}${target ? ` → ${target}` : ''}${move.effects.length > 0 ? ` / ${move.effects.join(', ')}` : ''}`;
}

const eventTitle = (type: string) => stateTitle(type);

/** A wait in words: "1 second", "990 ms". */
export const waitWords = (ms: number) => (ms % 1000 === 0 ? inSeconds(ms) : `${ms} ms`);

/** The states of a state value, each once (the machine itself left out). */
const nodesOf = (machine: AnyStateMachine, value: AnyMachineSnapshot['value']) =>
  [...new Set(getStateNodes(machine.root, value))].filter((node) => node.parent);

/** A state value in the states table's words: its innermost states, "+" between parallel ones. */
function valueWords(machine: AnyStateMachine, value: AnyMachineSnapshot['value']): string {
  const nodes = nodesOf(machine, value);
  return nodes.filter((node) => !nodes.some((other) => other.parent === node)).map(stateName).join(' + ');
}

export class Walk {
  readonly clock: WalkClock;
  readonly taken: TakenStep[] = [];
  private readonly actors = new DeferredActors();
  private readonly actor: Actor<AnyStateMachine>;
  private told: string[] = [];

  constructor(
    readonly table: AnyWalkTable,
    private readonly moves: readonly Move[],
  ) {
    this.clock = new WalkClock(table.startsAt);
    const calls = Object.fromEntries(Object.keys(table.calls).map((call) => [call, this.actors.logic(call)]));
    const machine = table.machine.provide({ actors: calls });
    this.actor = createActor(machine, { input: table.input(this.clock), clock: this.clock });
    this.actor.on('*', (event: EventObject) => this.told.push(event.type));
    // A machine that fails (an action throws) shows its error in the page instead of the console.
    this.actor.subscribe({ error: () => {} });
    this.actor.start();
    this.told = [];
  }

  snapshot(): AnyMachineSnapshot {
    return this.actor.getSnapshot() as AnyMachineSnapshot;
  }

  /** The states the machine is in (the machine itself left out). */
  activeNodes(): AnyStateNode[] {
    return nodesOf(this.table.machine, this.snapshot().value);
  }

  /** Where the walk is, in the states table's words. */
  stateWords(): string {
    const { status, value } = this.snapshot();
    const words = valueWords(this.table.machine, value);
    return status === 'done' ? `${words} (finished)` : status === 'error' ? `${words} (the machine failed)` : words;
  }

  offers(): Offer[] {
    const snapshot = this.snapshot();
    if (snapshot.status !== 'active') return [];
    const types = [...new Set(getNextTransitions(snapshot).map((each) => each.eventType))].filter((type) => isPersonEvent(type) && !this.table.internal?.includes(type));
    // The chart's moves are read from the machine as written; the walk runs it as provided (another object), so they meet by state.
    const sources = new Set([this.table.machine.root, ...this.activeNodes()]);
    return types.flatMap((type) => {
      const ways = [...new Set(this.moves.filter((move) => move.transition.eventType === type && sources.has(move.source)).map(moveWords))];
      const samples = this.samplesOf(type);
      if (samples.length === 0) return [{ step: { kind: 'event', type, sample: 0 }, label: `${eventTitle(type)} (no sample here)`, enabled: false, ways, leadsTo: null }];
      return samples.map((sample, index): Offer => {
        const enabled = this.accepts(sample.value);
        return {
          step: { kind: 'event', type, sample: index },
          label: sample.label ? `${eventTitle(type)}: ${sample.label}` : eventTitle(type),
          enabled,
          ways,
          leadsTo: enabled ? this.leadsTo(sample.value) : null,
        };
      });
    });
  }

  pendingCalls(): PendingCall[] {
    const snapshot = this.snapshot();
    if (snapshot.status !== 'active') return [];
    return this.activeNodes().flatMap((node) =>
      node.invoke.flatMap((invoke): PendingCall[] => {
        const call = typeof invoke.src === 'string' ? invoke.src : null;
        const answers = call === null ? undefined : this.table.calls[call];
        const child = snapshot.children[invoke.id] as { getSnapshot(): { status: string } } | undefined;
        if (call === null || !answers || child?.getSnapshot().status !== 'active' || !this.actors.isPending(call)) return [];
        const outcomes = (['done', 'failed'] as const).flatMap((outcome) =>
          answers[outcome].map((sample, index) => ({ step: { kind: 'answer' as const, call, outcome, sample: index }, label: sample.label })));
        const ends = [`xstate.done.actor.${invoke.id}`, `xstate.error.actor.${invoke.id}`];
        const ways = this.moves.filter((move) => move.source === node && ends.includes(move.transition.eventType)).map(moveWords);
        return [{ call, state: stateName(node), answers: outcomes, ways }];
      }));
  }

  /** Milliseconds until the next timer the machine set; null when it set none. */
  nextTimer(): number | null {
    return this.snapshot().status === 'active' ? this.clock.untilNext() : null;
  }

  async take(step: WalkStep): Promise<void> {
    const words = await this.perform(step);
    this.taken.push({ step, words, state: this.stateWords(), told: this.told.splice(0) });
  }

  private async perform(step: WalkStep): Promise<string> {
    if (this.snapshot().status !== 'active') throw new StepRefused('the machine has stopped');
    switch (step.kind) {
      case 'event': {
        const offer = this.offers().find((each) => each.step.type === step.type && each.step.sample === step.sample);
        const sample = this.samplesOf(step.type)[step.sample];
        if (!offer?.enabled || !sample) throw new StepRefused(`${eventTitle(step.type)} is not accepted here`);
        this.actor.send(sample.value);
        await settle();
        return offer.label;
      }
      case 'answer': {
        const pending = this.pendingCalls().find((each) => each.call === step.call);
        const sample = this.table.calls[step.call]?.[step.outcome][step.sample];
        if (!pending || !sample) throw new StepRefused(`no call to ${step.call} is waiting for that answer`);
        if (step.outcome === 'done') await this.actors.resolve(step.call, sample.value);
        else await this.actors.reject(step.call, sample.value);
        return `${identifierWords(step.call)} ${step.outcome === 'done' ? 'answers' : 'fails'}: ${sample.label}`;
      }
      case 'time': {
        const wait = this.clock.untilNext();
        if (wait === null || !this.clock.passToNext()) throw new StepRefused('no timer is running');
        await settle();
        return `${waitWords(wait)} pass${wait === 1000 ? 'es' : ''}`;
      }
    }
  }

  private samplesOf(type: string): Sample<{ type: string }>[] {
    const samples = this.table.events[type];
    if (!samples) return [{ label: '', value: { type } }];
    return typeof samples === 'function' ? samples(this.snapshot() as never) : samples;
  }

  private accepts(event: EventObject): boolean {
    try {
      return this.snapshot().can(event);
    } catch {
      return false;
    }
  }

  /**
   * Where the event leads, in the chart's words: the machine as written picks the transitions (its
   * guards are the provided machine's), without taking them. The pure `transition()` would run
   * their actions, and an action that calls out (a new Idempotency-Key) would count a call.
   */
  private leadsTo(event: EventObject): string {
    const chosen: readonly unknown[] = this.table.machine.getTransitionData(this.snapshot() as never, event as never);
    const targets = this.moves.filter((move) => chosen.includes(move.transition) && move.target);
    return targets.length === 0 ? 'stays in this state' : [...new Set(targets.map((move) => move.targetWords ?? stateTitle(move.target!.key)))].join(' + ');
  }

  stop(): void {
    this.actor.stop();
  }
}

/** Starts a walk and takes the steps of a shared link, stopping at the first one it cannot take. */
export async function replay(table: AnyWalkTable, moves: readonly Move[], steps: readonly WalkStep[]): Promise<{ walk: Walk; refused: { index: number; reason: string } | null }> {
  const walk = new Walk(table, moves);
  for (const [index, step] of steps.entries()) {
    try {
      await walk.take(step);
    } catch (error) {
      if (error instanceof StepRefused) return { walk, refused: { index, reason: error.message } };
      throw error;
    }
  }
  return { walk, refused: null };
}
