/**
 * The review decision of the staff console (issue 27 §2 "Review queue"): accept or reject each
 * flagged scan, a rejection only with a reason the installer reads, nothing sent without the
 * confirmation, a failed send keeps every choice. The rules, then a model-based walk of every
 * state and transition checked against the requirement table written below.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { ApiError } from '../../src/app/api/http';
import type { ReviewDecisionRequest, ReviewOutcomeView } from '../../src/contract/staff-review';
import { decisionRequest, scansWithoutReason, staffReviewMachine, type StaffReviewEvent } from '../../machines/staff-review-machine';
import { DeferredActors } from '../app/support/machine-harness';
import { reachableTable, stateName, testRequirements, type Outcome, type RequirementTable } from '../app/support/requirement-walk';

const PROJECT = '5d0c8a2e-1111-4a4a-9a9a-000000000001';
const WINDOW = '11111111-1111-4111-8111-111111111111';
const FLASHING = '22222222-2222-4222-8222-222222222222';
/** The scans the page shows waiting for a decision. */
const FLAGGED = [WINDOW, FLASHING];
const OUTCOME: ReviewOutcomeView = { status: 5, accepted: 1, rejected: 0, waiting: ['CZ-2'], credited: 0 };

/** A send actor whose answers the test decides, one per call, recording what it was asked. */
function scripted(answers: ('ok' | 'conflict' | 'offline')[]) {
  const sent: { project: string; request: ReviewDecisionRequest }[] = [];
  const machine = staffReviewMachine.provide({
    actors: {
      'send decisions': fromPromise<ReviewOutcomeView, { project: string; request: ReviewDecisionRequest }>(async ({ input }) => {
        sent.push(input);
        const answer = answers.shift() ?? 'ok';
        if (answer === 'conflict') throw { status: 409, body: { message: 'Already decided: CZ-1.' }, retryAfter: null };
        if (answer === 'offline') throw new TypeError('Failed to fetch');
        return OUTCOME;
      }),
    },
  });
  return { machine, sent };
}

describe('the review rules', () => {
  it('names the rejections still without a reason (blank counts as none)', () => {
    expect(scansWithoutReason({ [WINDOW]: { decision: 'reject', reason: '  ' }, [FLASHING]: { decision: 'accept', reason: '' } })).toEqual([WINDOW]);
    expect(scansWithoutReason({ [WINDOW]: { decision: 'reject', reason: 'Sold abroad.' } })).toEqual([]);
  });

  it('sends accepted scans by uuid and each rejection with its trimmed reason', () => {
    expect(decisionRequest({ [WINDOW]: { decision: 'reject', reason: ' Sold abroad. ' }, [FLASHING]: { decision: 'accept', reason: '' } }))
      .toEqual({ accept: [FLASHING], reject: [{ scan: WINDOW, reason: 'Sold abroad.' }] });
  });
});

