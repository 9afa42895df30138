/**
 * The staff console's sign-in (issue 27 §1): the member's e-mail, then the one-time code from it.
 * The installers' code rules, lockouts and messages (login-identity.ts, login-failures.ts), with
 * one channel and no onboarding: it ends with the staff session (its output) for the console to
 * keep. The e-mail of a session that ended (expired, refused) comes in as input, typed already.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { StaffLoginResponse, StaffSession, StaffVerifyRequest } from '../src/contract/staff';
import { LOGIN_CODE_LENGTH } from '../src/contract/limits';
import { resendTimer } from './resend-timer';
import { isWrongCode, loginFailureAlert, type LoginAlert } from './login-failures';
import { cleanCodeInput, codeErrors, emailErrors } from './login-identity';
import { apiFailureOf, type WizardMessage } from './wizard-messages';

export interface StaffLoginInput {
  /** The e-mail to start with (the one of a session that just ended), or none. */
  email?: string;
}

export interface StaffLoginContext {
  email: string;
  code: string;
  /** The pending code request; null until a code was sent. */
  login: StaffLoginResponse | null;
  fieldErrors: { email?: WizardMessage[]; code?: WizardMessage[] };
  alert: LoginAlert | null;
  /** The server refused the caller's network (STAFF_ALLOWED_NETWORKS, 403): no code or retry helps there. */
  networkRefused: boolean;
  resendSecondsLeft: number;
  /** The verified session, once the code was right. */
  session: StaffSession | null;
}

export type StaffLoginEvent =
  | { type: 'CHANGE_EMAIL'; value: string }
  | { type: 'CHANGE_CODE'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'RESEND' }
  | { type: 'BACK' };

export interface StaffLoginOutput {
  session: StaffSession;
}

const notProvided = (name: string) => () => Promise.reject(new Error(`The staff login machine's '${name}' actor was not provided`));

const FORBIDDEN_STATUS = 403;

