/**
 * The login wizard against its requirement (SPEC §2 Login wizard, §4 Login, §5, §8; README "The
 * wizards", "Phone prefix and registration country"): model-based walks whose every step is
 * checked against tables written below. Each walk starts where its part of the wizard begins
 * (from saved progress, as a reload would) and offers the events of that part; together they take
 * every state and transition of the machine.
 */
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, type AnyStateNode } from 'xstate';
import { TestModel } from 'xstate/graph';
import type { SignInAccount } from '../../src/contract/auth';
import { onboardingStepMarks } from '../../machines/login-context';
import { loginMachine, type LoginInput } from '../../machines/login-machine';
import { onboardingRules } from '../../machines/login-onboarding';
import { sessionFor, toStoredProgress, NO_ONBOARDING, type LoginProgress } from '../../machines/login-progress';
import type { OnboardingAnswers, OnboardingStep } from '../../machines/login-onboarding-steps';
import { stepNumber } from '../../machines/wizard-stepper';
import { serializeEvent } from '../app/support/machine-harness';
import { reachableTable, stateName, testRequirements, type Outcome, type RequirementTable } from '../app/support/requirement-walk';
import {
  INVALID_PHONE, LOCKED, NOT_FOUND, NOW, PAIR, SERVER_ERROR, WRONG_CODE, codeRequest, completeOwner, czechOwner, czechSettings, polishSettings,
} from './login-fixtures';
import { loginWalk, stepOf, type LoginSnapshot, type LoginWalk, type LoginWalkEvent } from './login-walk';
const [CZECHIA, HUNGARY, POLAND, SLOVAKIA] = [5, 7, 10, 13];
const [ENGLISH, HUNGARIAN] = [1, 5];
const clock = { now: () => NOW };
const FRESH: LoginInput = { hostRegionId: CZECHIA, languageId: ENGLISH, saved: null, clock };
/** A code request whose resend wait is one second: the countdown's part of each walk stays small. */
const CODE_SENT = codeRequest({ resend_after: 1 });

/** Every walk of this file: together they must take every state and transition of the machine. */
const WALKS: LoginWalk[] = [];

function walksAsRequired(part: string, walk: LoginWalk): void {
  WALKS.push(walk);
  describe(`login machine, ${part}: every state and transition as the requirement says`, () => testRequirements(walk));
}

function eventName(event: LoginWalkEvent): string {
  const e = event as Record<string, unknown> & { type: string };
  const words: Record<string, string> = {
    CHOOSE_EMAIL: 'Sign in with e-mail', CHOOSE_PHONE: 'Sign in with phone', SUBMIT: 'Submit', RESEND: 'Resend', BACK: 'Back', RETRY: 'Retry',
    AGREE_TERMS: 'Agree', DECLINE_TERMS: 'Decline', CONFIRM_DECLINE: 'Confirm decline', CANCEL_DECLINE: 'Cancel decline', NEXT: 'Next',
    START_SURVEY: 'Start', CONTINUE: 'Continue', SAVE_PROGRESS: 'the save wait ends',
  };
  if (words[e.type]) return words[e.type] as string;
  if (e.type.startsWith('xstate.after.countdown tick')) return '1 s passes';
  const ended = /^xstate\.(done|error)\.actor\.(.+)$/.exec(e.type);
  if (ended) return `${ended[2]}: ${ended[1] === 'done' ? 'done' : FAILURE_NAMES.get(e.error) ?? 'failed'}`;
  return e.type;
}
const FAILURE_NAMES = new Map<unknown, string>([
  [NOT_FOUND, 'not found'], [SERVER_ERROR, 'failed'], [INVALID_PHONE, 'invalid phone'], [WRONG_CODE, 'wrong code'], [LOCKED, 'locked'],
]);

// ---------------------------------------------------------------------------------------------
// The sign-in type and the id: e-mail, or phone with its prefix.

const EMAIL_TYPED: Record<string, string> = { 'owner@': 'bad id', 'owner@demo.cz': 'id typed' };
const PHONE_TYPED: Record<string, string> = { '123': 'bad id', '601000001': 'id typed' };
const PREFIX_NAMES: Record<number, string> = { [POLAND]: 'Polish prefix', [HUNGARY]: 'Hungarian prefix', [SLOVAKIA]: 'Slovak prefix' };
const ALERT_NAMES: Record<string, string> = {
  installerNotFound: 'not found shown', generic: 'failure shown', phoneInvalid: 'invalid phone shown', accountLocked: 'locked shown',
};

/** The step, the id typed, the phone prefix (in the phone walk), and the messages. */
const identityState = (type: 'email' | 'phone') => (snapshot: LoginSnapshot): string => {
  const { email, phone, phoneRegionId, phoneRegionChosen, fieldErrors, alert } = snapshot.context;
  return stateName(
    stepOf(snapshot),
    type === 'phone' ? PHONE_TYPED[phone] : EMAIL_TYPED[email],
    type === 'phone' && PREFIX_NAMES[phoneRegionId],
    phoneRegionChosen && 'prefix picked',
    (fieldErrors.email ?? fieldErrors.phone) && 'id message shown',
    alert && ALERT_NAMES[alert.message],
  );
};

function identityEvents(type: 'email' | 'phone') {
  return (snapshot: LoginSnapshot): LoginWalkEvent[] => {
    if (snapshot.matches('chooseType')) return [{ type: type === 'email' ? 'CHOOSE_EMAIL' : 'CHOOSE_PHONE' }, { type: 'SAVE_PROGRESS' }];
    if (snapshot.matches({ enterId: 'requestingCode' })) {
      return [{ type: 'SUBMIT' }, { type: 'BACK' }, { type: 'xstate.done.actor.requestCode', output: CODE_SENT },
        ...[type === 'email' ? NOT_FOUND : INVALID_PHONE, SERVER_ERROR].map((error) => ({ type: 'xstate.error.actor.requestCode' as const, error }))];
    }
    if (!snapshot.matches('enterId')) return [];
    const typing: LoginWalkEvent[] = type === 'email'
      ? Object.keys(EMAIL_TYPED).map((value) => ({ type: 'CHANGE_EMAIL', value }))
      : [...Object.keys(PHONE_TYPED).map((value) => ({ type: 'CHANGE_PHONE', value }) as const), { type: 'CHANGE_PHONE_REGION', regionId: SLOVAKIA }, { type: 'CHANGE_LANGUAGE', languageId: HUNGARIAN }];
    return [...typing, { type: 'SUBMIT' }, { type: 'RESEND' }, { type: 'BACK' }, { type: 'SAVE_PROGRESS' }];
  };
}