describe('the review machine', () => {
  it('sends nothing without a choice, and nothing with a rejection lacking its reason', () => {
    const actor = createActor(scripted([]).machine, { input: { project: PROJECT } }).start();
    actor.send({ type: 'SUBMIT', flagged: FLAGGED });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'CHOOSE', scan: WINDOW, decision: 'reject' });
    actor.send({ type: 'SUBMIT', flagged: FLAGGED });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.problem).toBe('reasonsMissing');
    actor.send({ type: 'REASON', scan: WINDOW, reason: 'Sold abroad.' });
    actor.send({ type: 'SUBMIT', flagged: FLAGGED });
    expect(actor.getSnapshot().value).toBe('confirming');
  });

  it('no longer says a reason is missing once the check passes, also after Back from the confirmation', () => {
    const actor = createActor(scripted([]).machine, { input: { project: PROJECT } }).start();
    actor.send({ type: 'CHOOSE', scan: WINDOW, decision: 'reject' });
    actor.send({ type: 'SUBMIT', flagged: FLAGGED });
    expect(actor.getSnapshot().context.problem).toBe('reasonsMissing');
    actor.send({ type: 'REASON', scan: WINDOW, reason: 'Sold abroad.' });
    actor.send({ type: 'SUBMIT', flagged: FLAGGED });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it('keeps a written reason when a scan goes to accept and back to reject; "later" forgets the scan', () => {
    const actor = createActor(scripted([]).machine, { input: { project: PROJECT } }).start();
    actor.send({ type: 'CHOOSE', scan: WINDOW, decision: 'reject' });
    actor.send({ type: 'REASON', scan: WINDOW, reason: 'Sold abroad.' });
    actor.send({ type: 'CHOOSE', scan: WINDOW, decision: 'accept' });
    actor.send({ type: 'CHOOSE', scan: WINDOW, decision: 'reject' });
    expect(actor.getSnapshot().context.choices).toEqual({ [WINDOW]: { decision: 'reject', reason: 'Sold abroad.' } });
    // A reason for a scan not marked reject is no choice.
    actor.send({ type: 'REASON', scan: FLASHING, reason: 'Ignored' });
    actor.send({ type: 'CHOOSE', scan: WINDOW, decision: 'later' });
    expect(actor.getSnapshot().context.choices).toEqual({});
  });

  it('sends after the confirmation and shows the outcome; "next" starts afresh', async () => {
    const { machine, sent } = scripted(['ok']);
    const actor = createActor(machine, { input: { project: PROJECT } }).start();
    actor.send({ type: 'CHOOSE', scan: FLASHING, decision: 'accept' });
    actor.send({ type: 'SUBMIT', flagged: FLAGGED });
    expect(sent).toEqual([]);
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (snapshot) => snapshot.matches('decided'));
    expect(sent).toEqual([{ project: PROJECT, request: { accept: [FLASHING], reject: [] } }]);
    expect(actor.getSnapshot().context.outcome).toEqual(OUTCOME);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context).toMatchObject({ choices: {}, outcome: null, problem: null });
  });

  it('returns to the choices with every one kept when the send fails, saying whether someone decided meanwhile', async () => {
    const { machine } = scripted(['conflict', 'offline']);
    const actor = createActor(machine, { input: { project: PROJECT } }).start();
    actor.send({ type: 'CHOOSE', scan: WINDOW, decision: 'reject' });
    actor.send({ type: 'REASON', scan: WINDOW, reason: 'Sold abroad.' });
    actor.send({ type: 'SUBMIT', flagged: FLAGGED });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    expect(actor.getSnapshot().context).toMatchObject({ problem: 'decidedMeanwhile', choices: { [WINDOW]: { decision: 'reject', reason: 'Sold abroad.' } } });
    actor.send({ type: 'SUBMIT', flagged: FLAGGED });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    expect(actor.getSnapshot().context.problem).toBe('failed');
    expect(Object.keys(actor.getSnapshot().context.choices)).toEqual([WINDOW]);
  });

  it('after a 409 sends only the scans still waiting: the one another reviewer decided is no longer shown, nor sent', async () => {
    const { machine, sent } = scripted(['conflict', 'ok']);
    const actor = createActor(machine, { input: { project: PROJECT } }).start();
    actor.send({ type: 'CHOOSE', scan: WINDOW, decision: 'accept' });
    actor.send({ type: 'CHOOSE', scan: FLASHING, decision: 'accept' });
    actor.send({ type: 'SUBMIT', flagged: FLAGGED });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    // The page, read again, shows only the flashing as waiting.
    actor.send({ type: 'SUBMIT', flagged: [FLASHING] });
    expect(actor.getSnapshot().context.choices).toEqual({ [FLASHING]: { decision: 'accept', reason: '' } });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (snapshot) => snapshot.matches('decided'));
    expect(sent.map(({ request }) => request.accept)).toEqual([[WINDOW, FLASHING], [FLASHING]]);
  });

  it('does nothing on Review decisions when every chosen scan was decided by someone else', () => {
    const { machine, sent } = scripted([]);
    const actor = createActor(machine, { input: { project: PROJECT } }).start();
    actor.send({ type: 'CHOOSE', scan: WINDOW, decision: 'accept' });
    actor.send({ type: 'SUBMIT', flagged: [FLASHING] });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(sent).toEqual([]);
  });

  it('goes back to the choices, all kept, when the confirmation is cancelled', () => {
    const { machine, sent } = scripted([]);
    const actor = createActor(machine, { input: { project: PROJECT } }).start();
    actor.send({ type: 'CHOOSE', scan: FLASHING, decision: 'accept' });
    actor.send({ type: 'SUBMIT', flagged: FLAGGED });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.choices).toEqual({ [FLASHING]: { decision: 'accept', reason: '' } });
    expect(sent).toEqual([]);
  });
});

