/**
 * A member's own profile (SPEC §2 Profile, §5 Profile): PATCH /v1/company/user/{id} changes only
 * the caller's own record and only the fields sent. The role and the company are not fields of the
 * patch at all. A new e-mail address is unverified until its code is typed (email-verification.ts);
 * e-mail and phone stay unique across the club like registration keeps them.
 */
import { eq } from 'drizzle-orm';
import { SERVER_MESSAGES } from '../../contract/errors';
import type { UserPatch } from '../../contract/profile';
import { users } from '../db/schema';
import type { AppDeps } from '../deps';
import { invalid, notFound } from '../http/errors';
import { mobilePhone } from './member-phone';
import type { Account } from './accounts';
import { heldClaims, isUniqueViolation, lockUniqueValues, type UniqueClaim } from './unique-values';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type ClaimField = 'phone' | 'email';
const takenMessage: Record<ClaimField, string> = { phone: SERVER_MESSAGES.phoneNotUnique, email: SERVER_MESSAGES.emailTaken };

export async function patchUser({ db, clock }: Deps, caller: Account, userId: number, patch: UserPatch): Promise<void> {
  // Somebody else's record is answered like an unknown one.
  if (userId !== caller.user.id) throw notFound();
  const { user, company } = caller;
  const phone = patch.phone === undefined ? undefined : mobilePhone(patch.phone, company.regionId);
  const emailChanged = patch.email !== undefined && patch.email !== user.email;
  const phoneChanged = phone !== undefined && (phone.national !== user.phoneNational || user.phoneRegionId !== company.regionId);
  const claims: UniqueClaim<ClaimField>[] = [
    ...(phoneChanged ? [{ field: 'phone' as const, kind: 'phone' as const, value: phone.national }] : []),
    ...(emailChanged && patch.email ? [{ field: 'email' as const, kind: 'email' as const, value: patch.email }] : []),
  ];
  const now = clock.now();
  await db.transaction(async (tx) => {
    await lockUniqueValues(tx, company.regionId, claims.map(({ kind, value }) => [kind, value]));
    const held = await heldClaims(tx, company.regionId, claims);
    if (held.size > 0) throw invalid(Object.fromEntries([...held].map((field) => [field, [takenMessage[field]]])));
    await tx
      .update(users)
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.surname !== undefined ? { surname: patch.surname } : {}),
        ...(emailChanged ? { email: patch.email, verifiedEmailAt: null } : {}),
        ...(phoneChanged ? { phoneNational: phone.national, phoneRegionId: company.regionId } : {}),
        ...(patch.email_notifications !== undefined ? { emailNotifications: patch.email_notifications } : {}),
        ...(patch.sms_notifications !== undefined ? { smsNotifications: patch.sms_notifications } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw invalid({ [emailChanged ? 'email' : 'phone']: [takenMessage[emailChanged ? 'email' : 'phone']] });
    throw error;
  });
}