function identityEventName(event: LoginWalkEvent): string {
  const e = event as Record<string, unknown> & { type: string };
  if (e.type === 'CHANGE_EMAIL') return `type the ${EMAIL_TYPED[String(e.value)] ?? '?'}`;
  if (e.type === 'CHANGE_PHONE') return `type the ${PHONE_TYPED[String(e.value)] ?? '?'}`;
  if (e.type === 'CHANGE_PHONE_REGION') return 'pick the Slovak prefix';
  if (e.type === 'CHANGE_LANGUAGE') return 'switch the interface to Hungarian';
  return eventName(event);
}

/**
 * The id step (SPEC §2: e-mail, or phone with a country select; §5: a valid e-mail, a phone of at
 * least 5 digits, the numbering plan checked by the server; §8: "Installer not found.", the generic
 * line; README: the prefix starts in the host's region, else the language's, else Poland, and
 * follows a language switch until the person picks one), over the id typed (none, breaking its
 * rule, or right), the prefix, and the messages (the id's own, an alert from the server):
 * - Typing the id (or picking a prefix) hides the id's message; an alert stays until Submit.
 * - Submit with no id or a bad one shows the id's message; with a right one it asks for a code.
 * - Resend does nothing before a code was sent; Back returns to the choice, forgetting the id.
 * - The code request: sent, the code step follows; refused or failed, the id step shows why.
 *   While it runs Submit and Back do nothing.
 * - When the save wait ends the progress is saved; at the choice of sign-in type nothing was
 *   typed, and the progress is forgotten.
 */
function identityTable(type: 'email' | 'phone'): RequirementTable<string> {
  const table: RequirementTable<string> = {};
  const prefixes = type === 'phone' ? [POLAND, HUNGARY, SLOVAKIA] : [null];
  const alerts = [null, type === 'email' ? 'not found shown' : 'invalid phone shown', 'failure shown'];
  for (const prefix of prefixes) {
    for (const picked of type === 'phone' ? [false, true] : [false]) {
      const prefixFacts = [prefix !== null && PREFIX_NAMES[prefix], picked && 'prefix picked'];
      const at = (step: string, id: string | null, ...facts: (string | false | null | undefined)[]) => stateName(step, id, ...prefixFacts, ...facts);
      table[at('choose type', null)] = {
        [type === 'email' ? 'Sign in with e-mail' : 'Sign in with phone']: at('enter id', null),
        'the save wait ends': { to: at('choose type', null), calls: ['forget progress'] },
      };
      for (const id of [null, 'bad id', 'id typed']) {
        table[at('requesting a code', id)] = {
          'requestCode: done': at('enter code', id),
          'requestCode: not found': at('enter id', id, 'not found shown'),
          'requestCode: invalid phone': at('enter id', id, 'invalid phone shown'),
          'requestCode: failed': at('enter id', id, 'failure shown'),
        };
        for (const message of [false, true]) {
          for (const alert of alerts) {
            const typing: Record<string, Outcome<string>> = Object.fromEntries(['bad id', 'id typed'].map((typed) => [`type the ${typed}`, at('enter id', typed, alert)]));
            if (type === 'phone') {
              typing['pick the Slovak prefix'] = stateName('enter id', id, PREFIX_NAMES[SLOVAKIA], 'prefix picked', alert);
              typing['switch the interface to Hungarian'] = picked ? at('enter id', id, message && 'id message shown', alert) : stateName('enter id', id, PREFIX_NAMES[HUNGARY], message && 'id message shown', alert);
            }
            table[at('enter id', id, message && 'id message shown', alert)] = {
              ...typing,
              'Submit': id === 'id typed' ? { to: at('requesting a code', id), calls: ['request code'] } : at('enter id', id, 'id message shown'),
              'Back': at('choose type', null),
              'the save wait ends': { to: at('enter id', id, message && 'id message shown', alert), calls: ['save progress'] },
            };
          }
        }
      }
    }
  }
  // The requirement names the refusal of its own sign-in type only.
  for (const outcomes of Object.values(table)) delete outcomes?.[type === 'email' ? 'requestCode: invalid phone' : 'requestCode: not found'];
  const start = type === 'email' ? 'choose type' : stateName('choose type', PREFIX_NAMES[POLAND]);
  return reachableTable(table, start);
}

walksAsRequired('the e-mail id', loginWalk(FRESH, { events: identityEvents('email'), stateOf: identityState('email'), eventName: identityEventName, table: identityTable('email') }));
walksAsRequired('the phone id and its prefix', loginWalk({ ...FRESH, hostRegionId: null }, {
  events: identityEvents('phone'), stateOf: identityState('phone'), eventName: identityEventName, table: identityTable('phone'),
}));

// ---------------------------------------------------------------------------------------------
// The code step: the code, the resend wait and the resend, the check of the code, and the
// region's settings loaded for the onboarding.

const AT_CODE: LoginProgress = {
  loginType: 'email', email: 'owner@demo.cz', phone: '', phoneRegionId: CZECHIA, phoneRegionChosen: false, login: CODE_SENT, resendSecondsLeft: 1, ...NO_ONBOARDING,
};
const CODE_TYPED: Record<string, string> = { '123': '3 digits', '12345': 'code typed' };
/** A second of the resend wait, where it is counted: on the code step, and on the id step after a wrong code. */
const countdownTick = (snapshot: LoginSnapshot): LoginWalkEvent[] => {
  if (snapshot.context.resendSecondsLeft <= 0) return [];
  if (snapshot.matches('enterCode')) return [{ type: 'xstate.after.countdown tick.login.enterCode.resendTimer.counting' }];
  return snapshot.matches({ enterId: 'editing' }) ? [{ type: 'xstate.after.countdown tick.login.enterId.editing' }] : [];
};

function codeState(snapshot: LoginSnapshot): string {
  const { code, resendSecondsLeft, fieldErrors, alert } = snapshot.context;
  const atCode = snapshot.matches('enterCode');
  return stateName(
    stepOf(snapshot),
    atCode && !snapshot.matches({ enterCode: { code: 'verifying' } }) && CODE_TYPED[code],
    atCode && resendSecondsLeft > 0 && 'resend in 1 s',
    atCode && fieldErrors.code && 'code message shown',
    alert && ALERT_NAMES[alert.message],
  );
}