type Snapshot = SnapshotFrom<typeof staffReviewMachine>;
/** The invoked send has no id of its own: xstate names it after its state. */
const SEND = '0.staffReview.sending';
type WalkEvent =
  | StaffReviewEvent
  | { type: `xstate.done.actor.${typeof SEND}`; output: ReviewOutcomeView }
  | { type: `xstate.error.actor.${typeof SEND}`; error: unknown };

/** One flagged scan is enough for every rule of the machine; the server's answers as the console's actor sees them. */
const PRESET = 'This product was sold for another country, so it does not earn points here.';
const TYPED = 'The installation address is outside Poland.';
const CONFLICT = new ApiError(409, { message: 'Already decided: CZ-1.' }, null);
const NO_ANSWER = new TypeError('Failed to fetch');

function eventsIn(snapshot: Snapshot): WalkEvent[] {
  const events: WalkEvent[] = [
    { type: 'CHOOSE', scan: WINDOW, decision: 'accept' },
    { type: 'CHOOSE', scan: WINDOW, decision: 'reject' },
    { type: 'CHOOSE', scan: WINDOW, decision: 'later' },
    { type: 'REASON', scan: WINDOW, reason: PRESET },
    { type: 'REASON', scan: WINDOW, reason: TYPED },
    { type: 'REASON', scan: WINDOW, reason: '' },
    { type: 'SUBMIT', flagged: [WINDOW] }, { type: 'CONFIRM' }, { type: 'CANCEL' }, { type: 'NEXT' },
  ];
  if (snapshot.matches('sending')) {
    events.push({ type: `xstate.done.actor.${SEND}`, output: OUTCOME }, ...[CONFLICT, NO_ANSWER].map((error) => ({ type: `xstate.error.actor.${SEND}` as const, error })));
  }
  return events;
}

function eventName(event: WalkEvent): string {
  switch (event.type) {
    case 'CHOOSE': return { accept: 'Accept scan', reject: 'Reject scan', later: 'Decide later' }[event.decision];
    case 'REASON': return event.reason === PRESET ? 'pick a common reason' : event.reason === TYPED ? 'write a reason' : 'pick "Write my own" (reason emptied)';
    case 'SUBMIT': return 'Review decisions';
    case 'CONFIRM': return 'Save decisions';
    case 'CANCEL': return 'Back';
    case 'NEXT': return 'Decide the rest';
    case `xstate.done.actor.${SEND}`: return 'server: saved';
    case `xstate.error.actor.${SEND}`: return event.error === CONFLICT ? 'server: 409, decided by another reviewer' : 'server: no answer';
  }
}

type Step = 'choosing' | 'confirming' | 'sending' | 'outcome shown';
type Choice = 'nothing chosen' | 'accepted' | 'accepted, a reason kept' | 'rejected without a reason' | 'rejected with a reason';
type Message = 'reasons missing shown' | 'decided by another shown' | 'failure shown' | null;
interface Facts { step: Step; choice: Choice; message: Message }

/** The outcome is shown alike whatever was chosen: "Decide the rest" starts afresh. */
const nameOf = ({ step, choice, message }: Facts) => (step === 'outcome shown' ? step : stateName(step, choice, message));

function stateOf(snapshot: Snapshot): string {
  const { choices, problem } = snapshot.context;
  const choice = choices[WINDOW];
  const reason = choice !== undefined && choice.reason.trim() !== '';
  return nameOf({
    step: snapshot.matches('decided') ? 'outcome shown' : (snapshot.value as Step),
    choice: choice === undefined ? 'nothing chosen'
      : choice.decision === 'accept' ? (reason ? 'accepted, a reason kept' : 'accepted')
        : reason ? 'rejected with a reason' : 'rejected without a reason',
    message: problem === null ? null : ({ reasonsMissing: 'reasons missing shown', decidedMeanwhile: 'decided by another shown', failed: 'failure shown' } as const)[problem],
  });
}

