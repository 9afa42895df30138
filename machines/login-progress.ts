/**
 * What of the login wizard survives a reload (SPEC §2: session storage key "login", saved with a
 * 1 s debounce), and how it is restored. The access token and the account it came with are kept
 * only while onboarding steps still need them, and are never restored once the token expired.
 */
import * as v from 'valibot';
import { LoginResponse, SignInAccount, TokenPair, type VerifyResponse } from '../src/contract/auth';
import { RegionalSettings } from '../src/contract/config';
import { CompanyAnswersSchema } from './company-answers';
import { ONBOARDING_STEPS } from './login-onboarding-steps';
import { readAccessClaims } from './session-tokens';

export const LOGIN_PROGRESS_KEY = 'login';
/** 2: the account arrives with the verify answer, no longer with the code request. */
const PROGRESS_VERSION = 2;

const Session = v.object({ pair: TokenPair, expiresAt: v.number() });
export type LoginSession = v.InferOutput<typeof Session>;

const Progress = v.object({
  loginType: v.nullable(v.picklist(['email', 'phone'])),
  email: v.string(),
  phone: v.string(),
  phoneRegionId: v.number(),
  /** The person picked the phone region; until then it follows the interface language. */
  phoneRegionChosen: v.optional(v.boolean(), true),
  /** The pending code request. */
  login: v.nullable(LoginResponse),
  resendSecondsLeft: v.number(),
  session: v.nullable(Session),
  /** The account the verify answer carried: what the onboarding steps are computed from. */
  account: v.nullable(SignInAccount),
  settings: v.nullable(RegionalSettings),
  steps: v.array(v.picklist(ONBOARDING_STEPS)),
  stepIndex: v.number(),
  surveyQuestionIndex: v.number(),
  answers: v.nullable(CompanyAnswersSchema),
});
/** The part of the wizard's context that is kept across reloads. */
export type LoginProgress = v.InferOutput<typeof Progress>;

const StoredProgress = v.object({ ...Progress.entries, version: v.literal(PROGRESS_VERSION), savedAt: v.number() });
export type StoredLoginProgress = v.InferOutput<typeof StoredProgress>;

export function progressOf(context: LoginProgress): LoginProgress {
  const { loginType, email, phone, phoneRegionId, phoneRegionChosen, login, resendSecondsLeft, session, account, settings, steps, stepIndex, surveyQuestionIndex, answers } = context;
  return { loginType, email, phone, phoneRegionId, phoneRegionChosen, login, resendSecondsLeft, session, account, settings, steps, stepIndex, surveyQuestionIndex, answers };
}

/** Nothing worth keeping: the wizard is at its first step with nothing typed. */
export function isBlankProgress(progress: LoginProgress): boolean {
  return progress.loginType === null && progress.login === null && progress.session === null;
}

export function toStoredProgress(progress: LoginProgress, now: number): StoredLoginProgress {
  return { ...progress, version: PROGRESS_VERSION, savedAt: now };
}

/** The part of the progress that belongs to a verified session: none before the code is checked. */
export const NO_ONBOARDING = {
  session: null,
  account: null,
  settings: null,
  steps: [],
  stepIndex: 0,
  surveyQuestionIndex: 0,
  answers: null,
} satisfies Partial<LoginProgress>;

/**
 * Progress read back from storage, or null when there is none usable. An expired token drops
 * the onboarding (the person signs in again from the id step); the resend countdown goes on
 * where it was.
 */
export function restoreProgress(stored: unknown, now: number): LoginProgress | null {
  const parsed = v.safeParse(StoredProgress, stored);
  if (!parsed.success) return null;
  const { version: _version, savedAt, ...progress } = parsed.output;
  const elapsedSeconds = Math.max(0, Math.floor((now - savedAt) / 1000));
  const resendSecondsLeft = Math.max(0, progress.resendSecondsLeft - elapsedSeconds);
  if (progress.session && progress.session.expiresAt > now && progress.account && progress.settings && progress.answers) {
    return { ...progress, resendSecondsLeft };
  }
  const pendingCode = progress.session === null ? progress.login : null;
  return {
    ...progress,
    login: pendingCode,
    resendSecondsLeft: pendingCode ? resendSecondsLeft : 0,
    ...NO_ONBOARDING,
  };
}

/** When the access token runs out (ms since epoch), read from its claims; 0 when unreadable. */
export function tokenExpiresAt(token: string): number {
  return (readAccessClaims(token)?.exp ?? 0) * 1000;
}

export function sessionFor(pair: TokenPair): LoginSession {
  return { pair, expiresAt: tokenExpiresAt(pair.token) };
}

/** What the wizard keeps of a verify answer: the session (the token pair alone) and the account. */
export function verifiedProgress({ token, refresh_token, account }: VerifyResponse): Pick<LoginProgress, 'session' | 'account'> {
  return { session: sessionFor({ token, refresh_token }), account };
}
