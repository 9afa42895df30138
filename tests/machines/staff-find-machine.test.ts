/**
 * The Find desk's search box against issue 27 §2 ("one search box for a person or company") and
 * the desk's choice (machines/staff-find-machine.ts): it searches once typing pauses, or at once on
 * Enter; a query under 2 characters (the server's minimum) is not sent; a failure keeps the query.
 * Plain rules first, then a model-based walk checked against the table written below.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { staffFindMachine } from '../../machines/staff-find-machine';
import { DeferredActors, ManualClock } from '../app/support/machine-harness';
import { testRequirements, type RequirementTable } from '../app/support/requirement-walk';

/** The pause the desk waits for, in ms (written here from the machine's documented choice). */
const PAUSE_MS = 400;
const NOWAK = [{ kind: 'company' as const, uuid: 'c1', name: 'Dachy Nowak Sp. z o.o.', region: 'pl', registration_number: '6762468294' }];
const OFFLINE = new TypeError('Failed to fetch');

function start(query?: string) {
  const actors = new DeferredActors();
  const clock = new ManualClock();
  const machine = staffFindMachine.provide({ actors: { find: actors.logic('find') } });
  const actor = createActor(machine, { input: { query }, clock });
  const searched: string[] = [];
  actor.on('searched', ({ query: q }) => searched.push(q));
  actor.start();
  return { actor, actors, clock, searched, context: () => actor.getSnapshot().context };
}

describe('staff find machine', () => {
  it('sends nothing while typing, then the trimmed query once typing pauses', () => {
    const { actor, actors, clock } = start();
    actor.send({ type: 'TYPE', value: ' 600' });
    actor.send({ type: 'TYPE', value: ' 600 000 001 ' });
    expect(actors.takeStarted()).toEqual([]);
    clock.fire(PAUSE_MS);
    expect(actors.inputOf('find')).toEqual({ q: '600 000 001' });
  });

  it('searches at once on Enter, and tells the view which query it searched (for the address)', () => {
    const { actor, actors, searched } = start();
    actor.send({ type: 'TYPE', value: 'Nowak' });
    actor.send({ type: 'SUBMIT' });
    expect(actors.takeStarted()).toEqual(['find']);
    expect(searched).toEqual(['Nowak']);
  });

  it('does not send a query under 2 characters, even on Enter', () => {
    const { actor, actors, clock } = start();
    actor.send({ type: 'TYPE', value: ' N ' });
    actor.send({ type: 'SUBMIT' });
    expect(clock.pending()).toEqual([]);
    expect(actors.takeStarted()).toEqual([]);
    expect(actor.getSnapshot().value).toBe('tooShort');
  });

  it('starts with the query of the address and searches it', () => {
    const { actors, clock } = start('Nowak');
    clock.fire(PAUSE_MS);
    expect(actors.inputOf('find')).toEqual({ q: 'Nowak' });
  });

  it('keeps the results shown while the next query is typed, saying which query they answer', async () => {
    const { actor, actors, clock, context } = start('Nowak');
    clock.fire(PAUSE_MS);
    await actors.resolve('find', NOWAK);
    actor.send({ type: 'TYPE', value: 'Nowak Dachy' });
    expect(context()).toMatchObject({ query: 'Nowak Dachy', results: NOWAK, resultsFor: 'Nowak' });
  });

  it('keeps the query and the earlier results when a search fails, and tries again on request', async () => {
    const { actor, actors, clock, context } = start('Nowak');
    clock.fire(PAUSE_MS);
    await actors.resolve('find', NOWAK);
    actor.send({ type: 'TYPE', value: '600000001' });
    clock.fire(PAUSE_MS);
    await actors.reject('find', OFFLINE);
    expect(context()).toMatchObject({ query: '600000001', results: NOWAK });
    actor.send({ type: 'RETRY' });
    expect(actors.inputOf('find')).toEqual({ q: '600000001' });
  });

  it('forgets the results when the box is cleared', async () => {
    const { actor, actors, clock, context } = start('Nowak');
    clock.fire(PAUSE_MS);
    await actors.resolve('find', NOWAK);
    actor.send({ type: 'TYPE', value: '' });
    expect(context().results).toBeNull();
  });

  it('cuts a query at the server\'s 100 characters', () => {
    const { actor, context } = start();
    actor.send({ type: 'TYPE', value: 'x'.repeat(150) });
    expect(context().query).toHaveLength(100);
  });
});