/**
 * The requirement (issue 27 §2 "Review queue", docs/portal.md "Review desk"), state by state:
 * - choosing: Accept scan, Reject scan or Decide later changes the choice (a reason written stays
 *   while the scan goes to accept and back; Decide later forgets the scan); a new choice takes the
 *   message away, as it was about the choices before. A reason, common or written (or emptied by
 *   "Write my own"), belongs to a rejection only.
 * - Review decisions with nothing chosen does nothing; with a rejection lacking its reason, says so
 *   and stays; else opens the confirmation. A check that passes no longer says reasons are missing.
 * - the confirmation: Save decisions sends (once); Back returns to the choices as they were.
 * - sending: saved → the outcome; a 409 (another reviewer decided first) or no answer → back to the
 *   choices, every one kept, saying which. Nothing else is taken while the decisions are sent.
 * - the outcome: Decide the rest starts afresh, nothing chosen.
 */
function outcomes(facts: Facts): Record<string, Outcome<string>> {
  const to = (change: Partial<Facts>) => nameOf({ ...facts, ...change });
  const { choice } = facts;
  const rejected = choice.startsWith('rejected');
  const reasonKept = choice === 'accepted, a reason kept' || choice === 'rejected with a reason';
  switch (facts.step) {
    case 'choosing': {
      const reasons: Record<string, Outcome<string>> = rejected ? {
        'pick a common reason': to({ choice: 'rejected with a reason' }),
        'write a reason': to({ choice: 'rejected with a reason' }),
        'pick "Write my own" (reason emptied)': to({ choice: 'rejected without a reason' }),
      } : {};
      const review: Record<string, Outcome<string>> = choice === 'nothing chosen' ? {}
        : choice === 'rejected without a reason' ? { 'Review decisions': to({ message: 'reasons missing shown' }) }
          : { 'Review decisions': to({ step: 'confirming', message: facts.message === 'reasons missing shown' ? null : facts.message }) };
      return {
        'Accept scan': to({ choice: reasonKept ? 'accepted, a reason kept' : 'accepted', message: null }),
        'Reject scan': to({ choice: reasonKept ? 'rejected with a reason' : 'rejected without a reason', message: null }),
        'Decide later': to({ choice: 'nothing chosen', message: null }),
        ...reasons,
        ...review,
      };
    }
    case 'confirming':
      return { 'Save decisions': { to: to({ step: 'sending' }), calls: ['send decisions'] }, 'Back': to({ step: 'choosing' }) };
    case 'sending':
      return {
        'server: saved': to({ step: 'outcome shown' }),
        'server: 409, decided by another reviewer': to({ step: 'choosing', message: 'decided by another shown' }),
        'server: no answer': to({ step: 'choosing', message: 'failure shown' }),
      };
    case 'outcome shown':
      return { 'Decide the rest': nameOf({ step: 'choosing', choice: 'nothing chosen', message: null }) };
  }
}

function allFacts(): Facts[] {
  const steps: Step[] = ['choosing', 'confirming', 'sending', 'outcome shown'];
  const choices: Choice[] = ['nothing chosen', 'accepted', 'accepted, a reason kept', 'rejected without a reason', 'rejected with a reason'];
  const messages: Message[] = [null, 'reasons missing shown', 'decided by another shown', 'failure shown'];
  return steps.flatMap((step) => choices.flatMap((choice) => messages.map((message) => ({ step, choice, message }))));
}

const START = nameOf({ step: 'choosing', choice: 'nothing chosen', message: null });
const TABLE: RequirementTable<string> = reachableTable(Object.fromEntries(allFacts().map((facts) => [nameOf(facts), outcomes(facts)])), START);

describe('staff review machine: every state and transition as the requirement says', () => {
  // One machine for all paths (providing one costs more than walking a path); each path starts a
  // fresh actor, and the calls started before it are taken away first.
  const actors = new DeferredActors();
  const walked = staffReviewMachine.provide({ actors: { 'send decisions': actors.logic('send decisions') } });
  testRequirements({
    machine: staffReviewMachine,
    input: { project: PROJECT },
    events: eventsIn,
    stateOf,
    eventName,
    table: TABLE,
    shows: { 'outcome shown': (snapshot: Snapshot) => expect(snapshot.context.outcome).toEqual(OUTCOME) },
    start() {
      const actor = createActor(walked, { input: { project: PROJECT } }).start();
      return {
        snapshot: () => actor.getSnapshot(),
        takeCalls: () => actors.takeStarted(),
        async deliver(event) {
          if (event.type === `xstate.done.actor.${SEND}`) await actors.resolve('send decisions', event.output);
          else if (event.type === `xstate.error.actor.${SEND}`) await actors.reject('send decisions', event.error);
          else actor.send(event);
        },
      };
    },
  });
});
