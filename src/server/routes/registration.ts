/** Public registration calls: /api/v2/company/register, /api/v2/company/validate (SPEC §7). */
import { Hono } from 'hono';
import * as v from 'valibot';
import { CompanyValidateQuery, RegistrationRequest, isRegistrationRuleMessage } from '../../contract/registration';
import type { AppDeps } from '../deps';
import { createConfigReader } from '../domain/config';
import { registerCompany, validateCompanyFields } from '../domain/registration';
import type { AppEnv } from '../http/env';
import { describeIssue, jsonBody, queryParams, type IssueDescriber } from '../http/validation';

/** A broken field rule answers its message key (the portal translates it); other issues are described. */
const ruleKeyOrDescription: IssueDescriber = (issue, field) =>
  isRegistrationRuleMessage(issue.message) ? issue.message : describeIssue(issue, field);

/** One message per field, the first rule it breaks, as the wizard shows it. */
const RegisterBody = v.config(RegistrationRequest, { abortPipeEarly: true });

export function registrationRoutes(deps: AppDeps) {
  const readConfig = createConfigReader(deps);
  return new Hono<AppEnv>()
    .post('/register', jsonBody(RegisterBody, undefined, ruleKeyOrDescription), async (c) =>
      c.json(await registerCompany(deps, readConfig, c.req.valid('json')), 201))
    .get('/validate', queryParams(CompanyValidateQuery), async (c) =>
      c.json(await validateCompanyFields(deps, readConfig, c.req.valid('query'))));
}
