/** Public registration calls: /api/v2/company/register, /api/v2/company/validate (SPEC §7). */
import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { CompanyValidateQuery, RegistrationRequest, isRegistrationRuleMessage } from '../../contract/registration';
import { rateLimitOf, type RegistrationRateLimit } from '../config';
import type { AppDeps } from '../deps';
import { createConfigReader } from '../domain/config';
import { hitRateLimit } from '../domain/rate-limits';
import { registerCompany, validateCompanyFields } from '../domain/registration';
import type { AppEnv } from '../http/env';
import { describeIssue, jsonBody, queryParams, type IssueDescriber } from '../http/validation';

/** Counts the call against the client IP's limit, before its input is even read. */
export const perIpLimit = (deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, name: RegistrationRateLimit): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await hitRateLimit(deps.db, name, c.get('clientIp'), rateLimitOf(deps.config, name), deps.clock.now());
    await next();
  };

/** A broken field rule answers its message key (the portal translates it); other issues are described. */
const ruleKeyOrDescription: IssueDescriber = (issue, field) =>
  isRegistrationRuleMessage(issue.message) ? issue.message : describeIssue(issue, field);

/** One message per field, the first rule it breaks, as the wizard shows it. */
const RegisterBody = v.config(RegistrationRequest, { abortPipeEarly: true });

export function registrationRoutes(deps: AppDeps) {
  const readConfig = createConfigReader(deps.db);
  return new Hono<AppEnv>()
    .post('/register', perIpLimit(deps, 'register'), jsonBody(RegisterBody, undefined, ruleKeyOrDescription), async (c) =>
      c.json(await registerCompany(deps, readConfig, c.req.valid('json')), 201))
    .get('/validate', perIpLimit(deps, 'validate'), queryParams(CompanyValidateQuery), async (c) =>
      c.json(await validateCompanyFields(deps, c.req.valid('query'))));
}