function codeEvents(snapshot: LoginSnapshot): LoginWalkEvent[] {
  const buttons: LoginWalkEvent[] = [{ type: 'SUBMIT' }, { type: 'RESEND' }, { type: 'BACK' }];
  if (snapshot.matches({ enterCode: { code: 'verifying' } })) {
    return [...buttons, ...countdownTick(snapshot), { type: 'xstate.done.actor.verifyCode', output: { ...PAIR, account: czechOwner() } }, { type: 'xstate.error.actor.verifyCode', error: LOCKED }];
  }
  if (snapshot.matches({ enterCode: { code: 'resending' } })) {
    return [...buttons, { type: 'xstate.done.actor.resendCode', output: codeRequest({ resend_after: 1, login_request_id: 'b'.repeat(36) }) }, { type: 'xstate.error.actor.resendCode', error: SERVER_ERROR }];
  }
  if (snapshot.matches('enterCode')) return [...Object.keys(CODE_TYPED).map((value) => ({ type: 'CHANGE_CODE', value }) as const), ...buttons, ...countdownTick(snapshot)];
  if (snapshot.matches('loadingSteps')) {
    return [{ type: 'xstate.done.actor.loadOnboarding', output: { settings: czechSettings, rules: onboardingRules } }, { type: 'xstate.error.actor.loadOnboarding', error: SERVER_ERROR }];
  }
  if (snapshot.matches('stepsUnavailable')) return [{ type: 'RETRY' }, { type: 'BACK' }];
  return [];
}

const codeEventName = (event: LoginWalkEvent) => (event.type === 'CHANGE_CODE' ? `type the ${CODE_TYPED[String((event as { value: string }).value)] ?? '?'}` : eventName(event));

/**
 * The code step (SPEC §2: a 5-digit code, resend after a countdown; §4: going back removes the
 * typed id and code; §5: exactly 5 digits; §8: generic failure; README "Wrong code"; docs: the
 * lockout), over the code typed, the resend wait (one second here), the code's message and an alert:
 * - Typing changes the code and hides its message (an alert stays).
 * - Submit with fewer than 5 digits shows the code's message; with 5 it checks the code.
 * - Resend once the wait is over asks for a new code; before, nothing. Each second counts down.
 * - Back returns to the id step, forgetting the id, the code and the code request.
 * - The check: right, the region's settings are loaded; locked, the code step shows it with the
 *   code cleared. The wait goes on meanwhile; Submit, Resend and Back do nothing.
 * - The resend: sent, the code and its message go and a new wait starts; failed, the failure
 *   shows, the code kept. Submit, Resend and Back do nothing meanwhile.
 * - The settings: loaded, the first onboarding step (terms, for this Czech owner); failed, Retry
 *   loads them again and Back starts over.
 */
function codeTable(): RequirementTable<string> {
  const table: RequirementTable<string> = {};
  const alerts = [null, 'locked shown', 'failure shown'] as const;
  for (const wait of [true, false]) {
    const waiting = wait && 'resend in 1 s';
    for (const code of [null, '3 digits', 'code typed'] as const) {
      for (const message of [false, true]) {
        for (const alert of alerts) {
          const at = (step: string, ...facts: (string | false | null)[]) => stateName(step, ...facts);
          const typing = Object.fromEntries(Object.values(CODE_TYPED).map((typed) => [`type the ${typed}`, at('enter code', typed, waiting, alert)]));
          table[at('enter code', code, waiting, message && 'code message shown', alert)] = {
            ...typing,
            'Submit': code === 'code typed' ? { to: at('verifying', waiting), calls: ['verify code'] } : at('enter code', code, waiting, 'code message shown'),
            ...(wait ? { '1 s passes': at('enter code', code, message && 'code message shown', alert) } : { 'Resend': { to: at('resending', code, message && 'code message shown'), calls: ['request code'] } }),
            'Back': 'enter id',
          };
          table[at('resending', code, message && 'code message shown')] = {
            'resendCode: done': at('enter code', 'resend in 1 s'),
            'resendCode: failed': at('enter code', code, message && 'code message shown', 'failure shown'),
          };
        }
      }
    }
    table[stateName('verifying', waiting)] = {
      ...(wait ? { '1 s passes': 'verifying' } : {}),
      'verifyCode: done': { to: 'loading steps', calls: ['load onboarding'] },
      'verifyCode: locked': stateName('enter code', waiting, 'locked shown'),
    };
  }
  table['loading steps'] = { 'loadOnboarding: done': 'terms', 'loadOnboarding: failed': 'steps unavailable, failure shown' };
  table['steps unavailable, failure shown'] = { 'Retry': { to: 'loading steps', calls: ['load onboarding'] }, 'Back': 'choose type' };
  return reachableTable(table, 'enter code, resend in 1 s');
}

walksAsRequired('the code step', loginWalk({ ...FRESH, saved: toStoredProgress(AT_CODE, NOW) }, { events: codeEvents, stateOf: codeState, eventName: codeEventName, table: codeTable() }));

// ---------------------------------------------------------------------------------------------
// A wrong code: back at the id step, with the code already sent.

function wrongCodeState(snapshot: LoginSnapshot): string {
  const { email, code, resendSecondsLeft, fieldErrors, alert } = snapshot.context;
  return stateName(
    stepOf(snapshot),
    email !== '' && email !== 'owner@demo.cz' && 'another e-mail',
    snapshot.matches({ enterCode: { code: 'editing' } }) && code !== '' && 'code typed',
    resendSecondsLeft > 0 && 'resend in 1 s',
    snapshot.matches('enterId') && fieldErrors.email && 'id marked wrong',
    alert && (alert.message === 'invalidCode' ? 'wrong code shown' : ALERT_NAMES[alert.message]),
  );
}

function wrongCodeEvents(snapshot: LoginSnapshot): LoginWalkEvent[] {
  // The code step of another e-mail is the code step's own walk.
  if (snapshot.context.email !== 'owner@demo.cz' && snapshot.matches('enterCode')) return [];
  if (snapshot.matches({ enterCode: { code: 'verifying' } })) return [...countdownTick(snapshot), { type: 'xstate.error.actor.verifyCode', error: WRONG_CODE }];
  if (snapshot.matches('enterCode')) return [{ type: 'CHANGE_CODE', value: '99999' }, { type: 'SUBMIT' }, ...countdownTick(snapshot)];
  if (snapshot.matches({ enterId: 'requestingCode' })) return [{ type: 'xstate.done.actor.requestCode', output: CODE_SENT }, { type: 'xstate.error.actor.requestCode', error: SERVER_ERROR }];
  if (snapshot.matches('enterId')) return [{ type: 'CHANGE_EMAIL', value: 'other@demo.cz' }, { type: 'SUBMIT' }, { type: 'RESEND' }, { type: 'BACK' }, ...countdownTick(snapshot)];
  return [];
}

