/**
 * The resend countdown both sign-in machines run beside their code step (login-machine.ts,
 * staff-login-machine.ts): each supplies the guards 'countdown is over' and 'countdown is running',
 * the delay 'countdown tick' and the action 'count down'.
 */
import { RESEND_WAIT_SECONDS } from '../src/contract/limits';
import { inSeconds } from './description-words';

export const resendTimer = {
  description: `The wait the server asks for (${inSeconds(RESEND_WAIT_SECONDS * 1000)}) before a new code may be requested.`,
  initial: 'counting',
  states: {
    counting: {
      description: 'Counts the wait down second by second.',
      always: { guard: 'countdown is over', target: 'ready' },
      after: { 'countdown tick': { target: 'counting', reenter: true, actions: 'count down' } },
    },
    ready: {
      description: 'Resend may be used.',
      always: { guard: 'countdown is running', target: 'counting' },
    },
  },
} as const;
