/** The company's team (SPEC §7): /api/v2/installer/user and /api/v1/installer/user/... (…/details: the owner's edit of a member). */
import { Hono } from 'hono';
import * as v from 'valibot';
import { MemberDetails, NewTeamMember, TEAM_MESSAGES, TeamQuery, isTeamRuleMessage } from '../../contract/team';
import type { AppDeps } from '../deps';
import { addMember, deleteMember, editMember, getMember, listTeam, resendInvitation } from '../domain/team';
import type { AppEnv } from '../http/env';
import { describeIssue, jsonBody, queryParams, type IssueDescriber } from '../http/validation';

/** A broken field rule answers its message key (the portal translates it), one per field. */
const ruleKeyOrDescription: IssueDescriber = (issue, field) =>
  isTeamRuleMessage(issue.message) ? issue.message : describeIssue(issue, field);
const NewMemberBody = v.config(NewTeamMember, { abortPipeEarly: true });
const MemberDetailsBody = v.config(MemberDetails, { abortPipeEarly: true });

export function teamRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/v2/installer/user', queryParams(TeamQuery), async (c) =>
      c.json(await listTeam(deps, c.get('auth').account, c.req.valid('query'))))
    .post('/v1/installer/user', jsonBody(NewMemberBody, undefined, ruleKeyOrDescription), async (c) =>
      c.json({ data: await addMember(deps, c.get('auth').account, c.req.valid('json')) }))
    .get('/v1/installer/user/:uuid', async (c) =>
      c.json({ data: await getMember(deps, c.get('auth').account, c.req.param('uuid')) }))
    .patch('/v1/installer/user/:uuid/details', jsonBody(MemberDetailsBody, undefined, ruleKeyOrDescription), async (c) =>
      c.json({ data: await editMember(deps, c.get('auth').account, c.req.param('uuid'), c.req.valid('json')) }))
    .delete('/v1/installer/user/:uuid', async (c) => {
      await deleteMember(deps, c.get('auth').account, c.req.param('uuid'));
      return c.json({ message: 'Member deleted.' });
    })
    .get('/v1/installer/user/:uuid/resend', async (c) => {
      const { retry_after } = await resendInvitation(deps, c.get('auth').account, c.req.param('uuid'));
      return c.json({ message: TEAM_MESSAGES.invitationSent, retry_after });
    });
}
