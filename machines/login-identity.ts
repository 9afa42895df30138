/** Pure rules of the first login steps: the typed e-mail, phone and code (SPEC §5). */
import * as v from 'valibot';
import { EmailLoginRequest, type LoginRequest } from '../src/contract/auth';
import { LOGIN_CODE_LENGTH, PHONE_MIN_DIGITS } from '../src/contract/limits';
import { phoneDigits } from '../src/contract/phone-digits';
import type { WizardMessage } from './wizard-messages';

export type LoginType = 'email' | 'phone';

export interface TypedIdentity {
  loginType: LoginType;
  email: string;
  /** Digits only. */
  phone: string;
  phoneRegionId: number;
}

/** Phone inputs keep digits only. */
export const cleanPhoneInput = phoneDigits;

/** Code inputs keep digits only, at most the code length. */
export function cleanCodeInput(value: string): string {
  return value.replace(/\D+/g, '').slice(0, LOGIN_CODE_LENGTH);
}

export function emailErrors(email: string): WizardMessage[] {
  return v.is(EmailLoginRequest, { email }) ? [] : ['emailInvalid'];
}

/**
 * Only the length is checked here: whether the number fits the region's numbering plan is checked
 * by the server with the same contract rule (src/contract/phone.ts) when the code is requested, and
 * its answer is shown as the "Invalid phone number." alert. That keeps libphonenumber off the
 * portal's first route.
 */
export function phoneErrors(phone: string): WizardMessage[] {
  return phone.length < PHONE_MIN_DIGITS ? ['phoneTooShort'] : [];
}

export function identityErrors(identity: TypedIdentity): WizardMessage[] {
  return identity.loginType === 'email' ? emailErrors(identity.email) : phoneErrors(identity.phone);
}

/** The body of POST /v2/installer/login: e-mail, or the typed digits plus region (the server normalises them). */
export function loginRequest(identity: TypedIdentity): LoginRequest {
  if (identity.loginType === 'email') return v.parse(EmailLoginRequest, { email: identity.email });
  return { phone: identity.phone, region_id: identity.phoneRegionId };
}

export function codeErrors(code: string): WizardMessage[] {
  return new RegExp(`^\\d{${LOGIN_CODE_LENGTH}}$`).test(code) ? [] : ['codeInvalidFormat'];
}
