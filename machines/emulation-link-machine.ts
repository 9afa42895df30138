/**
 * "Open as this user" on the console's company page (issue 27 §2): asks the server for a member's
 * single-use, 5-minute emulation link (the server writes the audit entry) and has the view open it
 * in a new tab. One link at a time: a second click waits for the first answer. The link stays on
 * the page until it runs out, for a browser that blocked the new tab.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { EMULATION_CODE_TTL_SECONDS } from '../src/contract/limits';
import type { EmulationLinkView } from '../src/contract/staff';

/** Why no link came: the member's roles or regions (403, 404), or no answer / another failure. */
export type EmulationFailure = 'notAllowed' | 'notFound' | 'failed';

export interface EmulationLinkContext {
  /** The member whose link was asked for last. */
  member: string | null;
  link: EmulationLinkView | null;
  failure: EmulationFailure | null;
}

export type EmulationLinkEvent = { type: 'OPEN'; member: string };

const statusOf = (error: unknown): number | null =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : null;

export function emulationFailure(error: unknown): EmulationFailure {
  const status = statusOf(error);
  return status === 403 ? 'notAllowed' : status === 404 ? 'notFound' : 'failed';
}

const notProvided = () => Promise.reject(new Error("The emulation link machine's 'make link' actor was not provided"));

const OPEN = { target: 'making', actions: { type: 'ask for member', params: ({ event }: { event: { member: string } }) => ({ member: event.member }) } } as const;

export const emulationLinkMachine = setup({
  types: {
    context: {} as EmulationLinkContext,
    events: {} as EmulationLinkEvent,
    emitted: {} as { type: 'open'; url: string },
  },
  actors: {
    'make link': fromPromise<EmulationLinkView, { member: string }>(notProvided),
  },
  delays: {
    // The server's lifetime of a code: the link is of no use after it (a little less, counted from the answer).
    'link runs out': EMULATION_CODE_TTL_SECONDS * 1000,
  },
  actions: {
    'ask for member': assign((_, params: { member: string }) => ({ member: params.member, link: null, failure: null })),
    'keep link': assign((_, params: { link: EmulationLinkView }) => ({ link: params.link })),
    'forget link': assign({ link: null, member: null }),
    'show failure': assign((_, params: { error: unknown }) => ({ failure: emulationFailure(params.error) })),
    'open tab': emit((_, params: { url: string }) => ({ type: 'open' as const, url: params.url })),
  },
}).createMachine({
  id: 'emulationLink',
  description: 'Open as this user asks the server for a single-use, 5-minute link to the portal as a member and opens it in a new tab. A refusal is said by its cause and opens nothing.',
  context: { member: null, link: null, failure: null },
  initial: 'idle',
  states: {
    idle: { description: 'No link asked for yet, or the last one ran out.', on: { OPEN } },
    making: {
      description: 'Waits for the link; another click asks nothing more.',
      invoke: {
        id: 'makeLink',
        src: 'make link',
        input: ({ context }) => ({ member: context.member ?? '' }),
        onDone: {
          target: 'opened',
          actions: [
            { type: 'keep link', params: ({ event }) => ({ link: event.output }) },
            { type: 'open tab', params: ({ event }) => ({ url: event.output.url }) },
          ],
        },
        onError: { target: 'failed', actions: { type: 'show failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    opened: {
      description: 'The tab was opened; the link stays shown until it runs out.',
      after: { 'link runs out': { target: 'idle', actions: 'forget link' } },
      on: { OPEN },
    },
    failed: { description: 'The server refused or did not answer; a click asks again.', on: { OPEN } },
  },
});