const wrongCodeEventName = (event: LoginWalkEvent) =>
  (event.type === 'CHANGE_CODE' ? 'type a code' : event.type === 'CHANGE_EMAIL' ? 'type another e-mail' : eventName(event));

/**
 * A wrong code (SPEC §8: "Invalid code", then back to id entry; README "Wrong code": the id
 * stays, and the person enters the code sent again or, once the resend wait is over, asks for a
 * new one; issue 28: the message is about the code, so it is the step's, not a mark on the id):
 * - The wrong code returns to the id step with its message; the wait goes on. Asking for a new
 *   code or typing another id clears the message.
 * - Submit with the same id returns to the code step without asking for a code; Resend asks for
 *   a new one once the wait is over; another id drops the code sent (its message goes), and
 *   Submit asks for a first code for it; Back starts over.
 * - A failed code request shows the failure on the id step.
 */
const WRONG_CODE_TABLE: RequirementTable<string> = {
  'enter code, resend in 1 s': { 'type a code': 'enter code, code typed, resend in 1 s', '1 s passes': 'enter code' },
  'enter code': { 'type a code': 'enter code, code typed' },
  'enter code, code typed, resend in 1 s': { 'Submit': { to: 'verifying, resend in 1 s', calls: ['verify code'] }, '1 s passes': 'enter code, code typed' },
  'enter code, code typed': { 'Submit': { to: 'verifying', calls: ['verify code'] } },
  'verifying, resend in 1 s': { 'verifyCode: wrong code': 'enter id, resend in 1 s, wrong code shown', '1 s passes': 'verifying' },
  'verifying': { 'verifyCode: wrong code': 'enter id, wrong code shown' },
  'enter id, resend in 1 s, wrong code shown': {
    'Submit': 'enter code, resend in 1 s',
    'type another e-mail': 'enter id, another e-mail, resend in 1 s',
    'Back': 'choose type',
    '1 s passes': 'enter id, wrong code shown',
  },
  'enter id, wrong code shown': {
    'Submit': 'enter code',
    'Resend': { to: 'requesting a code', calls: ['request code'] },
    'type another e-mail': 'enter id, another e-mail',
    'Back': 'choose type',
  },
  'enter id, another e-mail, resend in 1 s': {
    'Submit': { to: 'requesting a code, another e-mail, resend in 1 s', calls: ['request code'] },
    'Back': 'choose type',
    '1 s passes': 'enter id, another e-mail',
  },
  'enter id, another e-mail': { 'Submit': { to: 'requesting a code, another e-mail', calls: ['request code'] }, 'Back': 'choose type' },
  'requesting a code': {
    'requestCode: done': 'enter code, resend in 1 s',
    'requestCode: failed': 'enter id, failure shown',
  },
  'enter id, failure shown': {
    'Submit': 'enter code',
    'Resend': { to: 'requesting a code', calls: ['request code'] },
    'type another e-mail': 'enter id, another e-mail, failure shown',
    'Back': 'choose type',
  },
  'enter id, another e-mail, failure shown': { 'Submit': { to: 'requesting a code, another e-mail', calls: ['request code'] }, 'Back': 'choose type' },
  'requesting a code, another e-mail, resend in 1 s': {
    'requestCode: done': 'enter code, another e-mail, resend in 1 s',
    'requestCode: failed': 'enter id, another e-mail, resend in 1 s, failure shown',
  },
  'enter id, another e-mail, resend in 1 s, failure shown': {
    'Submit': { to: 'requesting a code, another e-mail, resend in 1 s', calls: ['request code'] },
    'Back': 'choose type',
    '1 s passes': 'enter id, another e-mail, failure shown',
  },
  'requesting a code, another e-mail': {
    'requestCode: done': 'enter code, another e-mail, resend in 1 s',
    'requestCode: failed': 'enter id, another e-mail, failure shown',
  },
};

walksAsRequired('a wrong code', loginWalk({ ...FRESH, saved: toStoredProgress(AT_CODE, NOW) }, { events: wrongCodeEvents, stateOf: wrongCodeState, eventName: wrongCodeEventName, table: WRONG_CODE_TABLE }));

// ---------------------------------------------------------------------------------------------
// The onboarding steps: saved progress of a verified session, at the step each walk is about.

/**
 * The Czech owner of the demo data (README "Demo accounts": created 2023-06-01, terms not agreed,
 * consent not seen, no registration numbers or type, no survey): every onboarding step applies, in
 * SPEC's order.
 */
const CZECH_OWNER_STEPS: OnboardingStep[] = ['terms', 'registrationNumber', 'registrationNumber2', 'companyType', 'disclaimer', 'declaration', 'consent', 'survey'];
const NOTHING_ANSWERED: OnboardingAnswers = {
  registrationNumber: '', registrationNumber2: '', companyTypeId: null, disclaimerAccepted: false, declarationAccepted: false,
  emailConsent: true, phoneConsent: false, survey: {},
};

function onboardingAt(account: SignInAccount, steps: OnboardingStep[], step: OnboardingStep, answers: OnboardingAnswers, settings = czechSettings): LoginInput {
  const progress: LoginProgress = {
    ...AT_CODE, session: sessionFor(PAIR), account, settings, steps, stepIndex: steps.indexOf(step), surveyQuestionIndex: 0, answers,
  };
  return { ...FRESH, saved: toStoredProgress(progress, NOW) };
}

function onboardingState(snapshot: LoginSnapshot): string {
  const { answers, fieldErrors, alert, warning } = snapshot.context;
  return stateName(
    stepOf(snapshot),
    answers?.registrationNumber === '123' && 'bad number',
    answers?.registrationNumber === '27082440' && 'number typed',
    answers?.registrationNumber2 === '1' && 'bad second number',
    answers?.companyTypeId != null && `type ${answers.companyTypeId}`,
    answers?.disclaimerAccepted && 'disclaimer ticked',
    answers?.declarationAccepted && 'declaration ticked',
    Object.keys(fieldErrors).length > 0 && 'message shown',
    alert && ALERT_NAMES[alert.message],
    warning && 'profile deletion warned',
  );
}

