/**
 * What the login machine's requirement walks share (login-machine.test.ts): the running wizard
 * with fake calls and clock, the names of its steps and events in the requirement's words.
 */
import { createActor, type SnapshotFrom } from 'xstate';
import { loginMachine, type LoginEvent, type LoginInput } from '../../machines/login-machine';
import { DeferredActors, ManualClock } from '../app/support/machine-harness';
import type { RequirementWalk } from '../app/support/requirement-walk';

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;
/** A person's event, or the end of a call or of a wait as the machine receives it. */
export type LoginWalkEvent = LoginEvent | { type: `xstate.${string}`; output?: unknown; error?: unknown };
export type LoginWalk = RequirementWalk<typeof loginMachine, LoginWalkEvent, string>;

/** SPEC §4: the resend wait counts down second by second. */
export const SECOND_MS = 1000;
/** The progress save's wait, provided apart from the countdown's second so that a test fires one or the other. */
const SAVE_WAIT_MS = 990;


const CALLS: Record<string, string> = {
  requestCode: 'request code', resendCode: 'request code', verifyCode: 'verify code', loadOnboarding: 'load onboarding', loadOnboardingRules: 'load onboarding rules',
  deactivateCompany: 'save company', saveCompanyType: 'save company type', saveCompany: 'save company', saveInstaller: 'save installer',
};

/** The wizard running with fake calls and clock; the calls it starts and the progress it saves or forgets are what the tables list. */
export function startLogin(input: LoginInput): ReturnType<LoginWalk['start']> {
  const actors = new DeferredActors();
  const clock = new ManualClock();
  const effects: string[] = [];
  const machine = loginMachine.provide({
    actors: Object.fromEntries([...new Set(Object.values(CALLS))].map((name) => [name, actors.logic(name)])) as never,
    delays: { 'progress save debounce': SAVE_WAIT_MS },
  });
  const actor = createActor(machine, { input, clock });
  actor.on('progress.save', () => effects.push('save progress'));
  actor.on('progress.forget', () => effects.push('forget progress'));
  actor.start();
  return {
    snapshot: () => actor.getSnapshot(),
    takeCalls: () => [...actors.takeStarted(), ...effects.splice(0)],
    async deliver(event) {
      const [, kind, , id = ''] = event.type.split('.');
      const ending = event as { output?: unknown; error?: unknown };
      if (event.type.startsWith('xstate.after.countdown tick')) clock.fire(SECOND_MS);
      else if (kind === 'done') await actors.resolve(CALLS[id] ?? id, ending.output);
      else if (kind === 'error') await actors.reject(CALLS[id] ?? id, ending.error);
      else actor.send(event as LoginEvent);
    },
  };
}

export function loginWalk(
  input: LoginInput,
  parts: Pick<LoginWalk, 'events' | 'stateOf' | 'eventName' | 'table' | 'shows'>,
): LoginWalk {
  return { machine: loginMachine, input, ...parts, start: () => startLogin(input) };
}

const STEP_WORDS: Record<string, string> = {
  chooseType: 'choose type', enterId: 'enter id', requestingCode: 'requesting a code', enterCode: 'enter code', verifying: 'verifying',
  resending: 'resending', loadingSteps: 'loading steps', resumingOnboarding: 'resuming the onboarding', stepsUnavailable: 'steps unavailable', terms: 'terms', confirmingDecline: 'confirming decline',
  declining: 'declining', registrationNumber: 'number', registrationNumber2: 'number 2', companyType: 'company type', disclaimer: 'disclaimer',
  declaration: 'declaration', consent: 'consent', intro: 'survey welcome', question: 'survey question', savingCompanyType: 'saving the type',
  savingCompany: 'saving the company', savingInstaller: 'saving the installer', allSet: 'all set', signedIn: 'signed in',
};

/** The step shown in words: the innermost state (of the code part, on the code step), the survey's question number. */
export function stepOf(snapshot: LoginSnapshot): string {
  if (snapshot.matches({ enterCode: { code: 'editing' } })) return 'enter code';
  if (snapshot.matches({ enterId: 'editing' })) return 'enter id';
  let value: unknown = snapshot.value;
  while (value !== null && typeof value === 'object') {
    const inner = value as Record<string, unknown>;
    value = 'code' in inner ? inner.code : Object.values(inner)[0];
  }
  const leaf = String(value);
  const words = STEP_WORDS[leaf] ?? leaf;
  return leaf === 'question' ? `${words} ${snapshot.context.surveyQuestionIndex + 1}` : words;
}
