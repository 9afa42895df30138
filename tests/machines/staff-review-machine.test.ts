/**
 * The review decision of the staff console (issue 27 §2 "Review queue"): accept or reject each
 * flagged scan, a rejection only with a reason the installer reads, nothing sent without the
 * confirmation, a failed send keeps every choice. Each state and transition is exercised below
 * (the machine invokes its send, which createTestModel refuses, and it is small enough to list).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ReviewDecisionRequest, ReviewOutcomeView } from '../../src/contract/staff-review';
import { decisionRequest, scansWithoutReason, staffReviewMachine } from '../../machines/staff-review-machine';

const PROJECT = '5d0c8a2e-1111-4a4a-9a9a-000000000001';
const WINDOW = '11111111-1111-4111-8111-111111111111';
const FLASHING = '22222222-2222-4222-8222-222222222222';
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
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'CHOOSE', scan: WINDOW, decision: 'reject' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.problem).toBe('reasonsMissing');
    actor.send({ type: 'REASON', scan: WINDOW, reason: 'Sold abroad.' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('confirming');
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
    actor.send({ type: 'SUBMIT' });
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
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    expect(actor.getSnapshot().context).toMatchObject({ problem: 'decidedMeanwhile', choices: { [WINDOW]: { decision: 'reject', reason: 'Sold abroad.' } } });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    expect(actor.getSnapshot().context.problem).toBe('failed');
    expect(Object.keys(actor.getSnapshot().context.choices)).toEqual([WINDOW]);
  });

  it('goes back to the choices, all kept, when the confirmation is cancelled', () => {
    const { machine, sent } = scripted([]);
    const actor = createActor(machine, { input: { project: PROJECT } }).start();
    actor.send({ type: 'CHOOSE', scan: FLASHING, decision: 'accept' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.choices).toEqual({ [FLASHING]: { decision: 'accept', reason: '' } });
    expect(sent).toEqual([]);
  });
});
