/**
 * What a walk needs besides the machine, one small table per machine (tables/): the input it
 * starts from, sample payloads for the events that carry data (typed text, a choice), and for
 * every call the machine makes, the answers an analyst may give it: its successes and each failure
 * the chart tells apart. The samples come from the machine's tests (tests/machines/*-fixtures.ts).
 */
import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import type { Clock } from '../../../machines/clock';

export interface Sample<T> {
  /** What the button says: "empty the street", "not enough points". */
  label: string;
  value: T;
}

export interface CallAnswers {
  done: Sample<unknown>[];
  failed: Sample<unknown>[];
}

type EventSamples<TMachine extends AnyStateMachine> = {
  [K in EventFromLogic<TMachine>['type']]?:
    | Sample<Extract<EventFromLogic<TMachine>, { type: K }>>[]
    /** Samples that depend on where the walk is (the answers of the survey question shown). */
    | ((snapshot: SnapshotFrom<TMachine>) => Sample<Extract<EventFromLogic<TMachine>, { type: K }>>[]);
};

export interface WalkTable<TMachine extends AnyStateMachine> {
  machine: TMachine;
  /** When the walk's clock starts (ms since the epoch). */
  startsAt: number;
  input(clock: Clock): InputFrom<TMachine>;
  /** Events that carry data; an event not listed carries none and is sent as it is. */
  events: EventSamples<TMachine>;
  /** Every call the machine makes, by actor name. */
  calls: Record<string, CallAnswers>;
  /** Events the machine sends itself (a debounce's end): not offered as buttons. */
  internal?: string[];
}

/** A table with its machine's types forgotten, as the explorer holds them side by side. */
export interface AnyWalkTable {
  machine: AnyStateMachine;
  startsAt: number;
  input(clock: Clock): unknown;
  events: Partial<Record<string, Sample<{ type: string }>[] | ((snapshot: SnapshotFrom<AnyStateMachine>) => Sample<{ type: string }>[])>>;
  calls: Record<string, CallAnswers>;
  internal?: string[];
}

/** Checks a table against its machine's types, then forgets them. */
export const walkTable = <TMachine extends AnyStateMachine>(table: WalkTable<TMachine>): AnyWalkTable => table as unknown as AnyWalkTable;
