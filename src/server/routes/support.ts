/** The support chat (SPEC §7): /api/v1/support and /api/v1/support/{uuid}/chat. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { ChatQuery, NewMessage, NewTicket, SupportQuery, isSupportRuleMessage } from '../../contract/support';
import type { AppDeps } from '../deps';
import { listTickets, openTicket, postMessage, readChat } from '../domain/support';
import type { AppEnv } from '../http/env';
import { describeIssue, jsonBody, queryParams, type IssueDescriber } from '../http/validation';

/** A broken field rule answers its message key (the portal translates it), one per field. */
const ruleKeyOrDescription: IssueDescriber = (issue, field) =>
  isSupportRuleMessage(issue.message) ? issue.message : describeIssue(issue, field);
const firstIssue = <S extends v.GenericSchema>(schema: S) => v.config(schema, { abortPipeEarly: true });

export function supportRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/v1/support', queryParams(SupportQuery), async (c) =>
      c.json(await listTickets(deps, c.get('auth').account, c.req.valid('query'))))
    .post('/v1/support', jsonBody(firstIssue(NewTicket), undefined, ruleKeyOrDescription), async (c) =>
      c.json({ uuid: await openTicket(deps, c.get('auth').account, c.req.valid('json')) }))
    .get('/v1/support/:uuid/chat', queryParams(ChatQuery), async (c) =>
      c.json({ data: await readChat(deps, c.get('auth').account, c.req.param('uuid'), c.req.valid('query').limit) }))
    .post('/v1/support/:uuid/chat', jsonBody(firstIssue(NewMessage), undefined, ruleKeyOrDescription), async (c) =>
      c.json({ data: await postMessage(deps, c.get('auth').account, c.req.param('uuid'), c.req.valid('json').message) }));
}