/** A reload mid-onboarding loads the onboarding's rules again (code, not progress) before its step shows. */
const RULES_LOADED: LoginWalkEvent = { type: 'xstate.done.actor.loadOnboardingRules', output: onboardingRules };
const RESUMING = 'resuming the onboarding';

/** Each onboarding walk starts from a reload: the rules load, then its part's events. */
const afterRulesLoad = (events: (snapshot: LoginSnapshot) => LoginWalkEvent[]) => (snapshot: LoginSnapshot): LoginWalkEvent[] =>
  (snapshot.matches('resumingOnboarding') ? [RULES_LOADED] : events(snapshot));

function termsEvents(snapshot: LoginSnapshot): LoginWalkEvent[] {
  if (snapshot.matches('resumingOnboarding')) return [RULES_LOADED, { type: 'xstate.error.actor.loadOnboardingRules', error: SERVER_ERROR }];
  if (snapshot.matches('stepsUnavailable')) return [{ type: 'RETRY' }, { type: 'BACK' }];
  if (snapshot.matches({ onboarding: 'terms' })) return [{ type: 'AGREE_TERMS' }, { type: 'DECLINE_TERMS' }, { type: 'BACK' }];
  if (snapshot.matches({ onboarding: 'confirmingDecline' })) return [{ type: 'CONFIRM_DECLINE' }, { type: 'CANCEL_DECLINE' }, { type: 'BACK' }];
  if (snapshot.matches({ onboarding: 'declining' })) return [{ type: 'BACK' }, { type: 'xstate.done.actor.deactivateCompany', output: { message: 'ok' } }, { type: 'xstate.error.actor.deactivateCompany', error: SERVER_ERROR }];
  return [];
}

/**
 * The Czech/Slovak terms (SPEC §4: declining deactivates the profile (active=2), clears the login
 * state and sends to /login with a warning that the profile will be deleted; README: Decline asks
 * for confirmation first):
 * - After a reload the rules load first; if they fail, Retry loads them again (the saved answers
 *   and steps stay) and Back starts over.
 * - Agree goes on to the next step; Back on the first onboarding step does nothing (the code is spent).
 * - Decline asks for confirmation; Cancel or Back returns to the terms; Confirm deactivates the
 *   company: done, the wizard starts over with the warning and forgets its progress; failed, the
 *   terms show the failure. While it is deactivated Back does nothing.
 */
const TERMS: RequirementTable<string> = {
  [RESUMING]: { 'loadOnboardingRules: done': 'terms', 'loadOnboardingRules: failed': 'steps unavailable, failure shown' },
  'steps unavailable, failure shown': { 'Retry': { to: RESUMING, calls: ['load onboarding rules'] }, 'Back': 'choose type' },
  'terms': { 'Agree': 'number', 'Decline': 'confirming decline' },
  'confirming decline': { 'Confirm decline': { to: 'declining', calls: ['save company'] }, 'Cancel decline': 'terms', 'Back': 'terms' },
  'declining': { 'deactivateCompany: done': { to: 'choose type, profile deletion warned', calls: ['forget progress'] }, 'deactivateCompany: failed': 'terms, failure shown' },
  'terms, failure shown': { 'Agree': 'number', 'Decline': 'confirming decline' },
};

walksAsRequired('the Czech and Slovak terms', loginWalk(onboardingAt(czechOwner(), CZECH_OWNER_STEPS, 'terms', NOTHING_ANSWERED), {
  events: termsEvents, stateOf: onboardingState, eventName, table: TERMS,
}));

const [TYPE_WITH_AGREEMENTS, TYPE_WITHOUT] = [501, 505];

/** Each step's answers, Next and Back; once a type is chosen the walk goes back no further than the type. */
function companyEvents(snapshot: LoginSnapshot): LoginWalkEvent[] {
  const moves: LoginWalkEvent[] = [{ type: 'NEXT' }, { type: 'BACK' }];
  const typeChosen = snapshot.context.answers?.companyTypeId !== null;
  if (snapshot.matches({ onboarding: 'registrationNumber' })) return [{ type: 'CHANGE_REGISTRATION_NUMBER', value: '123' }, { type: 'CHANGE_REGISTRATION_NUMBER', value: '27082440' }, ...moves];
  if (snapshot.matches({ onboarding: 'registrationNumber2' })) {
    // A second number that breaks its rule is walked to its message only.
    if (snapshot.context.answers?.registrationNumber2 !== '') return [{ type: 'NEXT' }];
    return typeChosen ? [{ type: 'NEXT' }] : [{ type: 'CHANGE_REGISTRATION_NUMBER', value: '1' }, ...moves];
  }
  if (snapshot.matches({ onboarding: 'companyType' })) return [TYPE_WITH_AGREEMENTS, TYPE_WITHOUT].map((companyTypeId) => ({ type: 'CHOOSE_COMPANY_TYPE' as const, companyTypeId })).concat(moves as never);
  if (snapshot.matches({ onboarding: 'disclaimer' })) return [{ type: 'TICK', field: 'disclaimerAccepted', checked: true }, ...moves];
  if (snapshot.matches({ onboarding: 'declaration' })) return [{ type: 'TICK', field: 'declarationAccepted', checked: true }, ...moves];
  return [];
}

function companyEventName(event: LoginWalkEvent): string {
  const e = event as Record<string, unknown> & { type: string };
  if (e.type === 'CHANGE_REGISTRATION_NUMBER') return e.value === '1' ? 'type a bad second number' : e.value === '123' ? 'type a bad number' : 'type the number';
  if (e.type === 'CHOOSE_COMPANY_TYPE') return `choose type ${String(e.companyTypeId)}`;
  if (e.type === 'TICK') return `tick the ${String(e.field).replace('Accepted', '')}`;
  return eventName(event);
}

const NT = 'number typed';
const T501 = `type ${TYPE_WITH_AGREEMENTS}`;
const T505 = `type ${TYPE_WITHOUT}`;
const DT = 'disclaimer ticked';
const DC = 'declaration ticked';

