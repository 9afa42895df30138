/**
 * A member's own profile (SPEC §7): PATCH /api/v1/company/user/{id}, the avatar calls and the
 * address avatars are served from, and the e-mail verification (/api/v2/company/verification).
 */
import { Hono } from 'hono';
import { AVATAR_FIELD, EmailVerificationCode, UserPatch, VERIFICATION_MESSAGES, isProfileRuleMessage } from '../../contract/profile';
import type { AppDeps } from '../deps';
import { deleteAvatar, readAvatar, uploadAvatar } from '../domain/avatars';
import { checkVerificationCode, sendVerificationCode } from '../domain/email-verification';
import { patchUser } from '../domain/profile';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { pathId } from '../http/path-id';
import { describeIssue, formBody, jsonBody, type IssueDescriber } from '../http/validation';

/** A broken field rule answers its message key (the portal translates it). */
export const profileRuleOrDescription: IssueDescriber = (issue, field) =>
  isProfileRuleMessage(issue.message) ? issue.message : describeIssue(issue, field);

/** A year: every new picture gets a new address, so a stored one never changes. */
const AVATAR_CACHE = 'private, max-age=31536000, immutable';

export function profileRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .patch('/v1/company/user/:id', jsonBody(UserPatch, undefined, profileRuleOrDescription), async (c) => {
      await patchUser(deps, c.get('auth').account, pathId(c.req.param('id')), c.req.valid('json'));
      return c.json({ message: 'Profile updated.' });
    })
    .post('/v1/company/user/:uuid/avatar', async (c) => {
      const body = await formBody(c);
      const file = body[AVATAR_FIELD];
      const avatar = await uploadAvatar(deps, c.get('auth').account, c.req.param('uuid'), file instanceof File ? file : undefined);
      return c.json({ data: { avatar } });
    })
    .delete('/v1/company/user/:uuid/avatar', async (c) => {
      await deleteAvatar(deps, c.get('auth').account, c.req.param('uuid'));
      return c.json({ message: 'Avatar removed.' });
    })
    .get('/v1/avatars/:id', async (c) => {
      const avatar = await readAvatar(deps, c.req.param('id'));
      if (!avatar) throw notFound();
      const extension = avatar.contentType === 'image/png' ? 'png' : 'jpg';
      return c.body(new Uint8Array(avatar.bytes), 200, {
        'Content-Type': avatar.contentType,
        'Content-Disposition': `attachment; filename="avatar.${extension}"`,
        'Cache-Control': AVATAR_CACHE,
      });
    })
    .post('/v2/company/verification', async (c) => {
      const sent = await sendVerificationCode(deps, c.get('auth').account);
      return c.json({ message: VERIFICATION_MESSAGES.sent, ...sent });
    })
    .patch('/v2/company/verification', jsonBody(EmailVerificationCode), async (c) => {
      await checkVerificationCode(deps, c.get('auth').account, c.req.valid('json').code);
      return c.json({ message: VERIFICATION_MESSAGES.verified });
    });
}