const SHOW_FAILURE = { type: 'show failure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;

export const staffLoginMachine = setup({
  types: {
    context: {} as StaffLoginContext,
    events: {} as StaffLoginEvent,
    input: {} as StaffLoginInput,
    output: {} as StaffLoginOutput,
    emitted: {} as { type: 'signedIn'; session: StaffSession },
  },
  actors: {
    'request code': fromPromise<StaffLoginResponse, { email: string }>(notProvided('request code')),
    'verify code': fromPromise<StaffSession, StaffVerifyRequest>(notProvided('verify code')),
  },
  delays: {
    'countdown tick': 1000,
  },
  guards: {
    'email is invalid': ({ context }) => emailErrors(context.email).length > 0,
    'code is incomplete': ({ context }) => codeErrors(context.code).length > 0,
    'is wrong code': (_, params: { error: unknown }) => isWrongCode(params.error),
    'countdown is running': ({ context }) => context.resendSecondsLeft > 0,
    'countdown is over': ({ context }) => context.resendSecondsLeft <= 0,
  },
  actions: {
    'set email': assign((_, params: { value: string }) => ({ email: params.value, fieldErrors: {} })),
    'show email errors': assign(({ context }) => ({ alert: null, networkRefused: false, fieldErrors: { email: emailErrors(context.email) } })),
    'set code': assign((_, params: { value: string }) => ({ code: cleanCodeInput(params.value), fieldErrors: {} })),
    'show code errors': assign(({ context }) => ({ alert: null, networkRefused: false, fieldErrors: { code: codeErrors(context.code) } })),
    'forget code': assign({ code: '' }),
    'forget code request': assign({ code: '', login: null, alert: null, networkRefused: false, fieldErrors: {}, resendSecondsLeft: 0 }),
    'keep code request': assign((_, params: { login: StaffLoginResponse }) => ({ login: params.login, resendSecondsLeft: params.login.resend_after, code: '' })),
    'count down': assign(({ context }) => ({ resendSecondsLeft: Math.max(0, context.resendSecondsLeft - 1) })),
    'keep session': assign((_, params: { session: StaffSession }) => ({ session: params.session, code: '' })),
    'clear alert': assign({ alert: null, networkRefused: false }),
    'tell console signed in': emit(({ context }: { context: StaffLoginContext }) => ({ type: 'signedIn' as const, session: context.session as StaffSession })),
    'show wrong code': assign({ alert: { message: 'invalidCode', retryAfter: null } satisfies LoginAlert, code: '' }),
    'show failure': assign((_, params: { error: unknown }) =>
      apiFailureOf(params.error)?.status === FORBIDDEN_STATUS
        ? { alert: null, networkRefused: true }
        : { alert: loginFailureAlert(params.error), networkRefused: false }),
  },
}).createMachine({
  id: 'staffLogin',
  description:
    `Signs a staff member in to the console with a ${LOGIN_CODE_LENGTH}-digit code sent to their e-mail. ` +
    'It ends with the staff session, which the console keeps until it ends (8 hours after sign-in at most).',
  context: ({ input }) => ({
    email: input.email ?? '',
    code: '',
    login: null,
    fieldErrors: {},
    alert: null,
    networkRefused: false,
    resendSecondsLeft: 0,
    session: null,
  }),
  output: ({ context }) => {
    if (!context.session) throw new Error('The staff login ended without a session');
    return { session: context.session };
  },
  initial: 'enterEmail',
  states: {
    enterEmail: {
      description: 'The member types the e-mail; Send code asks for a code (the answer is the same whether the address is staff or not).',
      initial: 'editing',
      states: {
        editing: {
          description: 'Typing the e-mail; its mistakes show on Send code.',
          on: {
            CHANGE_EMAIL: { actions: { type: 'set email', params: ({ event }) => ({ value: event.value }) } },
            SUBMIT: [
              { guard: 'email is invalid', actions: 'show email errors' },
              { target: 'requestingCode', actions: 'clear alert' },
            ],
          },
        },
        requestingCode: {
          description: 'Asks the server to send a code to the e-mail.',
          invoke: {
            id: 'requestCode',
            src: 'request code',
            input: ({ context }) => ({ email: context.email }),
            onDone: { target: '#staffLogin.enterCode', actions: { type: 'keep code request', params: ({ event }) => ({ login: event.output }) } },
            onError: { target: 'editing', actions: SHOW_FAILURE },
          },
        },
      },
    },
    enterCode: {
      description: 'The member types the code while the wait before a new code may be asked for counts down.',
      type: 'parallel',
      states: {
        code: {
          description: 'The code and what is done with it.',
          initial: 'editing',
          states: {
            editing: {
              description: 'Typing the code; Back returns to the e-mail (kept), forgetting the code and its request.',
              on: {
                CHANGE_CODE: { actions: { type: 'set code', params: ({ event }) => ({ value: event.value }) } },
                SUBMIT: [
                  { guard: 'code is incomplete', actions: 'show code errors' },
                  { target: 'verifying', actions: 'clear alert' },
                ],
                RESEND: { guard: 'countdown is over', target: 'resending', actions: 'clear alert' },
                BACK: { target: '#staffLogin.enterEmail', actions: 'forget code request' },
              },
            },
            verifying: {
              description: 'Checks the code with the server: a wrong code or a lockout stays here with its message, the code cleared.',
              invoke: {
                id: 'verifyCode',
                src: 'verify code',
                input: ({ context }) => ({ login_request_id: context.login?.login_request_id ?? '', code: context.code }),
                onDone: { target: '#staffLogin.signedIn', actions: { type: 'keep session', params: ({ event }) => ({ session: event.output }) } },
                onError: [
                  { guard: { type: 'is wrong code', params: ({ event }) => ({ error: event.error }) }, target: 'editing', actions: 'show wrong code' },
                  { target: 'editing', actions: [SHOW_FAILURE, 'forget code'] },
                ],
              },
            },
            resending: {
              description: 'Asks for a new code to the same e-mail; the typed code is cleared.',
              invoke: {
                id: 'resendCode',
                src: 'request code',
                input: ({ context }) => ({ email: context.email }),
                onDone: { target: 'editing', actions: { type: 'keep code request', params: ({ event }) => ({ login: event.output }) } },
                onError: { target: 'editing', actions: SHOW_FAILURE },
              },
            },
          },
        },
        resendTimer,
      },
    },
    signedIn: {
      description: 'Done: the machine ends with the staff session, which the console keeps.',
      type: 'final',
      entry: 'tell console signed in',
    },
  },
});