/**
 * The company's steps for the Czech owner (SPEC §4: the registration number when the region asks
 * for it and the company lacks it (IČO required, DIČ optional); the company type likewise;
 * choosing a type resets disclaimer and declaration and adds or removes those steps by the type's
 * settings; §5: numbers of at least 6 characters in the country's format, a required type, required
 * agreements ticked; type 501 asks both agreements, type 505 none):
 * - Next checks the step's answer: a missing or wrong one shows its message and stays (an optional
 *   second number may stay empty, but not be wrong); typing, choosing or ticking hides it. Back
 *   returns to the step before.
 * - Choosing another type forgets the ticks; with 505 the agreements are skipped, Next leads to consent.
 */
const COMPANY: RequirementTable<string> = {
  [RESUMING]: { 'loadOnboardingRules: done': 'number' },
  'number': { 'type a bad number': 'number, bad number', 'type the number': stateName('number', NT), 'Next': 'number, message shown', 'Back': 'terms' },
  'number, message shown': { 'type a bad number': 'number, bad number', 'type the number': stateName('number', NT), 'Back': 'terms' },
  'number, bad number': { 'type the number': stateName('number', NT), 'Next': 'number, bad number, message shown', 'Back': 'terms, bad number' },
  'number, bad number, message shown': { 'type a bad number': 'number, bad number', 'type the number': stateName('number', NT), 'Back': 'terms, bad number' },
  [stateName('number', NT)]: { 'type a bad number': 'number, bad number', 'Next': stateName('number 2', NT), 'Back': stateName('terms', NT) },
  [stateName('number 2', NT)]: { 'type a bad second number': stateName('number 2', NT, 'bad second number'), 'Next': stateName('company type', NT), 'Back': stateName('number', NT) },
  [stateName('number 2', NT, 'bad second number')]: { 'Next': stateName('number 2', NT, 'bad second number', 'message shown') },
  [stateName('company type', NT)]: {
    'choose type 501': stateName('company type', NT, T501), 'choose type 505': stateName('company type', NT, T505), 'Next': stateName('company type', NT, 'message shown'), 'Back': stateName('number 2', NT),
  },
  [stateName('company type', NT, 'message shown')]: { 'choose type 501': stateName('company type', NT, T501), 'choose type 505': stateName('company type', NT, T505), 'Back': stateName('number 2', NT) },
  [stateName('company type', NT, T501)]: { 'choose type 505': stateName('company type', NT, T505), 'Next': stateName('disclaimer', NT, T501), 'Back': stateName('number 2', NT, T501) },
  [stateName('company type', NT, T505)]: { 'choose type 501': stateName('company type', NT, T501), 'Next': stateName('consent', NT, T505), 'Back': stateName('number 2', NT, T505) },
  [stateName('number 2', NT, T501)]: { 'Next': stateName('company type', NT, T501) },
  [stateName('number 2', NT, T505)]: { 'Next': stateName('company type', NT, T505) },
  [stateName('disclaimer', NT, T501)]: { 'tick the disclaimer': stateName('disclaimer', NT, T501, DT), 'Next': stateName('disclaimer', NT, T501, 'message shown'), 'Back': stateName('company type', NT, T501) },
  [stateName('disclaimer', NT, T501, 'message shown')]: { 'tick the disclaimer': stateName('disclaimer', NT, T501, DT), 'Back': stateName('company type', NT, T501) },
  [stateName('disclaimer', NT, T501, DT)]: { 'Next': stateName('declaration', NT, T501, DT), 'Back': stateName('company type', NT, T501, DT) },
  [stateName('company type', NT, T501, DT)]: { 'choose type 505': stateName('company type', NT, T505), 'Next': stateName('disclaimer', NT, T501, DT), 'Back': stateName('number 2', NT, T501, DT) },
  [stateName('declaration', NT, T501, DT)]: { 'tick the declaration': stateName('declaration', NT, T501, DT, DC), 'Next': stateName('declaration', NT, T501, DT, 'message shown'), 'Back': stateName('disclaimer', NT, T501, DT) },
  [stateName('declaration', NT, T501, DT, 'message shown')]: { 'tick the declaration': stateName('declaration', NT, T501, DT, DC), 'Back': stateName('disclaimer', NT, T501, DT) },
  [stateName('declaration', NT, T501, DT, DC)]: { 'Next': stateName('consent', NT, T501, DT, DC), 'Back': stateName('disclaimer', NT, T501, DT, DC) },
  [stateName('number 2', NT, T501, DT)]: { 'Next': stateName('company type', NT, T501, DT) },
  [stateName('disclaimer', NT, T501, DT, DC)]: { 'Next': stateName('declaration', NT, T501, DT, DC), 'Back': stateName('company type', NT, T501, DT, DC) },
  [stateName('company type', NT, T501, DT, DC)]: { 'choose type 505': stateName('company type', NT, T505), 'Next': stateName('disclaimer', NT, T501, DT, DC), 'Back': stateName('number 2', NT, T501, DT, DC) },
  [stateName('number 2', NT, T501, DT, DC)]: { 'Next': stateName('company type', NT, T501, DT, DC) },
};

/** README "The wizards": "Step n of m" counts every step the account may be asked (8 for this owner), agreements a type skips included. */
const stepOfEight = (current: number) => (snapshot: LoginSnapshot) => expect(stepNumber(onboardingStepMarks(snapshot.context))).toEqual({ current, total: 8 });
const COMPANY_COUNTERS = {
  'number': stepOfEight(2), [stateName('number 2', NT)]: stepOfEight(3), [stateName('company type', NT)]: stepOfEight(4), [stateName('disclaimer', NT, T501)]: stepOfEight(5),
  [stateName('declaration', NT, T501, DT)]: stepOfEight(6), [stateName('consent', NT, T501, DT, DC)]: stepOfEight(7), [stateName('consent', NT, T505)]: stepOfEight(7),
};

walksAsRequired("the company's steps", loginWalk(onboardingAt(czechOwner(), CZECH_OWNER_STEPS, 'registrationNumber', NOTHING_ANSWERED), {
  events: afterRulesLoad(companyEvents), stateOf: onboardingState, eventName: companyEventName, table: COMPANY, shows: COMPANY_COUNTERS,
}));

/** The company survey's answers, one right answer a question (SPEC §9 bands, a number 1..999999, brand and service lists). */
const SURVEY_ANSWERS: LoginWalkEvent[] = [
  { type: 'PICK_ANSWER', answerId: '2' },
  { type: 'TYPE_ANSWER', value: '120' },
  { type: 'PICK_ANSWER', answerId: '0-25' },
  { type: 'PICK_ANSWER', answerId: '1-5' },
  { type: 'PICK_ANSWER', answerId: 'velux' },
  { type: 'PICK_ANSWER', answerId: 'roofing' },
];
const COMPANY_DONE: OnboardingAnswers = { ...NOTHING_ANSWERED, registrationNumber: '27082440', companyTypeId: TYPE_WITH_AGREEMENTS, disclaimerAccepted: true, declarationAccepted: true };

