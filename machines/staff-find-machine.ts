/**
 * The Find desk's search box (issue 27 §2): one query for a person or a company.
 *
 * It searches as the agent types, once typing pauses, rather than on submit: an agent on the phone
 * types what the caller spells out and reads the results while he talks, and one request per pause
 * (not per key) keeps the server's load to a handful of queries a search. Enter searches at once.
 * A query shorter than the server's minimum is not sent; the box says why. A failed search keeps the
 * query and the last results, and can be tried again.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { FoundEntry } from '../src/contract/staff';

/** The server's bounds on a query (FindQuery in src/contract/staff.ts). */
export const FIND_QUERY = { minLength: 2, maxLength: 100 } as const;

/** How long typing must pause before the query is sent. */
export const FIND_PAUSE_MS = 400;

export interface StaffFindInput {
  /** The query to start with (the address's ?q=, kept when the agent comes back). */
  query?: string;
}

export interface StaffFindContext {
  /** What is in the box, as typed. */
  query: string;
  /** The results shown and the query they answer; null before the first search. */
  results: FoundEntry[] | null;
  resultsFor: string;
}

export type StaffFindEvent = { type: 'TYPE'; value: string } | { type: 'SUBMIT' } | { type: 'RETRY' };

const notProvided = () => Promise.reject(new Error("The find machine's 'find' actor was not provided"));

const trimmed = (query: string) => query.trim();

export const staffFindMachine = setup({
  types: {
    context: {} as StaffFindContext,
    events: {} as StaffFindEvent,
    input: {} as StaffFindInput,
    emitted: {} as { type: 'searched'; query: string },
  },
  actors: {
    find: fromPromise<FoundEntry[], { q: string }>(notProvided),
  },
  delays: {
    'typing pause': FIND_PAUSE_MS,
  },
  guards: {
    'query is empty': ({ context }) => trimmed(context.query) === '',
    'query is too short': ({ context }) => trimmed(context.query).length < FIND_QUERY.minLength,
    'query is already shown': ({ context }) => context.results !== null && trimmed(context.query) === context.resultsFor,
  },
  actions: {
    'keep query': assign((_, params: { value: string }) => ({ query: params.value.slice(0, FIND_QUERY.maxLength) })),
    'show results': assign(({ context }, params: { results: FoundEntry[] }) => ({ results: params.results, resultsFor: trimmed(context.query) })),
    'forget results': assign({ results: null, resultsFor: '' }),
    'tell view searched': emit(({ context }: { context: StaffFindContext }) => ({ type: 'searched' as const, query: trimmed(context.query) })),
  },
}).createMachine({
  id: 'staffFind',
  description: 'The Find desk searches for a person or company as the agent types, once typing pauses, or at once on Enter. A query too short for the server is not sent, and a failed search keeps the query to try again.',
  context: ({ input }) => ({ query: (input.query ?? '').slice(0, FIND_QUERY.maxLength), results: null, resultsFor: '' }),
  initial: 'checking',
  on: {
    TYPE: { target: '.checking', actions: { type: 'keep query', params: ({ event }) => ({ value: event.value }) } },
  },
  states: {
    checking: {
      description: 'Decides what the query in the box calls for.',
      always: [
        { guard: 'query is empty', target: 'empty', actions: 'forget results' },
        { guard: 'query is too short', target: 'tooShort' },
        { guard: 'query is already shown', target: 'shown' },
        { target: 'typing' },
      ],
    },
    empty: { description: 'Nothing typed: the box invites a search.' },
    tooShort: { description: 'Too short to search; the box says how long a query must be.' },
    typing: {
      description: 'Waits for typing to pause; Enter does not wait.',
      after: { 'typing pause': 'searching' },
      on: { SUBMIT: 'searching' },
    },
    searching: {
      description: 'Asks the server; typing meanwhile starts over with the new query.',
      entry: 'tell view searched',
      invoke: {
        id: 'find',
        src: 'find',
        input: ({ context }) => ({ q: trimmed(context.query) }),
        onDone: { target: 'shown', actions: { type: 'show results', params: ({ event }) => ({ results: event.output }) } },
        onError: 'failed',
      },
    },
    shown: { description: 'The results of the query in the box (possibly none).' },
    failed: {
      description: 'The search failed; the query and the earlier results stay.',
      on: { RETRY: 'searching', SUBMIT: 'searching' },
    },
  },
});
