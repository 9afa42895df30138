import * as v from 'valibot';
import { RecordId } from './ids';
import { LOGIN_CODE_LENGTH } from './limits';

export const EmailLoginRequest = v.object({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(254)),
});
export const PhoneLoginRequest = v.object({
  phone: v.pipe(v.string(), v.trim(), v.minLength(5), v.maxLength(20), v.regex(/^\+?[\d\s-]+$/)),
  region_id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(17)),
});
/** POST /v2/installer/login: e-mail, or phone plus region. Also used to resend the code. */
export const LoginRequest = v.union([EmailLoginRequest, PhoneLoginRequest]);
export type LoginRequest = v.InferOutput<typeof LoginRequest>;

export const LoginCompany = v.object({
  uuid: v.string(),
  registration_number: v.nullable(v.string()),
  registration_number_2: v.nullable(v.string()),
  company_type: v.nullable(v.number()),
  disclaimer_accepted: v.boolean(),
  declaration_accepted: v.boolean(),
  survey: v.nullable(v.string()),
});
export type LoginCompany = v.InferOutput<typeof LoginCompany>;

/**
 * Answer of POST /v2/installer/login: only what the code step needs. What SPEC §3 calls the
 * "login response" (the onboarding data) comes with the verify answer, once the code is proven,
 * so knowing an e-mail address or phone number reveals nothing about the account.
 */
export const LoginResponse = v.object({
  /** Identifies this code request: the code only works together with it. */
  login_request_id: v.string(),
  /** Where the code went, masked for display ("o***@demo.pl", "+48 *** *** 001"). */
  sent_to: v.string(),
  channel: v.picklist(['email', 'sms']),
  /** Seconds until another code may be requested. */
  resend_after: v.number(),
  user_id: v.number(),
});
export type LoginResponse = v.InferOutput<typeof LoginResponse>;

/** The signed-in account as the login wizard needs it to compute the onboarding steps (SPEC §3 "Login response"). */
export const SignInAccount = v.object({
  region: v.number(),
  has_survey: v.boolean(),
  email_consent: v.boolean(),
  phone_consent: v.boolean(),
  options: v.nullable(v.string()),
  role: v.number(),
  user_id: v.number(),
  company_id: v.number(),
  created_at: v.string(),
  company: LoginCompany,
});
export type SignInAccount = v.InferOutput<typeof SignInAccount>;

export const LoginCode = v.pipe(
  v.string(),
  v.regex(new RegExp(`^\\d{${LOGIN_CODE_LENGTH}}$`)),
);

/** POST /v2/installer/login/verify */
export const VerifyRequest = v.object({
  userId: RecordId,
  login_request_id: v.pipe(v.string(), v.uuid()),
  code: LoginCode,
});
export type VerifyRequest = v.InferOutput<typeof VerifyRequest>;

export const TokenPair = v.object({
  token: v.string(),
  refresh_token: v.string(),
});
export type TokenPair = v.InferOutput<typeof TokenPair>;

/** Answer of POST /v2/installer/login/verify: the first token pair of the session and the account. */
export const VerifyResponse = v.object({
  ...TokenPair.entries,
  account: SignInAccount,
});
export type VerifyResponse = v.InferOutput<typeof VerifyResponse>;

/** POST /v2/installer/refresh: the stored pair; answers a new pair. */
export const RefreshRequest = v.object({
  token: v.optional(v.string()),
  refresh_token: v.pipe(v.string(), v.minLength(20), v.maxLength(200)),
});

/** POST /v2/installer/logout: revokes the refresh token (and its chain). */
export const LogoutRequest = v.object({
  refresh_token: v.pipe(v.string(), v.minLength(20), v.maxLength(200)),
});

/** POST /v2/installer/emulate: swaps a single-use emulation code for an emulation session. */
export const EmulateRequest = v.object({
  code: v.pipe(v.string(), v.minLength(20), v.maxLength(200)),
});
export const EmulationSession = v.object({ token: v.string() });

/** Claims the portal reads from an access token (it never verifies; the server does). */
export const AccessClaims = v.looseObject({
  sub: v.string(),
  exp: v.number(),
  /** Present in an emulated session: the staff member's name. */
  emu: v.optional(v.string()),
});
export type AccessClaims = v.InferOutput<typeof AccessClaims>;