type Snapshot = SnapshotFrom<typeof staffFindMachine>;
const PAUSE = 'xstate.after.typing pause.staffFind.typing';
type WalkEvent =
  | { type: 'TYPE'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | { type: typeof PAUSE }
  | { type: 'xstate.done.actor.find'; output: unknown }
  | { type: 'xstate.error.actor.find'; error: unknown };

function stateOf(snapshot: Snapshot): string {
  const names: Record<string, string> = { empty: 'empty', tooShort: 'too short', typing: 'typing', searching: 'searching', shown: 'results shown', failed: 'failed' };
  return names[String(snapshot.value)] ?? String(snapshot.value);
}

const TYPING: WalkEvent[] = [{ type: 'TYPE', value: 'Nowak' }, { type: 'TYPE', value: 'N' }, { type: 'TYPE', value: '  ' }];

function eventsIn(snapshot: Snapshot): WalkEvent[] {
  const state = stateOf(snapshot);
  const settle: WalkEvent[] = state === 'searching' ? [{ type: 'xstate.done.actor.find', output: NOWAK }, { type: 'xstate.error.actor.find', error: OFFLINE }] : [];
  const pause: WalkEvent[] = state === 'typing' ? [{ type: PAUSE }] : [];
  return [...TYPING, { type: 'SUBMIT' }, { type: 'RETRY' }, ...pause, ...settle];
}

function eventName(event: WalkEvent): string {
  if (event.type === 'TYPE') return event.value === 'Nowak' ? 'types a name' : event.value === 'N' ? 'types one letter' : 'clears the box';
  if (event.type === 'SUBMIT') return 'presses Enter';
  if (event.type === 'RETRY') return 'tries again';
  if (event.type === PAUSE) return 'typing pauses';
  return event.type === 'xstate.done.actor.find' ? 'results come' : 'no answer';
}

/**
 * The requirement: typing a query of 2 characters or more waits for a pause (Enter does not wait),
 * then searches; shorter ones say so and send nothing; a cleared box is empty; typing during a
 * search starts over with the new query; a failure can be tried again; a query already shown is
 * not asked again.
 */
const TYPED = { 'types one letter': 'too short', 'clears the box': 'empty' } as const;
const SEARCH = { to: 'searching', calls: ['find'] } as const;
const FIND: RequirementTable<string> = {
  'empty': { 'types a name': 'typing', 'types one letter': 'too short' },
  'too short': { 'types a name': 'typing', 'clears the box': 'empty' },
  'typing': { ...TYPED, 'typing pauses': SEARCH, 'presses Enter': SEARCH },
  'searching': { ...TYPED, 'types a name': 'typing', 'results come': 'results shown', 'no answer': 'failed' },
  'results shown': { ...TYPED },
  'failed': { ...TYPED, 'types a name': 'typing', 'tries again': SEARCH, 'presses Enter': SEARCH },
};

describe('staff find machine: every state and transition as the requirement says', () => {
  testRequirements({
    machine: staffFindMachine,
    input: {},
    events: eventsIn,
    stateOf,
    eventName,
    table: FIND,
    shows: {
      'results shown': (snapshot) => expect(snapshot.context).toMatchObject({ results: NOWAK, resultsFor: 'Nowak' }),
      'empty': (snapshot) => expect(snapshot.context.results).toBeNull(),
    },
    start() {
      const { actor, actors, clock } = start();
      return {
        snapshot: () => actor.getSnapshot(),
        takeCalls: () => actors.takeStarted(),
        async deliver(event) {
          if (event.type === PAUSE) clock.fire(PAUSE_MS);
          else if (event.type === 'xstate.done.actor.find') await actors.resolve('find', event.output);
          else if (event.type === 'xstate.error.actor.find') await actors.reject('find', event.error);
          else actor.send(event);
        },
      };
    },
  });
});
