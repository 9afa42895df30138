/**
 * The profile contract (SPEC §2 Profile, §5 Profile and Avatar, §7 PATCH /v1/company/user/{id},
 * the avatar calls and the e-mail verification): what a member may change of their own record.
 * The role, the company and other users are not part of it: nobody changes those here.
 */
import * as v from 'valibot';
import { LOGIN_CODE_LENGTH } from './limits';

/** Keys of the messages a broken profile rule yields; the portal translates them. */
export type ProfileRuleMessage = 'required' | 'tooShort' | 'tooLong' | 'emailInvalid' | 'phoneInvalid';
export const PROFILE_RULE_MESSAGES: readonly ProfileRuleMessage[] = ['required', 'tooShort', 'tooLong', 'emailInvalid', 'phoneInvalid'];
export const isProfileRuleMessage = (text: string): text is ProfileRuleMessage => (PROFILE_RULE_MESSAGES as readonly string[]).includes(text);

const PersonName = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('required' satisfies ProfileRuleMessage),
  v.minLength(2, 'tooShort' satisfies ProfileRuleMessage),
  v.maxLength(100, 'tooLong' satisfies ProfileRuleMessage),
);

/** PATCH /v1/company/user/{id}: only the fields that changed (SPEC §5 Profile). */
export const UserPatch = v.object({
  name: v.optional(PersonName),
  surname: v.optional(PersonName),
  email: v.optional(v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty('required' satisfies ProfileRuleMessage),
    v.email('emailInvalid' satisfies ProfileRuleMessage),
    v.maxLength(254, 'tooLong' satisfies ProfileRuleMessage),
  )),
  /** The national number; its validity for the company's region is checked with the region. */
  phone: v.optional(v.pipe(v.string(), v.regex(/^\d{5,15}$/, 'phoneInvalid' satisfies ProfileRuleMessage))),
  email_notifications: v.optional(v.boolean()),
  sms_notifications: v.optional(v.boolean()),
});
export type UserPatch = v.InferOutput<typeof UserPatch>;

/** The first problem of a profile field as typed, for the portal (same rules as the server). */
export function userFieldProblem(field: 'name' | 'surname' | 'email', value: string): ProfileRuleMessage | null {
  const result = v.safeParse(UserPatch.entries[field].wrapped, value, { abortPipeEarly: true });
  return result.success ? null : (result.issues[0].message as ProfileRuleMessage);
}

/** SPEC §5 Avatar: PNG or JPEG, at most 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg'] as const;
/** The field of the multipart body that carries the file. */
export const AVATAR_FIELD = 'file';

export const AVATAR_MESSAGES = {
  notAnImage: 'The file must be a PNG or JPEG image.',
  tooLarge: 'The file may not be greater than 5 MB.',
  missing: 'Choose a file to upload.',
} as const;

/** Answer of POST /v1/company/user/{uuid}/avatar: the address the avatar is served from. */
export const AvatarAnswer = v.object({ data: v.object({ avatar: v.string() }) });

/** PATCH /v2/company/verification: the code sent to the user's e-mail address. */
export const EmailVerificationCode = v.object({
  code: v.pipe(v.string(), v.regex(new RegExp(`^\\d{${LOGIN_CODE_LENGTH}}$`))),
});

export const VERIFICATION_MESSAGES = {
  sent: 'A code was sent to your e-mail address.',
  verified: 'Your e-mail address is verified.',
  noEmail: 'Add an e-mail address to your profile first.',
  invalidCode: 'Invalid code',
} as const;

/** Answer of POST /v2/company/verification: where the code went (masked) and when another may be asked. */
export const VerificationSent = v.object({ message: v.string(), sent_to: v.string(), resend_after: v.number() });
