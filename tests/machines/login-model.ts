/**
 * Paths through the login machine for the e2e specs (e2e/login-paths.ts drives Chromium along
 * them, checking what each page shows), and `plainEventModel` for the specs that draw paths from
 * machines with invocations and delays. These are path finders, not oracles: the unit tests check
 * every step of the login machine against requirement tables (login-model.test.ts).
 *
 * `createTestModel` refuses machines that invoke actors or use delays, so the model is the login
 * machine itself with each invocation's end (done/error) and each delay turned into the plain
 * event that ends it. Everything else - states, guards, actions - is the real machine's.
 */
import { createMachine, type AnyStateMachine, type EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { LoginResponse, SignInAccount, TokenPair } from '../../src/contract/auth';
import type { RegionalSettings } from '../../src/contract/config';
import { registrationNumberRuleMessages } from '../../src/contract/company-rules';
import { currentStep, currentSurveyQuestion } from '../../machines/login-context';
import { loginMachine, type LoginContext, type LoginEvent, type LoginInput } from '../../machines/login-machine';
import { codeErrors, identityErrors } from '../../machines/login-identity';
import { onboardingRules } from '../../machines/login-onboarding';
import { surveyAnswerMessages } from '../../machines/survey-draft';

type Config = Record<string, unknown>;

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The state config with invocations and delays replaced by the events that end them. */
function withPlainEvents(config: Config, stateId: string): Config {
  const { invoke, after, on, states, ...rest } = config as Config & {
    invoke?: Config | Config[];
    after?: Record<string, unknown>;
    on?: Record<string, unknown>;
    states?: Record<string, Config>;
  };
  const events: Record<string, unknown> = { ...on };
  for (const definition of asArray(invoke)) {
    if (definition.onDone) events[`xstate.done.actor.${String(definition.id)}`] = definition.onDone;
    if (definition.onError) events[`xstate.error.actor.${String(definition.id)}`] = definition.onError;
  }
  for (const [delay, transition] of Object.entries(after ?? {})) events[`xstate.after.${delay}.${stateId}`] = transition;
  const children = states
    ? Object.fromEntries(Object.entries(states).map(([key, child]) => [key, withPlainEvents(child, `${stateId}.${key}`)]))
    : undefined;
  return { ...rest, on: events, ...(children ? { states: children } : {}) };
}

export function plainEventModel<M extends AnyStateMachine>(machine: M): M {
  const config = withPlainEvents(machine.config as unknown as Config, machine.id);
  return createMachine(config as never, machine.implementations as never) as unknown as M;
}

/** What the fake API answers in the model; the e2e passes the real server's data instead. */
export interface ModelData {
  /** The answer to a code request. */
  login: LoginResponse;
  /** The verify answer: the token pair and the account the onboarding steps are computed from. */
  pair: TokenPair;
  account: SignInAccount;
  settings: RegionalSettings;
  email: string;
  /** A national number valid in the host's region. */
  phone: string;
  /** A region in which that number is not valid. */
  otherRegionId: number;
  /** A failure of each kind the wizard tells apart. */
  failures: { wrongCode: unknown; notFound: unknown; server: unknown };
  /** Company type picked in the company-type step (one that asks both agreements). */
  companyTypeId: number;
  /** Two different valid numbers: a company's two registration numbers never match. */
  registrationNumber: string;
  registrationNumber2: string;
}

type ModelEvent = EventObject & Record<string, unknown>;

/** A language whose region is none of the model's (Lithuanian: Lithuania). */
const LITHUANIAN = 14;

/**
 * The events offered in a state: each user event with a good and a bad value, and for every
 * invocation its success and its failures. Only events the state handles are explored.
 */
export function modelEvents(data: ModelData, context: LoginContext): ModelEvent[] {
  const question = context.account && context.answers ? currentSurveyQuestion(context) : undefined;
  const surveyEvents: ModelEvent[] = !question
    ? []
    : question.type === 'number'
      ? [
          { type: 'TYPE_ANSWER', value: '0' },
          { type: 'TYPE_ANSWER', value: '120' },
        ]
      : [{ type: 'PICK_ANSWER', answerId: question.answers[0]?.id ?? '' }];
  // The boxes a person can tick are those of the step shown.
  const boxes: Partial<Record<string, string[]>> = {
    disclaimer: ['disclaimerAccepted'],
    declaration: ['declarationAccepted'],
    consent: ['emailConsent', 'phoneConsent'],
  };
  const tickEvents: ModelEvent[] = (boxes[currentStep(context) ?? ''] ?? []).map((field) => ({ type: 'TICK', field, checked: true }));
  const invocationEnds = (id: string, output: unknown, errors: unknown[]): ModelEvent[] => [
    { type: `xstate.done.actor.${id}`, output },
    ...errors.map((error) => ({ type: `xstate.error.actor.${id}`, error })),
  ];
  const { failures } = data;
  return [
    { type: 'CHANGE_EMAIL', value: 'not-an-email' },
    { type: 'CHANGE_EMAIL', value: data.email },
    { type: 'CHANGE_PHONE', value: '123' },
    { type: 'CHANGE_PHONE', value: data.phone },
    { type: 'CHANGE_PHONE_REGION', regionId: data.otherRegionId },
    // Switching the interface language matters only to a phone region not yet picked nor sent to.
    ...(context.loginType === 'phone' && context.login === null && context.session === null ? [{ type: 'CHANGE_LANGUAGE', languageId: LITHUANIAN }] : []),
    { type: 'CHANGE_CODE', value: '123' },
    { type: 'CHANGE_CODE', value: '12345' },
    { type: 'CHANGE_REGISTRATION_NUMBER', value: '123' },
    {
      type: 'CHANGE_REGISTRATION_NUMBER',
      value: context.answers?.registrationNumber === data.registrationNumber ? data.registrationNumber2 : data.registrationNumber,
    },
    { type: 'CHOOSE_COMPANY_TYPE', companyTypeId: data.companyTypeId },
    ...tickEvents,
    ...surveyEvents,
    ...invocationEnds('requestCode', data.login, [failures.notFound]),
    ...invocationEnds('resendCode', data.login, [failures.server]),
    ...invocationEnds('verifyCode', { ...data.pair, account: data.account }, [failures.wrongCode, failures.server]),
    ...invocationEnds('loadOnboarding', { settings: data.settings, rules: onboardingRules }, [failures.server]),
    ...invocationEnds('loadOnboardingRules', onboardingRules, [failures.server]),
    ...invocationEnds('deactivateCompany', { message: 'ok' }, [failures.server]),
    ...invocationEnds('saveCompanyType', { message: 'ok' }, [failures.server]),
    ...invocationEnds('saveCompany', { message: 'ok' }, [failures.server]),
    ...invocationEnds('saveInstaller', { message: 'ok' }, [failures.server]),
  ];
}

/**
 * What decides the machine's next step, besides the state value: the facts its guards read, so
 * that the path finder tells states apart. Messages shown are left out so that the model stays small.
 */
function guardFacts(context: LoginContext) {
  const { answers, settings } = context;
  const question = context.account && answers ? currentSurveyQuestion(context) : undefined;
  return {
    identityOk: context.loginType !== null && identityErrors({ ...context, loginType: context.loginType }).length === 0,
    codeSent: context.login !== null,
    codeOk: codeErrors(context.code).length === 0,
    resendIn: context.resendSecondsLeft,
    session: context.session !== null,
    steps: context.steps.join(','),
    stepIndex: context.stepIndex,
    question: question?.id ?? null,
    answerOk: question && answers ? surveyAnswerMessages(question, answers.survey).length === 0 : null,
    numbersOk: answers ? [answers.registrationNumber, answers.registrationNumber2].map((n) => registrationNumberRuleMessages(n, true, null).length === 0) : null,
    companyType: answers?.companyTypeId ?? null,
    agreements: answers ? [answers.disclaimerAccepted, answers.declarationAccepted] : null,
    settings: settings !== null,
    warning: context.warning,
  };
}

export function loginTestModel(data: ModelData, input: LoginInput) {
  const model = plainEventModel(loginMachine);
  return createTestModel(model, {
    input,
    // The model's events include the ends of invocations, which the machine's event type leaves out.
    events: (snapshot) => modelEvents(data, snapshot.context) as unknown as LoginEvent[],
    // Going back through every later onboarding step only multiplies paths: the transition is
    // the same one from the second step, and the survey's own back is walked from the survey.
    filterEvents: (snapshot, event) =>
      event.type !== 'BACK' || !snapshot.matches('onboarding') || snapshot.context.stepIndex <= 1 || snapshot.matches({ onboarding: 'survey' }),
    // Each way into a state counts once, so that the paths take every transition, not only reach every state.
    serializeState: (snapshot, event, previous) => {
      const facts = JSON.stringify({ value: snapshot.value, facts: guardFacts(snapshot.context) });
      return event && previous ? `${facts} via ${event.type} from ${JSON.stringify(previous.value)}` : facts;
    },
  });
}