function surveyState(snapshot: LoginSnapshot): string {
  const { answers, fieldErrors, alert } = snapshot.context;
  const survey = answers?.survey ?? {};
  const given = Object.keys(survey).length;
  return stateName(
    stepOf(snapshot),
    answers?.phoneConsent && 'phone consent ticked',
    given > 0 && `${given} answered`,
    survey['windows-per-year'] === '0' && 'number 0 typed',
    Object.keys(fieldErrors).length > 0 && 'message shown',
    alert && ALERT_NAMES[alert.message],
  );
}

function surveyEvents(snapshot: LoginSnapshot): LoginWalkEvent[] {
  const writes = [['savingCompanyType', 'saveCompanyType'], ['savingCompany', 'saveCompany'], ['savingInstaller', 'saveInstaller']] as const;
  for (const [state, id] of writes) {
    if (snapshot.matches({ submitting: state })) return [{ type: `xstate.done.actor.${id}`, output: { message: 'ok' } }, { type: `xstate.error.actor.${id}`, error: SERVER_ERROR }];
  }
  if (snapshot.matches('allSet')) return [{ type: 'CONTINUE' }];
  if (snapshot.matches({ onboarding: 'consent' })) return [{ type: 'TICK', field: 'phoneConsent', checked: true }, { type: 'NEXT' }, { type: 'BACK' }];
  // Back from the welcome is walked before any answer; after one, the welcome leads on.
  const answered = Object.keys(snapshot.context.answers?.survey ?? {}).length > 0;
  if (snapshot.matches({ onboarding: { survey: 'intro' } })) return answered ? [{ type: 'START_SURVEY' }] : [{ type: 'START_SURVEY' }, { type: 'BACK' }];
  if (!snapshot.matches({ onboarding: { survey: 'question' } })) return [];
  const index = snapshot.context.surveyQuestionIndex;
  const answer = SURVEY_ANSWERS[index];
  // Back and the answers Next refuses are walked on the first two questions; the others are answered and passed.
  const early: LoginWalkEvent[] = index === 1 ? [{ type: 'TYPE_ANSWER', value: '0' }, { type: 'BACK' }] : index === 0 ? [{ type: 'BACK' }] : [];
  return [...(answer ? [answer] : []), { type: 'NEXT' }, ...early];
}

function surveyEventName(event: LoginWalkEvent): string {
  const e = event as Record<string, unknown> & { type: string };
  if (e.type === 'PICK_ANSWER' || e.type === 'TYPE_ANSWER') return e.value === '0' ? 'type 0' : 'answer';
  if (e.type === 'TICK') return 'tick the phone consent';
  return eventName(event);
}

const PC = 'phone consent ticked';

/**
 * Consent, the survey and the final writes of the Czech owner (SPEC §2 Survey: a welcome, then
 * one question at a time; §4: the last step submits, and the writes go with the fresh token: the
 * company type, then the company (numbers, survey), then the installer (options, consents); §8:
 * the generic failure; README: a failed write returns to the last step, whose Next tries again,
 * and a short "You're all set" comes before the portal):
 * - Consent: the phone consent may be ticked; Next goes to the survey's welcome; Back to the declaration.
 * - The welcome: Start asks the first question; Back returns to consent.
 * - A question: an answer hides the message; Next without an answer, or with a number outside
 *   1..999999, shows the message; with one it asks the next question, after the sixth the writes
 *   start. Back returns to the question before, or to the welcome.
 * - The writes go one after the other; a failure returns to the last question with the failure,
 *   and Next sends them again. Then "all set", and Continue signs in (the progress is forgotten).
 */
function surveyTable(): RequirementTable<string> {
  const table: RequirementTable<string> = {};
  for (const phone of [false, true]) {
    const ticked = phone ? [PC] : [];
    const at = (question: number, given: number, ...facts: string[]) => stateName(`survey question ${question}`, ...ticked, given > 0 && `${given} answered`, ...facts);
    table[stateName('consent', ...ticked)] = { 'tick the phone consent': stateName('consent', PC), 'Next': stateName('survey welcome', ...ticked), 'Back': stateName('declaration', ...ticked) };
    table[stateName('survey welcome', ...ticked)] = { 'Start': at(1, 0), 'Back': stateName('consent', ...ticked) };
    table[at(1, 0)] = { 'answer': at(1, 1), 'Next': at(1, 0, 'message shown'), 'Back': stateName('survey welcome', ...ticked) };
    table[at(1, 0, 'message shown')] = { 'answer': at(1, 1), 'Back': stateName('survey welcome', ...ticked) };
    for (const given of [1, 2]) {
      table[stateName('survey welcome', ...ticked, `${given} answered`)] = { 'Start': at(1, given) };
      table[at(1, given)] = { 'answer': at(1, given), 'Next': at(2, given), 'Back': stateName('survey welcome', ...ticked, `${given} answered`) };
    }
    table[at(1, 2, 'number 0 typed')] = { 'answer': at(1, 2, 'number 0 typed'), 'Next': at(2, 2, 'number 0 typed'), 'Back': stateName('survey welcome', ...ticked, '2 answered', 'number 0 typed') };
    table[stateName('survey welcome', ...ticked, '2 answered', 'number 0 typed')] = { 'Start': at(1, 2, 'number 0 typed') };
    table[at(2, 1)] = { 'answer': at(2, 2), 'type 0': at(2, 2, 'number 0 typed'), 'Next': at(2, 1, 'message shown'), 'Back': at(1, 1) };
    table[at(2, 1, 'message shown')] = { 'answer': at(2, 2), 'type 0': at(2, 2, 'number 0 typed'), 'Back': at(1, 1) };
    table[at(2, 2, 'number 0 typed')] = { 'answer': at(2, 2), 'Next': at(2, 2, 'number 0 typed', 'message shown'), 'Back': at(1, 2, 'number 0 typed') };
    table[at(2, 2, 'number 0 typed', 'message shown')] = { 'answer': at(2, 2), 'type 0': at(2, 2, 'number 0 typed'), 'Back': at(1, 2, 'number 0 typed') };
    table[at(2, 2)] = { 'type 0': at(2, 2, 'number 0 typed'), 'Next': at(3, 2), 'Back': at(1, 2) };
    for (const question of [3, 4, 5, 6]) {
      table[at(question, question - 1)] = { 'answer': at(question, question), 'Next': at(question, question - 1, 'message shown') };
      table[at(question, question - 1, 'message shown')] = { 'answer': at(question, question) };
      table[at(question, question)] = { 'Next': question < 6 ? at(question + 1, question) : { to: stateName('saving the type', ...ticked, '6 answered'), calls: ['save company type'] } };
    }
    const done = (step: string) => stateName(step, ...ticked, '6 answered');
    const failed = { to: at(6, 6, 'failure shown'), calls: [] };
    table[done('saving the type')] = { 'saveCompanyType: done': { to: done('saving the company'), calls: ['save company'] }, 'saveCompanyType: failed': failed };
    table[done('saving the company')] = { 'saveCompany: done': { to: done('saving the installer'), calls: ['save installer'] }, 'saveCompany: failed': failed };
    table[done('saving the installer')] = { 'saveInstaller: done': done('all set'), 'saveInstaller: failed': failed };
    table[at(6, 6, 'failure shown')] = { 'Next': { to: stateName('saving the type', ...ticked, '6 answered'), calls: ['save company type'] } };
    table[done('all set')] = { 'Continue': { to: done('signed in'), calls: ['forget progress'] } };
  }
  table[RESUMING] = { 'loadOnboardingRules: done': 'consent' };
  return reachableTable(table, RESUMING);
}

