import { assign, fromPromise, setup } from 'xstate';
import type { ReviewDecisionRequest, ReviewOutcomeView } from '../src/contract/staff-review';
import { apiFailureOf } from './wizard-messages';

/**
 * A review decision in the staff console (issue 27 §2 "Review queue"): the reviewer marks each
 * flagged scan accept or reject, every rejection with a reason the installer will read, confirms,
 * and sees the outcome. Nothing is sent without the confirmation; a failed send returns to the
 * choices with all of them kept.
 */
/** A scan's decision; the reason written stays while the scan is switched to accept and back. */
export interface ReviewChoice {
  decision: 'accept' | 'reject';
  reason: string;
}

export interface StaffReviewInput {
  project: string;
}

/** Why the reviewer is back at the choices: a rejection without reason, a scan decided by someone else meanwhile, or a failed send. */
export type ReviewProblem = 'reasonsMissing' | 'decidedMeanwhile' | 'failed';

export interface StaffReviewContext {
  project: string;
  /** By scan uuid; a scan without an entry is left for later. */
  choices: Record<string, ReviewChoice>;
  problem: ReviewProblem | null;
  outcome: ReviewOutcomeView | null;
}

export type StaffReviewEvent =
  | { type: 'CHOOSE'; scan: string; decision: 'accept' | 'reject' | 'later' }
  | { type: 'REASON'; scan: string; reason: string }
  /** Review decisions, with the scans still waiting for a decision as the page shows them (another reviewer may have decided some). */
  | { type: 'SUBMIT'; flagged: readonly string[] }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'NEXT' };

/** The scans marked reject whose reason is still blank: each needs one before anything is sent. */
export const scansWithoutReason = (choices: Record<string, ReviewChoice>): string[] =>
  Object.entries(choices).filter(([, choice]) => choice.decision === 'reject' && choice.reason.trim() === '').map(([scan]) => scan);

/** The request the choices make: scans by uuid, reasons trimmed. */
export function decisionRequest(choices: Record<string, ReviewChoice>): ReviewDecisionRequest {
  const entries = Object.entries(choices);
  return {
    accept: entries.filter(([, choice]) => choice.decision === 'accept').map(([scan]) => scan),
    reject: entries.flatMap(([scan, choice]) => (choice.decision === 'reject' ? [{ scan, reason: choice.reason.trim() }] : [])),
  };
}

function chosen(choices: Record<string, ReviewChoice>, scan: string, decision: 'accept' | 'reject' | 'later'): Record<string, ReviewChoice> {
  const { [scan]: previous, ...others } = choices;
  return decision === 'later' ? others : { ...others, [scan]: { decision, reason: previous?.reason ?? '' } };
}

export const staffReviewMachine = setup({
  types: {
    context: {} as StaffReviewContext,
    input: {} as StaffReviewInput,
    events: {} as StaffReviewEvent,
  },
  actors: {
    /** POST /staff/v1/review/{project}/decisions; refreshes the queue and the project once done. */
    'send decisions': fromPromise<ReviewOutcomeView, { project: string; request: ReviewDecisionRequest }>(() =>
      Promise.reject(new Error('The actor "send decisions" was not provided'))),
  },
  guards: {
    'has choices among the flagged scans': ({ context, event }) =>
      event.type === 'SUBMIT' && Object.keys(context.choices).some((scan) => event.flagged.includes(scan)),
    'every rejection has a reason': ({ context }) => scansWithoutReason(context.choices).length === 0,
  },
  actions: {
    'record choice': assign(({ context, event }) =>
      (event.type === 'CHOOSE' ? { choices: chosen(context.choices, event.scan, event.decision), problem: null } : {})),
    'record reason': assign(({ context, event }) => {
      if (event.type !== 'REASON') return {};
      const choice = context.choices[event.scan];
      return choice?.decision === 'reject' ? { choices: { ...context.choices, [event.scan]: { ...choice, reason: event.reason } } } : {};
    }),
    /** A scan another reviewer decided meanwhile is no longer shown: its choice would only meet 409 again. */
    'forget choices of scans decided meanwhile': assign(({ context, event }) =>
      (event.type === 'SUBMIT' ? { choices: Object.fromEntries(Object.entries(context.choices).filter(([scan]) => event.flagged.includes(scan))) } : {})),
    'note missing reasons': assign({ problem: 'reasonsMissing' as const }),
    /** The check passed: every rejection has its reason now, so no longer say one is missing. */
    'forget missing reasons': assign(({ context }) => ({ problem: context.problem === 'reasonsMissing' ? null : context.problem })),
    'note failure': assign((_, params: { error: unknown }) => ({ problem: apiFailureOf(params.error)?.status === 409 ? 'decidedMeanwhile' as const : 'failed' as const })),
    'keep outcome': assign((_, params: { outcome: ReviewOutcomeView }) => ({ outcome: params.outcome, problem: null })),
    'start afresh': assign({ choices: {}, outcome: null, problem: null }),
  },
}).createMachine({
  id: 'staffReview',
  description: 'A reviewer decides flagged scans: accept or reject each (a rejection needs a reason the installer reads), confirms, and sees what the decision did. A failed send keeps every choice.',
  context: ({ input }) => ({ project: input.project, choices: {}, problem: null, outcome: null }),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'Each flagged scan: accept, reject with a reason, or leave for later.',
      on: {
        CHOOSE: { actions: 'record choice' },
        REASON: { actions: 'record reason' },
        SUBMIT: { guard: 'has choices among the flagged scans', target: 'checking', actions: 'forget choices of scans decided meanwhile' },
      },
    },
    checking: {
      description: 'Every rejection needs its reason before the confirmation.',
      always: [
        { guard: 'every rejection has a reason', target: 'confirming', actions: 'forget missing reasons' },
        { target: 'choosing', actions: 'note missing reasons' },
      ],
    },
    confirming: {
      description: 'The confirmation lists what will be accepted and rejected, with the reasons.',
      on: { CONFIRM: 'sending', CANCEL: 'choosing' },
    },
    sending: {
      description: 'Sends the decisions.',
      invoke: {
        src: 'send decisions',
        input: ({ context }) => ({ project: context.project, request: decisionRequest(context.choices) }),
        onDone: { target: 'decided', actions: { type: 'keep outcome', params: ({ event }) => ({ outcome: event.output }) } },
        onError: { target: 'choosing', actions: { type: 'note failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    decided: {
      description: 'The outcome: how many accepted and rejected, what still waits, the points credited when the project closed.',
      on: { NEXT: { target: 'choosing', actions: 'start afresh' } },
    },
  },
});
