/**
 * The login wizard's rules said plainly (SPEC §2 Login wizard, §4 Login, §5, §8; README "The
 * wizards"), each with its expectation written here; the model-based walks of every state and
 * transition against requirement tables are in login-model.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type LoginRequest, type LoginResponse, type TokenPair, type VerifyRequest, type VerifyResponse } from '../../src/contract/auth';
import { SERVER_MESSAGES } from '../../src/contract/errors';
import type { CompanyPatch, CompanyTypePatch } from '../../src/contract/company';
import { REGION_IDS } from '../../src/contract/regions';
import type { Clock } from '../../machines/clock';
import { loginMachine, type CompanyWrite, type InstallerWrite, type LoginInput, type OnboardingStart } from '../../machines/login-machine';
import { onboardingRules, type OnboardingRules } from '../../machines/login-onboarding';
import { NO_ONBOARDING, restoreProgress, toStoredProgress, type LoginProgress, type StoredLoginProgress } from '../../machines/login-progress';
import { onboardingStepMarks } from '../../machines/login-context';
import { stepNumber } from '../../machines/wizard-stepper';
import { codeRequest, czechOwner, czechSettings, fakeToken } from './login-fixtures';

const failure = (status: number, message: string) => ({ status, body: { message }, retryAfter: null });
const NOW = Date.parse('2025-03-03T09:00:00.000Z');
const pair: TokenPair = { token: fakeToken(NOW / 1000 + 3600), refresh_token: 'r'.repeat(43) };
const verified = (account = czechOwner()): VerifyResponse => ({ ...pair, account });

/** Interface language ids (src/contract/languages.ts). */
const [ENGLISH, CZECH, SLOVAK, HUNGARIAN] = [1, 3, 4, 5];
/** The fake timers' time: saved progress is stamped and judged with it. */
const clock: Clock = { now: () => Date.now() };
const input: LoginInput = { hostRegionId: 5, languageId: 1, saved: null, clock };

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/** The real login machine with fake API actors that answer when the test says so. */
function startLogin(machineInput: LoginInput = input) {
  const pending = new Map<string, Pending>();
  const calls: Array<{ actor: string; input: unknown }> = [];
  const saved: StoredLoginProgress[] = [];
  const forgotten: number[] = [];
  const fake = <TOutput, TInput>(name: string) =>
    fromPromise<TOutput, TInput>(({ input: actorInput, self }) => {
      calls.push({ actor: name, input: actorInput });
      return new Promise<TOutput>((resolve, reject) => pending.set(self.id, { resolve: (value) => resolve(value as TOutput), reject }));
    });
  const machine = loginMachine.provide({
    actors: {
      'request code': fake<LoginResponse, LoginRequest>('request code'),
      'verify code': fake<VerifyResponse, VerifyRequest>('verify code'),
      'load onboarding': fake<OnboardingStart, { regionId: number }>('load onboarding'),
      'load onboarding rules': fake<OnboardingRules, unknown>('load onboarding rules'),
      'save company type': fake<unknown, CompanyWrite<CompanyTypePatch>>('save company type'),
      'save company': fake<unknown, CompanyWrite<CompanyPatch>>('save company'),
      'save installer': fake<unknown, InstallerWrite>('save installer'),
    },
  });
  const actor = createActor(machine, { input: machineInput });
  actor.on('progress.save', ({ progress }) => saved.push(progress));
  actor.on('progress.forget', () => forgotten.push(saved.length));
  // The login page signs in when it is told (the 'signedIn' event), with the pair the wizard ends with.
  const told: TokenPair[] = [];
  actor.on('signedIn', ({ pair }) => told.push(pair));
  actor.start();
  /** The token pair the wizard ended with, once it signed in; the app is told it once, then. */
  const signedIn = () => {
    const pair = actor.getSnapshot().output?.pair;
    expect(told).toEqual(pair ? [pair] : []);
    return pair;
  };

  /** Ends the invoked actor `id` the way the event says, then lets the machine react. */
  async function settle(id: string, ending: 'done' | 'error', event: Record<string, unknown>) {
    const call = pending.get(id);
    if (!call) throw new Error(`no pending call of ${id}`);
    pending.delete(id);
    if (ending === 'done') call.resolve(event.output);
    else call.reject(event.error);
    await vi.advanceTimersByTimeAsync(0);
  }

  return {
    actor,
    calls,
    saved,
    signedIn,
    forgotten,
    settle,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('login machine: scenarios', () => {
  async function signInUpToOnboarding(login: ReturnType<typeof startLogin>) {
    login.actor.send({ type: 'CHOOSE_EMAIL' });
    login.actor.send({ type: 'CHANGE_EMAIL', value: 'owner@demo.cz' });
    login.actor.send({ type: 'SUBMIT' });
    await login.settle('requestCode', 'done', { output: codeRequest() });
    login.actor.send({ type: 'CHANGE_CODE', value: '12345' });
    login.actor.send({ type: 'SUBMIT' });
    await login.settle('verifyCode', 'done', { output: verified() });
    await login.settle('loadOnboarding', 'done', { output: { settings: czechSettings, rules: onboardingRules } });
  }

  it('sends the typed id and the code with the login request it belongs to', async () => {
    const login = startLogin();
    await signInUpToOnboarding(login);
    expect(login.calls.slice(0, 3)).toEqual([
      { actor: 'request code', input: { email: 'owner@demo.cz' } },
      { actor: 'verify code', input: { userId: 3, login_request_id: codeRequest().login_request_id, code: '12345' } },
      // The region comes with the verify answer: nothing about the account is known before.
      { actor: 'load onboarding', input: { regionId: 5 } },
    ]);
    expect(login.actor.getSnapshot().value).toEqual({ onboarding: 'terms' });
  });

  it('learns the account only from the verify answer and keeps the token pair apart from it', async () => {
    const login = startLogin();
    login.actor.send({ type: 'CHOOSE_EMAIL' });
    login.actor.send({ type: 'CHANGE_EMAIL', value: 'owner@demo.cz' });
    login.actor.send({ type: 'SUBMIT' });
    await login.settle('requestCode', 'done', { output: codeRequest() });
    await vi.advanceTimersByTimeAsync(1000);
    expect(login.saved.at(-1)).toMatchObject({ login: codeRequest(), session: null, account: null });
    login.actor.send({ type: 'CHANGE_CODE', value: '12345' });
    login.actor.send({ type: 'SUBMIT' });
    await login.settle('verifyCode', 'done', { output: verified() });
    expect(login.actor.getSnapshot().context.account).toEqual(czechOwner());
    expect(login.actor.getSnapshot().context.session?.pair).toEqual(pair);
  });

  it('counts the resend wait down second by second and then offers a resend', async () => {
    const login = startLogin();
    login.actor.send({ type: 'CHOOSE_EMAIL' });
    login.actor.send({ type: 'CHANGE_EMAIL', value: 'owner@demo.cz' });
    login.actor.send({ type: 'SUBMIT' });
    await login.settle('requestCode', 'done', { output: codeRequest({ resend_after: 60 }) });
    login.actor.send({ type: 'RESEND' });
    expect(login.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(login.actor.getSnapshot().context.resendSecondsLeft).toBe(1);
    expect(login.actor.getSnapshot().matches({ enterCode: { resendTimer: 'counting' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(login.actor.getSnapshot().matches({ enterCode: { resendTimer: 'ready' } })).toBe(true);
    login.actor.send({ type: 'RESEND' });
    expect(login.calls.at(-1)).toEqual({ actor: 'request code', input: { email: 'owner@demo.cz' } });
    await login.settle('resendCode', 'done', { output: codeRequest({ resend_after: 60, login_request_id: 'b'.repeat(36) }) });
    expect(login.actor.getSnapshot().context.resendSecondsLeft).toBe(60);
    expect(login.actor.getSnapshot().matches({ enterCode: { resendTimer: 'counting' } })).toBe(true);
  });

  async function wrongCode(login: ReturnType<typeof startLogin>, resendAfter = 60) {
    login.actor.send({ type: 'CHOOSE_EMAIL' });
    login.actor.send({ type: 'CHANGE_EMAIL', value: 'owner@demo.cz' });
    login.actor.send({ type: 'SUBMIT' });
    await login.settle('requestCode', 'done', { output: codeRequest({ resend_after: resendAfter }) });
    expect(login.actor.getSnapshot().context.codeNotice).toBe('sent');
    login.actor.send({ type: 'CHANGE_CODE', value: '99999' });
    login.actor.send({ type: 'SUBMIT' });
    await login.settle('verifyCode', 'error', { error: failure(406, 'Invalid code') });
  }

  it('returns to the id step on a wrong code, with the step\'s message about the code, and reuses the code already sent', async () => {
    const login = startLogin();
    await wrongCode(login);
    const snapshot = login.actor.getSnapshot();
    expect(snapshot.value).toEqual({ enterId: 'editing' });
    // Issue 28: the message is about the code, so it is the step's, and the id is not marked wrong; the id stays filled.
    expect(snapshot.context.fieldErrors).toEqual({});
    expect(snapshot.context.alert).toEqual({ message: 'invalidCode', retryAfter: null });
    expect(snapshot.context).toMatchObject({ email: 'owner@demo.cz', code: '' });
    login.actor.send({ type: 'SUBMIT' });
    expect(login.actor.getSnapshot().matches('enterCode')).toBe(true);
    // Nothing was sent: the code step must not say a code was sent just now.
    expect(login.actor.getSnapshot().context.codeNotice).toBeNull();
    expect(login.calls.filter((call) => call.actor === 'request code')).toHaveLength(1);
  });

  it('after a wrong code asks for a new code once the resend wait, still counting, is over', async () => {
    const login = startLogin();
    await wrongCode(login);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(login.actor.getSnapshot().context.resendSecondsLeft).toBe(30);
    login.actor.send({ type: 'RESEND' });
    expect(login.calls.filter((call) => call.actor === 'request code')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(login.actor.getSnapshot().context.resendSecondsLeft).toBe(0);
    login.actor.send({ type: 'RESEND' });
    expect(login.actor.getSnapshot().value).toEqual({ enterId: 'requestingCode' });
    expect(login.calls.at(-1)).toEqual({ actor: 'request code', input: { email: 'owner@demo.cz' } });
    await login.settle('requestCode', 'done', { output: codeRequest({ login_request_id: 'b'.repeat(36) }) });
    const snapshot = login.actor.getSnapshot();
    expect(snapshot.matches({ enterCode: { code: 'editing' } })).toBe(true);
    expect(snapshot.context).toMatchObject({ codeNotice: 'resent', fieldErrors: {}, login: { login_request_id: 'b'.repeat(36) } });
  });

  it('a changed id after a wrong code asks for a first code for it', async () => {
    const login = startLogin();
    await wrongCode(login, 0);
    login.actor.send({ type: 'CHANGE_EMAIL', value: 'other@demo.cz' });
    expect(login.actor.getSnapshot().context).toMatchObject({ login: null, fieldErrors: {} });
    // No code is pending for the new id: there is nothing to send anew.
    login.actor.send({ type: 'RESEND' });
    expect(login.actor.getSnapshot().value).toEqual({ enterId: 'editing' });
    login.actor.send({ type: 'SUBMIT' });
    await login.settle('requestCode', 'done', { output: codeRequest() });
    expect(login.actor.getSnapshot().context.codeNotice).toBe('sent');
  });

  it('says a code was sent anew after a resend from the code step', async () => {
    const login = startLogin();
    login.actor.send({ type: 'CHOOSE_EMAIL' });
    login.actor.send({ type: 'CHANGE_EMAIL', value: 'owner@demo.cz' });
    login.actor.send({ type: 'SUBMIT' });
    await login.settle('requestCode', 'done', { output: codeRequest({ resend_after: 0 }) });
    login.actor.send({ type: 'RESEND' });
    expect(login.actor.getSnapshot().context.codeNotice).toBe('sent');
    await login.settle('resendCode', 'error', { error: failure(500, 'Server Error') });
    // A failed resend sent nothing.
    expect(login.actor.getSnapshot().context.codeNotice).toBe('sent');
    login.actor.send({ type: 'RESEND' });
    await login.settle('resendCode', 'done', { output: codeRequest({ login_request_id: 'c'.repeat(36) }) });
    expect(login.actor.getSnapshot().context.codeNotice).toBe('resent');
  });

  it('takes the code\'s message away with the code when a new code is sent', async () => {
    const login = startLogin();
    login.actor.send({ type: 'CHOOSE_EMAIL' });
    login.actor.send({ type: 'CHANGE_EMAIL', value: 'owner@demo.cz' });
    login.actor.send({ type: 'SUBMIT' });
    await login.settle('requestCode', 'done', { output: codeRequest({ resend_after: 0 }) });
    login.actor.send({ type: 'CHANGE_CODE', value: '12' });
    login.actor.send({ type: 'SUBMIT' });
    expect(login.actor.getSnapshot().context.fieldErrors).toEqual({ code: ['codeInvalidFormat'] });
    login.actor.send({ type: 'RESEND' });
    await login.settle('resendCode', 'done', { output: codeRequest({ login_request_id: 'c'.repeat(36) }) });
    expect(login.actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('shows the lockout with its wait and stays on the code step', async () => {
    const login = startLogin();
    login.actor.send({ type: 'CHOOSE_EMAIL' });
    login.actor.send({ type: 'CHANGE_EMAIL', value: 'owner@demo.cz' });
    login.actor.send({ type: 'SUBMIT' });
    await login.settle('requestCode', 'done', { output: codeRequest() });
    login.actor.send({ type: 'CHANGE_CODE', value: '99999' });
    login.actor.send({ type: 'SUBMIT' });
    const locked = {
      status: 429,
      body: { message: 'Sign-in is temporarily locked after too many wrong codes.' },
      retryAfter: 900,
    };
    await login.settle('verifyCode', 'error', { error: locked });
    expect(login.actor.getSnapshot().matches({ enterCode: { code: 'editing' } })).toBe(true);
    expect(login.actor.getSnapshot().context.alert).toEqual({ message: 'accountLocked', retryAfter: 900 });
  });

  it('tells a locked channel and a lock only support lifts apart, with no wait to count down', async () => {
    for (const [message, key] of [[SERVER_MESSAGES.signInChannelLocked, 'channelLocked'], [SERVER_MESSAGES.signInLockedUntilSupport, 'lockedUntilSupport']] as const) {
      const login = startLogin();
      login.actor.send({ type: 'CHOOSE_EMAIL' });
      login.actor.send({ type: 'CHANGE_EMAIL', value: 'owner@demo.cz' });
      login.actor.send({ type: 'SUBMIT' });
      await login.settle('requestCode', 'error', { error: failure(429, message) });
      expect(login.actor.getSnapshot().value).toEqual({ enterId: 'editing' });
      expect(login.actor.getSnapshot().context.alert).toEqual({ message: key, retryAfter: null });
    }
  });

  it('offers the phone prefix of the host, else of the interface language, else Poland', () => {
    const phoneRegion = (hostRegionId: number | null, languageId: number) =>
      startLogin({ ...input, hostRegionId, languageId }).actor.getSnapshot().context.phoneRegionId;
    // A Czech, Slovak or Hungarian browser on a host without a country suffix (issue 9).
    expect(phoneRegion(null, CZECH)).toBe(REGION_IDS.czechia);
    expect(phoneRegion(null, SLOVAK)).toBe(REGION_IDS.slovakia);
    expect(phoneRegion(null, HUNGARIAN)).toBe(REGION_IDS.hungary);
    expect(phoneRegion(null, ENGLISH)).toBe(REGION_IDS.poland);
    // A host with a country suffix decides (SPEC §3).
    expect(phoneRegion(REGION_IDS.slovakia, CZECH)).toBe(REGION_IDS.slovakia);
  });

  it('moves an untouched phone prefix with the language, never one the person picked or a code went to', async () => {
    const login = startLogin({ ...input, hostRegionId: null, languageId: ENGLISH });
    const phoneRegion = () => login.actor.getSnapshot().context.phoneRegionId;
    login.actor.send({ type: 'CHOOSE_PHONE' });
    login.actor.send({ type: 'CHANGE_LANGUAGE', languageId: SLOVAK });
    expect(phoneRegion()).toBe(REGION_IDS.slovakia);
    login.actor.send({ type: 'CHANGE_PHONE', value: '0905 123 456' });
    login.actor.send({ type: 'SUBMIT' });
    expect(login.calls[0]).toEqual({ actor: 'request code', input: { phone: '0905123456', region_id: REGION_IDS.slovakia } });
    await login.settle('requestCode', 'done', { output: codeRequest() });
    login.actor.send({ type: 'CHANGE_LANGUAGE', languageId: CZECH });
    expect(phoneRegion()).toBe(REGION_IDS.slovakia);

    // A reload at the id step still follows the language; a picked region stays.
    await vi.advanceTimersByTimeAsync(1000);
    const untouched = { ...login.saved.at(-1)!, login: null };
    expect(startLogin({ ...input, hostRegionId: null, languageId: HUNGARIAN, saved: untouched }).actor.getSnapshot().context.phoneRegionId)
      .toBe(REGION_IDS.hungary);
    const picked = startLogin({ ...input, hostRegionId: null, languageId: ENGLISH });
    picked.actor.send({ type: 'CHOOSE_PHONE' });
    picked.actor.send({ type: 'CHANGE_PHONE_REGION', regionId: REGION_IDS.romania });
    picked.actor.send({ type: 'CHANGE_LANGUAGE', languageId: CZECH });
    expect(picked.actor.getSnapshot().context.phoneRegionId).toBe(REGION_IDS.romania);
    await vi.advanceTimersByTimeAsync(1000);
    expect(startLogin({ ...input, hostRegionId: null, languageId: HUNGARIAN, saved: picked.saved.at(-1) }).actor.getSnapshot().context.phoneRegionId)
      .toBe(REGION_IDS.romania);
  });

  it('going back removes the typed id and code', async () => {
    const login = startLogin();
    login.actor.send({ type: 'CHOOSE_PHONE' });
    login.actor.send({ type: 'CHANGE_PHONE', value: '601 000 001' });
    expect(login.actor.getSnapshot().context.phone).toBe('601000001');
    login.actor.send({ type: 'SUBMIT' });
    expect(login.calls[0]).toEqual({ actor: 'request code', input: { phone: '601000001', region_id: 5 } });
    await login.settle('requestCode', 'done', { output: codeRequest() });
    login.actor.send({ type: 'CHANGE_CODE', value: '12a3' });
    expect(login.actor.getSnapshot().context.code).toBe('123');
    login.actor.send({ type: 'BACK' });
    expect(login.actor.getSnapshot().value).toEqual({ enterId: 'editing' });
    expect(login.actor.getSnapshot().context).toMatchObject({ loginType: 'phone', phone: '', code: '', login: null });
    login.actor.send({ type: 'BACK' });
    expect(login.actor.getSnapshot().value).toBe('chooseType');
    expect(login.actor.getSnapshot().context.loginType).toBeNull();
  });

  it('walks the Czech owner through every step and writes with the fresh token before signing in', async () => {
    const login = startLogin();
    await signInUpToOnboarding(login);
    const send = (event: Parameters<typeof login.actor.send>[0]) => login.actor.send(event);
    const step = () => login.actor.getSnapshot().value;
    send({ type: 'AGREE_TERMS' });
    send({ type: 'NEXT' });
    expect(login.actor.getSnapshot().context.fieldErrors).toEqual({ registrationNumber: ['required'] });
    send({ type: 'CHANGE_REGISTRATION_NUMBER', value: '27082440' });
    send({ type: 'NEXT' });
    expect(step()).toEqual({ onboarding: 'registrationNumber2' });
    send({ type: 'NEXT' });
    expect(step()).toEqual({ onboarding: 'companyType' });
    send({ type: 'NEXT' });
    expect(login.actor.getSnapshot().context.fieldErrors).toEqual({ companyTypeId: ['required'] });
    // The stepper counts the agreements before a type is chosen, and keeps counting them (skipped)
    // when the type asks none: its total stays 8 all the way.
    const marks = () => onboardingStepMarks(login.actor.getSnapshot().context);
    expect(marks()).toEqual(['done', 'done', 'done', 'current', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    send({ type: 'CHOOSE_COMPANY_TYPE', companyTypeId: 505 });
    expect(login.actor.getSnapshot().context.steps).not.toContain('disclaimer');
    expect(marks()).toEqual(['done', 'done', 'done', 'current', 'skipped', 'skipped', 'upcoming', 'upcoming']);
    send({ type: 'CHOOSE_COMPANY_TYPE', companyTypeId: 501 });
    expect(login.actor.getSnapshot().context.steps).toEqual([
      'terms',
      'registrationNumber',
      'registrationNumber2',
      'companyType',
      'disclaimer',
      'declaration',
      'consent',
      'survey',
    ]);
    send({ type: 'NEXT' });
    send({ type: 'NEXT' });
    expect(login.actor.getSnapshot().context.fieldErrors).toEqual({ disclaimerAccepted: ['mustAccept'] });
    send({ type: 'TICK', field: 'disclaimerAccepted', checked: true });
    send({ type: 'NEXT' });
    send({ type: 'TICK', field: 'declarationAccepted', checked: true });
    send({ type: 'NEXT' });
    send({ type: 'TICK', field: 'emailConsent', checked: true });
    send({ type: 'NEXT' });
    expect(step()).toEqual({ onboarding: { survey: 'intro' } });
    expect(stepNumber(marks())).toEqual({ current: 8, total: 8 });
    send({ type: 'START_SURVEY' });
    expect(step()).toEqual({ onboarding: { survey: 'question' } });
    const answers: Array<Parameters<typeof send>[0]> = [
      { type: 'PICK_ANSWER', answerId: '3-5' },
      { type: 'TYPE_ANSWER', value: '150' },
      { type: 'PICK_ANSWER', answerId: '26-50' },
      { type: 'PICK_ANSWER', answerId: '6-10' },
      { type: 'PICK_ANSWER', answerId: 'velux' },
      { type: 'PICK_ANSWER', answerId: 'roofing' },
    ];
    for (const answer of answers) {
      send({ type: 'NEXT' });
      expect(login.actor.getSnapshot().context.fieldErrors.survey).toEqual(['answerRequired']);
      send(answer);
      send({ type: 'NEXT' });
    }
    expect(step()).toEqual({ submitting: 'savingCompanyType' });
    const token = pair.token;
    expect(login.calls.at(-1)).toEqual({
      actor: 'save company type',
      input: { companyId: 2, patch: { company_type: 501, disclaimer_accepted: true, declaration_accepted: true }, token },
    });
    await login.settle('saveCompanyType', 'done', { output: { message: 'ok' } });
    const companyCall = login.calls.at(-1) as { actor: string; input: { patch: { surveyResponse: string }; token: string } };
    expect(companyCall).toMatchObject({
      actor: 'save company',
      input: { companyId: 2, token, patch: { registration_number: '27082440' } },
    });
    expect(JSON.parse(companyCall.input.patch.surveyResponse)).toHaveLength(6);
    await login.settle('saveCompany', 'done', { output: { message: 'ok' } });
    expect(login.calls.at(-1)).toMatchObject({
      actor: 'save installer',
      input: { userId: 3, token, patch: { email_consent: true, phone_consent: false } },
    });
    expect(login.signedIn()).toBeUndefined();
    await login.settle('saveInstaller', 'done', { output: { message: 'ok' } });
    // A short completion message, then the portal.
    expect(step()).toBe('allSet');
    expect(login.signedIn()).toBeUndefined();
    send({ type: 'CONTINUE' });
    expect(login.signedIn()).toEqual(pair);
    expect(login.actor.getSnapshot().status).toBe('done');
    expect(login.forgotten).toHaveLength(1);
  });

  it('numbers the steps after skipped agreements as the stepper counts them', async () => {
    const login = startLogin();
    await signInUpToOnboarding(login);
    login.actor.send({ type: 'AGREE_TERMS' });
    login.actor.send({ type: 'CHANGE_REGISTRATION_NUMBER', value: '27082440' });
    login.actor.send({ type: 'NEXT' });
    login.actor.send({ type: 'NEXT' });
    login.actor.send({ type: 'CHOOSE_COMPANY_TYPE', companyTypeId: 505 });
    login.actor.send({ type: 'NEXT' });
    expect(login.actor.getSnapshot().value).toEqual({ onboarding: 'consent' });
    expect(onboardingStepMarks(login.actor.getSnapshot().context)).toEqual(['done', 'done', 'done', 'done', 'skipped', 'skipped', 'current', 'upcoming']);
    expect(stepNumber(onboardingStepMarks(login.actor.getSnapshot().context))).toEqual({ current: 7, total: 8 });
  });

  it('walks back through the survey to its welcome screen, and from there to the step before', async () => {
    const login = startLogin();
    await signInUpToOnboarding(login);
    login.actor.send({ type: 'AGREE_TERMS' });
    login.actor.send({ type: 'CHANGE_REGISTRATION_NUMBER', value: '27082440' });
    login.actor.send({ type: 'NEXT' });
    login.actor.send({ type: 'NEXT' });
    login.actor.send({ type: 'CHOOSE_COMPANY_TYPE', companyTypeId: 505 });
    login.actor.send({ type: 'NEXT' });
    login.actor.send({ type: 'NEXT' });
    const value = () => login.actor.getSnapshot().value;
    expect(value()).toEqual({ onboarding: { survey: 'intro' } });
    login.actor.send({ type: 'START_SURVEY' });
    login.actor.send({ type: 'PICK_ANSWER', answerId: '2' });
    login.actor.send({ type: 'NEXT' });
    expect(login.actor.getSnapshot().context.surveyQuestionIndex).toBe(1);
    login.actor.send({ type: 'BACK' });
    expect(value()).toEqual({ onboarding: { survey: 'question' } });
    expect(login.actor.getSnapshot().context.surveyQuestionIndex).toBe(0);
    login.actor.send({ type: 'BACK' });
    expect(value()).toEqual({ onboarding: { survey: 'intro' } });
    login.actor.send({ type: 'BACK' });
    expect(value()).toEqual({ onboarding: 'consent' });
    // What was answered stays.
    expect(login.actor.getSnapshot().context.answers?.survey).toEqual({ 'team-size': ['2'] });
  });

  it('shows no message on the first question before its Next, after going back to the welcome', async () => {
    const login = startLogin();
    await signInUpToOnboarding(login);
    login.actor.send({ type: 'AGREE_TERMS' });
    login.actor.send({ type: 'CHANGE_REGISTRATION_NUMBER', value: '27082440' });
    login.actor.send({ type: 'NEXT' });
    login.actor.send({ type: 'NEXT' });
    login.actor.send({ type: 'CHOOSE_COMPANY_TYPE', companyTypeId: 505 });
    login.actor.send({ type: 'NEXT' });
    login.actor.send({ type: 'NEXT' });
    login.actor.send({ type: 'START_SURVEY' });
    login.actor.send({ type: 'NEXT' });
    expect(login.actor.getSnapshot().context.fieldErrors).toEqual({ survey: ['answerRequired'] });
    login.actor.send({ type: 'BACK' });
    login.actor.send({ type: 'START_SURVEY' });
    expect(login.actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('resumes a survey reloaded past its first question at that question, not at the welcome screen', async () => {
    const login = startLogin();
    await signInUpToOnboarding(login);
    login.actor.send({ type: 'AGREE_TERMS' });
    login.actor.send({ type: 'CHANGE_REGISTRATION_NUMBER', value: '27082440' });
    login.actor.send({ type: 'NEXT' });
    login.actor.send({ type: 'NEXT' });
    login.actor.send({ type: 'CHOOSE_COMPANY_TYPE', companyTypeId: 505 });
    login.actor.send({ type: 'NEXT' });
    login.actor.send({ type: 'NEXT' });
    login.actor.send({ type: 'START_SURVEY' });
    login.actor.send({ type: 'PICK_ANSWER', answerId: '2' });
    login.actor.send({ type: 'NEXT' });
    await vi.advanceTimersByTimeAsync(1000);
    const resumed = startLogin({ ...input, saved: JSON.parse(JSON.stringify(login.saved.at(-1))) });
    await resumed.settle('loadOnboardingRules', 'done', { output: onboardingRules });
    expect(resumed.actor.getSnapshot().value).toEqual({ onboarding: { survey: 'question' } });
    expect(resumed.actor.getSnapshot().context.surveyQuestionIndex).toBe(1);
  });

  it('back from the decline confirmation returns to the terms', async () => {
    const login = startLogin();
    await signInUpToOnboarding(login);
    login.actor.send({ type: 'DECLINE_TERMS' });
    expect(login.actor.getSnapshot().value).toEqual({ onboarding: 'confirmingDecline' });
    expect(login.actor.getSnapshot().can({ type: 'BACK' })).toBe(true);
    login.actor.send({ type: 'BACK' });
    expect(login.actor.getSnapshot().value).toEqual({ onboarding: 'terms' });
    // The first onboarding step has nothing to go back to: the code is spent.
    expect(login.actor.getSnapshot().can({ type: 'BACK' })).toBe(false);
  });

  it('takes a tick only for a box of the step shown', async () => {
    const login = startLogin();
    await signInUpToOnboarding(login);
    login.actor.send({ type: 'AGREE_TERMS' });
    login.actor.send({ type: 'CHANGE_REGISTRATION_NUMBER', value: '27082440' });
    login.actor.send({ type: 'NEXT' });
    login.actor.send({ type: 'NEXT' });
    login.actor.send({ type: 'CHOOSE_COMPANY_TYPE', companyTypeId: 501 });
    login.actor.send({ type: 'NEXT' });
    expect(login.actor.getSnapshot().value).toEqual({ onboarding: 'disclaimer' });
    login.actor.send({ type: 'TICK', field: 'declarationAccepted', checked: true });
    login.actor.send({ type: 'TICK', field: 'phoneConsent', checked: true });
    expect(login.actor.getSnapshot().context.answers).toMatchObject({ declarationAccepted: false, phoneConsent: false });
    login.actor.send({ type: 'TICK', field: 'disclaimerAccepted', checked: true });
    expect(login.actor.getSnapshot().context.answers?.disclaimerAccepted).toBe(true);
  });

  it('signs in at once when no step is needed', async () => {
    const login = startLogin();
    login.actor.send({ type: 'CHOOSE_EMAIL' });
    login.actor.send({ type: 'CHANGE_EMAIL', value: 'owner@demo.pl' });
    login.actor.send({ type: 'SUBMIT' });
    const done = czechOwner({
      region: 10,
      has_survey: true,
      options: JSON.stringify({ consentSeen: true }),
      company: { ...czechOwner().company, registration_number: '5260250995' },
    });
    await login.settle('requestCode', 'done', { output: codeRequest() });
    login.actor.send({ type: 'CHANGE_CODE', value: '12345' });
    login.actor.send({ type: 'SUBMIT' });
    await login.settle('verifyCode', 'done', { output: verified(done) });
    await login.settle('loadOnboarding', 'done', {
      output: { settings: { ...czechSettings, company_type_state: 0, vat_field: 1, company_id_field: 0 }, rules: onboardingRules },
    });
    expect(login.signedIn()).toEqual(pair);
    expect(login.calls.map((call) => call.actor)).toEqual(['request code', 'verify code', 'load onboarding']);
  });

  it('declining the terms deactivates the company and starts over with a warning', async () => {
    const login = startLogin();
    await signInUpToOnboarding(login);
    login.actor.send({ type: 'DECLINE_TERMS' });
    login.actor.send({ type: 'CONFIRM_DECLINE' });
    expect(login.calls.at(-1)).toEqual({
      actor: 'save company',
      input: { companyId: 2, patch: { active: 2 }, token: pair.token },
    });
    await login.settle('deactivateCompany', 'done', { output: { message: 'ok' } });
    const snapshot = login.actor.getSnapshot();
    expect(snapshot.value).toBe('chooseType');
    expect(snapshot.context).toMatchObject({ warning: 'profileDeleted', session: null, login: null, email: '', steps: [] });
    expect(login.forgotten).toHaveLength(1);
    expect(login.signedIn()).toBeUndefined();
  });

  it('a failed final write returns to the last step with the generic message', async () => {
    const login = startLogin();
    await signInUpToOnboarding(login);
    login.actor.send({ type: 'AGREE_TERMS' });
    login.actor.send({ type: 'CHANGE_REGISTRATION_NUMBER', value: '27082440' });
    login.actor.send({ type: 'NEXT' });
    login.actor.send({ type: 'NEXT' });
    login.actor.send({ type: 'CHOOSE_COMPANY_TYPE', companyTypeId: 505 });
    login.actor.send({ type: 'NEXT' });
    login.actor.send({ type: 'NEXT' });
    login.actor.send({ type: 'START_SURVEY' });
    for (const answerId of ['2', '', '0-25', '1-5', 'velux', 'roofing']) {
      if (answerId === '') login.actor.send({ type: 'TYPE_ANSWER', value: '5' });
      else login.actor.send({ type: 'PICK_ANSWER', answerId });
      login.actor.send({ type: 'NEXT' });
    }
    await login.settle('saveCompanyType', 'error', { error: failure(500, 'Server Error') });
    const snapshot = login.actor.getSnapshot();
    expect(snapshot.value).toEqual({ onboarding: { survey: 'question' } });
    expect(snapshot.context.surveyQuestionIndex).toBe(5);
    expect(snapshot.context.alert).toEqual({ message: 'generic', retryAfter: null });
  });

  it('saves progress one second after the last change', async () => {
    const login = startLogin();
    login.actor.send({ type: 'CHOOSE_EMAIL' });
    for (const value of ['o', 'ow', 'own']) {
      login.actor.send({ type: 'CHANGE_EMAIL', value });
      await vi.advanceTimersByTimeAsync(900);
    }
    expect(login.saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(login.saved).toHaveLength(1);
    expect(login.saved[0]).toMatchObject({ loginType: 'email', email: 'own', session: null });
  });

  // SPEC §2 Login wizard: the progress is saved with a 1 second debounce, whatever the change.
  it.each([
    { change: 'the phone typed', event: { type: 'CHANGE_PHONE', value: '601234567' }, progress: { phone: '601234567' } },
    { change: 'the phone country chosen', event: { type: 'CHANGE_PHONE_REGION', regionId: 7 }, progress: { phoneRegionId: 7 } },
  ] as const)('saves progress one second after $change', async ({ event, progress }) => {
    const login = startLogin();
    login.actor.send({ type: 'CHOOSE_PHONE' });
    await vi.advanceTimersByTimeAsync(1000);
    login.actor.send(event);
    await vi.advanceTimersByTimeAsync(1000);
    expect(login.saved).toHaveLength(2);
    expect(login.saved[1]).toMatchObject(progress);
  });

  it('resumes onboarding from saved progress while the token is valid, else from the id step', async () => {
    const login = startLogin();
    await signInUpToOnboarding(login);
    login.actor.send({ type: 'AGREE_TERMS' });
    await vi.advanceTimersByTimeAsync(1000);
    const stored = JSON.parse(JSON.stringify(login.saved.at(-1))) as StoredLoginProgress;
    expect(stored).toMatchObject({ savedAt: NOW + 1000, session: { pair }, account: czechOwner() });

    const at = (now: number): Clock => ({ now: () => now });
    const resumed = startLogin({ ...input, saved: stored, clock: at(NOW + 60_000) });
    // The rules are code, not progress: a reload loads them again before the step shows.
    expect(resumed.actor.getSnapshot().value).toBe('resumingOnboarding');
    expect(resumed.calls).toEqual([{ actor: 'load onboarding rules', input: undefined }]);
    await resumed.settle('loadOnboardingRules', 'done', { output: onboardingRules });
    expect(resumed.actor.getSnapshot().value).toEqual({ onboarding: 'registrationNumber' });

    const expired = startLogin({ ...input, saved: stored, clock: at(NOW + 3_600_000) });
    expect(expired.actor.getSnapshot().value).toEqual({ enterId: 'editing' });
    expect(expired.actor.getSnapshot().context).toMatchObject({ email: 'owner@demo.cz', session: null, account: null, login: null });

    expect(restoreProgress({ ...stored, version: 0 }, NOW)).toBeNull();
    expect(restoreProgress('garbage', NOW)).toBeNull();
  });

  it('a reload whose rules fail to load offers Retry, which resumes the same step with the answers typed', async () => {
    const login = startLogin();
    await signInUpToOnboarding(login);
    login.actor.send({ type: 'AGREE_TERMS' });
    login.actor.send({ type: 'CHANGE_REGISTRATION_NUMBER', value: '2708' });
    await vi.advanceTimersByTimeAsync(1000);
    const resumed = startLogin({ ...input, saved: JSON.parse(JSON.stringify(login.saved.at(-1))) });

    await resumed.settle('loadOnboardingRules', 'error', { error: failure(503, 'Service unavailable') });
    expect(resumed.actor.getSnapshot().value).toBe('stepsUnavailable');
    expect(resumed.actor.getSnapshot().context.alert).toEqual({ message: 'generic', retryAfter: null });

    resumed.actor.send({ type: 'RETRY' });
    expect(resumed.actor.getSnapshot().value).toBe('resumingOnboarding');
    // Only the rules are asked for again: the settings and the planned steps come from the progress.
    expect(resumed.calls.map((call) => call.actor)).toEqual(['load onboarding rules', 'load onboarding rules']);
    await resumed.settle('loadOnboardingRules', 'done', { output: onboardingRules });
    expect(resumed.actor.getSnapshot().value).toEqual({ onboarding: 'registrationNumber' });
    expect(resumed.actor.getSnapshot().context).toMatchObject({ answers: { registrationNumber: '2708' }, alert: null });
  });

  it('resumes code entry with the rest of the resend wait', () => {
    const atCode: LoginProgress = {
      loginType: 'email',
      email: 'owner@demo.cz',
      phone: '',
      phoneRegionId: 5,
      phoneRegionChosen: false,
      login: codeRequest(),
      resendSecondsLeft: 60,
      ...NO_ONBOARDING,
    };
    const saved = toStoredProgress(atCode, NOW - 45_000);
    const resumed = startLogin({ ...input, saved });
    expect(resumed.actor.getSnapshot().context.resendSecondsLeft).toBe(15);
    expect(resumed.actor.getSnapshot().matches({ enterCode: { code: 'editing', resendTimer: 'counting' } })).toBe(true);
  });

  it('forgets instead of saving when nothing was typed, and saves the progress stamped by its clock', async () => {
    const login = startLogin();
    await vi.advanceTimersByTimeAsync(1000);
    expect(login.forgotten).toEqual([0]);
    login.actor.send({ type: 'CHOOSE_PHONE' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(login.saved).toEqual([expect.objectContaining({ loginType: 'phone', version: 2, savedAt: NOW + 2000 })]);
    login.actor.send({ type: 'BACK' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(login.forgotten).toEqual([0, 1]);
  });
});