walksAsRequired('consent, the survey and the final writes', loginWalk(onboardingAt(czechOwner(), CZECH_OWNER_STEPS, 'consent', COMPANY_DONE), {
  events: afterRulesLoad(surveyEvents), stateOf: surveyState, eventName: surveyEventName, table: surveyTable(),
}));

/** A Polish owner whose company has its number, and no type or survey to give: only consent is asked. */
const CONSENT_ONLY_OWNER = completeOwner({ options: JSON.stringify({ hasAgreedToTerms: true }) });
const CONSENT_ONLY_ANSWERS: OnboardingAnswers = { ...NOTHING_ANSWERED, registrationNumber: '5260250995' };

function consentOnlyEvents(snapshot: LoginSnapshot): LoginWalkEvent[] {
  if (snapshot.matches({ submitting: 'savingInstaller' })) return [{ type: 'xstate.done.actor.saveInstaller', output: { message: 'ok' } }, { type: 'xstate.error.actor.saveInstaller', error: SERVER_ERROR }];
  if (snapshot.matches('allSet')) return [{ type: 'CONTINUE' }];
  if (snapshot.matches({ onboarding: 'consent' })) return [{ type: 'TICK', field: 'phoneConsent', checked: true }, { type: 'NEXT' }, { type: 'BACK' }];
  return [];
}

/**
 * An owner asked only for consent (SPEC §4: the final writes happen first, each only when it
 * changes something: here neither the company type nor the company; the installer's options and
 * consents are written): Next writes the installer; done, "all set", and Continue signs in; a
 * failure returns to consent with the failure, and Next tries again. Back on the only step does nothing.
 */
const CONSENT_ONLY: RequirementTable<string> = {
  [RESUMING]: { 'loadOnboardingRules: done': 'consent' },
  'consent': { 'tick the phone consent': stateName('consent', PC), 'Next': { to: 'saving the installer', calls: ['save installer'] } },
  [stateName('consent', PC)]: { 'Next': { to: stateName('saving the installer', PC), calls: ['save installer'] } },
  'saving the installer': { 'saveInstaller: done': 'all set', 'saveInstaller: failed': 'consent, failure shown' },
  [stateName('saving the installer', PC)]: { 'saveInstaller: done': stateName('all set', PC), 'saveInstaller: failed': stateName('consent', PC, 'failure shown') },
  'consent, failure shown': { 'tick the phone consent': stateName('consent', PC, 'failure shown'), 'Next': { to: 'saving the installer', calls: ['save installer'] } },
  [stateName('consent', PC, 'failure shown')]: { 'Next': { to: stateName('saving the installer', PC), calls: ['save installer'] } },
  'all set': { 'Continue': { to: 'signed in', calls: ['forget progress'] } },
  [stateName('all set', PC)]: { 'Continue': { to: stateName('signed in', PC), calls: ['forget progress'] } },
};

walksAsRequired('an owner asked only for consent', loginWalk(onboardingAt(CONSENT_ONLY_OWNER, ['consent'], 'consent', CONSENT_ONLY_ANSWERS, polishSettings), {
  events: afterRulesLoad(consentOnlyEvents), stateOf: surveyState, eventName: surveyEventName, table: CONSENT_ONLY,
  shows: { [stateName('signed in', PC)]: (snapshot) => expect(snapshot.output).toEqual({ pair: PAIR }) },
}));

// ---------------------------------------------------------------------------------------------

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => stateNodes(child as AnyStateNode))];
}

describe('login machine, the walks together', () => {
  /** Each walk's graph: the states it reaches and, for each, the events it tries there. */
  const explored = WALKS.flatMap((walk) => Object.values(new TestModel(walk.machine as AnyStateMachine, {
    input: walk.input, events: walk.events as never, serializeEvent: serializeEvent as never, serializeState: walk.stateOf as never,
  }).getAdjacencyMap()) as { state: unknown; transitions: Record<string, { event: LoginWalkEvent }> }[]);
  const active = (state: unknown) => (state as LoginSnapshot)._nodes.map((node) => node.id);

  it('reach every state but those that only pass through', () => {
    const reached = new Set(explored.flatMap(({ state }) => active(state)));
    const passing = (node: AnyStateNode) => (node.always?.length ?? 0) > 0 && node.id !== 'login.enterCode.resendTimer.counting' && node.id !== 'login.enterCode.resendTimer.ready';
    const all = stateNodes(loginMachine.root).filter((node) => !passing(node)).map((node) => node.id);
    expect(all.filter((id) => !reached.has(id))).toEqual([]);
  });

  it('try every event of every state where it is handled', () => {
    const tried = new Set(explored.flatMap(({ state, transitions }) =>
      Object.values(transitions).flatMap(({ event }) => active(state).map((id) => `${id} ${event.type}`))));
    const handled = stateNodes(loginMachine.root).flatMap((node) => node.ownEvents.map((type) => `${node.id} ${type}`));
    expect(handled.filter((key) => !tried.has(key))).toEqual([]);
  });
});
