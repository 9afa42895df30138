/**
 * "Open as this user" against issue 27 §2 ("makes a single-use 5-minute emulation link and opens
 * the portal in a new tab"): one link asked for at a time, the tab opened only with a link, a
 * failure said by its cause and nothing opened, the link kept on the page until it runs out.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { emulationFailure, emulationLinkMachine } from '../../machines/emulation-link-machine';
import { DeferredActors, ManualClock } from '../app/support/machine-harness';
import { testRequirements, type RequirementTable } from '../app/support/requirement-walk';

const OWNER = '0b5c2f8e-1c1a-4f43-9d1e-5d8f1b0c2a11';
const INSTALLER = '7a4c1d2e-3b5f-4e6a-8c9d-0e1f2a3b4c5d';
const LINK = { url: 'http://localhost/?x:abc', expires_at: '2026-11-27T20:05:00.000Z' };
/** The code's lifetime on the server (issue 27: 5 minutes). */
const FIVE_MINUTES_MS = 5 * 60 * 1000;
const FORBIDDEN = { status: 403, body: { message: 'Forbidden' } };
const GONE = { status: 404, body: { message: 'Not found' } };
const OFFLINE = new TypeError('Failed to fetch');

function start() {
  const actors = new DeferredActors();
  const clock = new ManualClock();
  const actor = createActor(emulationLinkMachine.provide({ actors: { 'make link': actors.logic('make link') } }), { clock });
  const opened: string[] = [];
  actor.on('open', ({ url }) => opened.push(url));
  actor.start();
  return { actor, actors, clock, opened, context: () => actor.getSnapshot().context };
}

describe('emulation link machine', () => {
  it('asks for the clicked member\'s link and opens it once it comes', async () => {
    const { actor, actors, opened, context } = start();
    actor.send({ type: 'OPEN', member: OWNER });
    expect(actors.inputOf('make link')).toEqual({ member: OWNER });
    expect(opened).toEqual([]);
    await actors.resolve('make link', LINK);
    expect(opened).toEqual([LINK.url]);
    expect(context()).toMatchObject({ member: OWNER, link: LINK, failure: null });
  });

  it('asks for one link at a time: a second click while waiting asks nothing', () => {
    const { actor, actors } = start();
    actor.send({ type: 'OPEN', member: OWNER });
    actor.send({ type: 'OPEN', member: INSTALLER });
    expect(actors.takeStarted()).toEqual(['make link']);
  });

  it('opens nothing when the server refuses, and says why', async () => {
    for (const [error, failure] of [[FORBIDDEN, 'notAllowed'], [GONE, 'notFound'], [OFFLINE, 'failed']] as const) {
      const { actor, actors, opened, context } = start();
      actor.send({ type: 'OPEN', member: OWNER });
      await actors.reject('make link', error);
      expect({ opened, failure: context().failure }).toEqual({ opened: [], failure });
    }
    expect(emulationFailure({ status: 500 })).toBe('failed');
  });

  it('forgets the link after 5 minutes, when the server would refuse it', async () => {
    const { actor, actors, clock, context } = start();
    actor.send({ type: 'OPEN', member: OWNER });
    await actors.resolve('make link', LINK);
    clock.fire(FIVE_MINUTES_MS);
    expect(context().link).toBeNull();
  });
});

type Snapshot = SnapshotFrom<typeof emulationLinkMachine>;
const RUNS_OUT = 'xstate.after.link runs out.emulationLink.opened';
type WalkEvent =
  | { type: 'OPEN'; member: string }
  | { type: typeof RUNS_OUT }
  | { type: 'xstate.done.actor.makeLink'; output: unknown }
  | { type: 'xstate.error.actor.makeLink'; error: unknown };

const stateOf = (snapshot: Snapshot): string =>
  ({ idle: 'nothing asked', making: 'asking', opened: 'tab opened', failed: 'refused' })[String(snapshot.value)] ?? String(snapshot.value);

function eventsIn(snapshot: Snapshot): WalkEvent[] {
  const state = stateOf(snapshot);
  if (state === 'asking') return [{ type: 'OPEN', member: INSTALLER }, { type: 'xstate.done.actor.makeLink', output: LINK }, { type: 'xstate.error.actor.makeLink', error: FORBIDDEN }];
  return [{ type: 'OPEN', member: OWNER }, ...(state === 'tab opened' ? [{ type: RUNS_OUT } as const] : [])];
}

function eventName(event: WalkEvent): string {
  if (event.type === 'OPEN') return 'clicks Open as this user';
  if (event.type === RUNS_OUT) return '5 minutes pass';
  return event.type === 'xstate.done.actor.makeLink' ? 'link made' : 'refused';
}

const ASK = { to: 'asking', calls: ['make link'] } as const;
const EMULATION: RequirementTable<string> = {
  'nothing asked': { 'clicks Open as this user': ASK },
  'asking': { 'link made': 'tab opened', 'refused': 'refused' },
  'tab opened': { 'clicks Open as this user': ASK, '5 minutes pass': 'nothing asked' },
  'refused': { 'clicks Open as this user': ASK },
};

describe('emulation link machine: every state and transition as the requirement says', () => {
  testRequirements({
    machine: emulationLinkMachine,
    input: undefined,
    events: eventsIn,
    stateOf,
    eventName,
    table: EMULATION,
    shows: {
      'tab opened': (snapshot) => expect(snapshot.context.link).toEqual(LINK),
      'refused': (snapshot) => expect(snapshot.context).toMatchObject({ link: null, failure: 'notAllowed' }),
    },
    start() {
      const { actor, actors, clock } = start();
      return {
        snapshot: () => actor.getSnapshot(),
        takeCalls: () => actors.takeStarted(),
        async deliver(event) {
          if (event.type === RUNS_OUT) clock.fire(FIVE_MINUTES_MS);
          else if (event.type === 'xstate.done.actor.makeLink') await actors.resolve('make link', event.output);
          else if (event.type === 'xstate.error.actor.makeLink') await actors.reject('make link', event.error);
          else actor.send(event);
        },
      };
    },
  });
});
