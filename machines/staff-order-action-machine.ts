import { assign, emit, fromPromise, setup } from 'xstate';

/**
 * A step of the console's Orders desk (issue 27 §2): approve, complete or reject an order, issue a
 * club card, or report a top-up's outcome. Each asks first in a dialog that says what follows
 * (a reject gives the points and stock back), then sends it once. The answer is shown: done, or
 * why not. A 409 means someone (another desk, the issuer, the operator) changed it first: the
 * page is told to refresh so that it shows the order as it is now.
 */
export type OrderStep = 'approve' | 'complete' | 'reject' | 'issue card' | 'SUCCEEDED' | 'REFUSED' | 'REJECTED';

export interface OrderActionRequest {
  step: OrderStep;
  /** The order's uuid, or the top-up's for an outcome. */
  target: string;
  /** What the dialog names: the order's number. */
  label: string;
}

/** Why a step did not happen: changed by someone else first (409), not there (404), or anything else (try again). */
export type OrderActionFailure = 'changed' | 'gone' | 'failed';

export interface StaffOrderActionContext {
  request: OrderActionRequest | null;
  failure: OrderActionFailure | null;
  /** The server's own words for a refusal, shown under the short message. */
  detail: string | null;
}

export type StaffOrderActionEvent =
  | { type: 'ASK'; request: OrderActionRequest }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'DISMISS' };

/** Told to the page: what it shows of the order is out of date (the step happened, or someone else's did). */
export type StaffOrderActionEmitted = { type: 'refresh' };

/** The failure an error of the send is: by its HTTP status when it has one. */
export function failureOf(error: unknown): { failure: OrderActionFailure; detail: string | null } {
  const status = typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : null;
  const detail = error instanceof Error && status !== null ? error.message : null;
  if (status === 409) return { failure: 'changed', detail };
  if (status === 404) return { failure: 'gone', detail };
  return { failure: 'failed', detail: null };
}

export const staffOrderActionMachine = setup({
  types: {
    context: {} as StaffOrderActionContext,
    events: {} as StaffOrderActionEvent,
    emitted: {} as StaffOrderActionEmitted,
  },
  actors: {
    send: fromPromise<void, OrderActionRequest>(() => Promise.reject(new Error('The order action actor "send" was not provided'))),
  },
  guards: {
    'someone else changed it': (_, params: { error: unknown }) => failureOf(params.error).failure !== 'failed',
  },
  actions: {
    'keep request': assign(({ event }) => (event.type === 'ASK' ? { request: event.request, failure: null, detail: null } : {})),
    'forget request': assign({ request: null, failure: null, detail: null }),
    'clear failure': assign({ failure: null, detail: null }),
    'note failure': assign((_, params: { error: unknown }) => failureOf(params.error)),
    'tell page to refresh': emit({ type: 'refresh' }),
  },
}).createMachine({
  id: 'staffOrderAction',
  description: 'Approve, complete, reject, issue a card or report a top-up outcome, each asked in a dialog first and sent once. Its answer is shown, and a change someone made first refreshes the page.',
  context: { request: null, failure: null, detail: null },
  initial: 'idle',
  states: {
    idle: { description: 'No step asked for.', on: { ASK: { target: 'confirming', actions: 'keep request' } } },
    confirming: {
      description: 'The dialog names the order and says what the step does (a reject gives points and stock back).',
      on: { CONFIRM: 'sending', CANCEL: { target: 'idle', actions: 'forget request' } },
    },
    sending: {
      description: 'The step is on its way; the dialog waits and cannot be closed.',
      entry: 'clear failure',
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => context.request as OrderActionRequest,
        onDone: { target: 'done', actions: 'tell page to refresh' },
        onError: [
          {
            guard: { type: 'someone else changed it', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: [{ type: 'note failure', params: ({ event }) => ({ error: event.error }) }, 'tell page to refresh'],
          },
          { target: 'failed', actions: { type: 'note failure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    done: {
      description: 'The step happened: said so, and the page shows the order as it is now.',
      on: { DISMISS: { target: 'idle', actions: 'forget request' }, ASK: { target: 'confirming', actions: 'keep request' } },
    },
    failed: {
      description: 'The step did not happen (no answer, a server error): said so in the dialog, which may try again.',
      on: { CONFIRM: 'sending', CANCEL: { target: 'idle', actions: 'forget request' } },
    },
    refused: {
      description: 'Someone changed the order first (or it is gone): said so; the refreshed page offers what applies now.',
      on: { DISMISS: { target: 'idle', actions: 'forget request' }, ASK: { target: 'confirming', actions: 'keep request' } },
    },
  },
});
