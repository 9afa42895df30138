import { assign, fromPromise, setup } from 'xstate';
import { CARD_STATUS, CLUB_CARD_RULES, type CardAccount } from '../src/contract/club-card';
import { apiFailureOf } from './wizard-messages';

/**
 * The club card page (SPEC §2 club card page, §4 card status, §5 CSN, §8 failed account load):
 * the card account is loaded; a failed load shows SPEC §8's message with a retry. No card issued
 * yet shows the way to order one; a card not registered yet asks for its serial number (CSN,
 * exactly 10 digits) with a confirmation tick; ACTIVE takes top-ups (the top-up machine); ISSUED
 * (registered, not active yet) asks to wait for the activation; any other status is inactive.
 */

/** Why the CSN form cannot be sent, or what the server said of it. */
export type CsnProblem = 'csnFormat' | 'confirmationMissing' | { text: string } | 'generic';

export interface ClubCardContext {
  account: CardAccount | null;
  csn: string;
  confirmed: boolean;
  problems: CsnProblem[];
}

export type ClubCardEvent =
  | { type: 'RETRY' }
  | { type: 'REFRESH' }
  | { type: 'CHANGE_CSN'; value: string }
  | { type: 'CONFIRM'; checked: boolean }
  | { type: 'REGISTER' };

const CSN_PATTERN = new RegExp(`^\\d{${CLUB_CARD_RULES.serialDigits}}$`);

/** SPEC §5: the CSN is required and exactly 10 digits, and the confirmation is ticked. */
export function csnProblems(csn: string, confirmed: boolean): CsnProblem[] {
  const problems: CsnProblem[] = [];
  if (!CSN_PATTERN.test(csn.trim())) problems.push('csnFormat');
  if (!confirmed) problems.push('confirmationMissing');
  return problems;
}

/** A refusal of the CSN: the server's messages (wrong CSN, too many tries), else the generic line. */
function refusalOf(error: unknown): CsnProblem[] {
  const body = apiFailureOf(error)?.body;
  const messages = [...Object.values(body?.errors ?? {}).flat(), ...(body?.errors ? [] : [body?.message ?? ''])].filter(Boolean);
  return messages.length > 0 ? messages.map((text) => ({ text })) : ['generic'];
}

export const clubCardMachine = setup({
  types: {
    context: {} as ClubCardContext,
    events: {} as ClubCardEvent,
  },
  actors: {
    /** GET /v1/edenred/card/account/{companyId}. */
    'load account': fromPromise<CardAccount>(() => Promise.reject(new Error('The club card actor "load account" was not provided'))),
    /** PATCH /v1/edenred/card/verify/{companyId} with the CSN. */
    'register card': fromPromise<unknown, { csn: string }>(() => Promise.reject(new Error('The club card actor "register card" was not provided'))),
  },
  guards: {
    'no card issued': ({ context }) => context.account?.status === null,
    'card not registered': ({ context }) => context.account?.registered === false,
    'card is active': ({ context }) => context.account?.status === CARD_STATUS.active,
    'card is issued': ({ context }) => context.account?.status === CARD_STATUS.issued,
    'form is incomplete': ({ context }) => csnProblems(context.csn, context.confirmed).length > 0,
  },
  actions: {
    'keep account': assign({ account: (_, account: CardAccount) => account }),
    'change CSN': assign(({ event }) => (event.type === 'CHANGE_CSN' ? { csn: event.value, problems: [] } : {})),
    'change confirmation': assign(({ event }) => (event.type === 'CONFIRM' ? { confirmed: event.checked, problems: [] } : {})),
    'show form problems': assign({ problems: ({ context }) => csnProblems(context.csn, context.confirmed) }),
    'show refusal': assign({ problems: (_, params: { error: unknown }) => refusalOf(params.error) }),
    'forget problems': assign({ problems: [] }),
    'forget form': assign({ csn: '', confirmed: false, problems: [] }),
  },
}).createMachine({
  id: 'clubCard',
  description: 'The club card page: the card account is loaded, and a failed load can be retried. The card\'s status decides what the page offers: ordering, the serial-number form, the wait for activation, top-ups, or the inactive warning.',
  context: { account: null, csn: '', confirmed: false, problems: [] },
  initial: 'loading',
  states: {
    loading: {
      description: 'The card account is asked for.',
      invoke: {
        id: 'loadAccount',
        src: 'load account',
        onDone: { target: 'judging', actions: { type: 'keep account', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    failed: {
      description: 'SPEC §8: an unexpected error occurred, try later; Retry asks again.',
      on: { RETRY: 'loading' },
    },
    judging: {
      description: 'The account decides the page.',
      always: [
        { guard: 'no card issued', target: 'noCard' },
        { guard: 'card not registered', target: 'registering' },
        { guard: 'card is active', target: 'active' },
        { guard: 'card is issued', target: 'awaitingActivation' },
        { target: 'inactive' },
      ],
    },
    noCard: {
      description: 'No card was issued to the company yet: the page leads to the shop, or says the ordered card is on its way.',
    },
    registering: {
      description: 'The card is issued: its serial number (CSN) and the confirmation tick register it.',
      initial: 'editing',
      states: {
        editing: {
          description: 'The CSN and the tick are typed; problems show after Register and go as the form changes.',
          on: {
            CHANGE_CSN: { actions: 'change CSN' },
            CONFIRM: { actions: 'change confirmation' },
            REGISTER: [
              { guard: 'form is incomplete', actions: 'show form problems' },
              { target: 'sending', actions: 'forget problems' },
            ],
          },
        },
        sending: {
          description: 'The CSN is sent to be verified.',
          invoke: {
            id: 'registerCard',
            src: 'register card',
            input: ({ context }) => ({ csn: context.csn.trim() }),
            onDone: { target: '#clubCard.loading', actions: 'forget form' },
            onError: { target: 'editing', actions: { type: 'show refusal', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    awaitingActivation: {
      description: 'The card is registered and the issuer is activating it; Refresh asks again.',
      on: { REFRESH: 'loading' },
    },
    active: {
      description: 'The card takes top-ups (the top-up machine) and shows its history.',
    },
    inactive: {
      description: 'Any other status: the card is inactive, and nothing can be loaded on it.',
    },
  },
});
