/** The signed-in installer, their company, its points and their own record: /api/v1/company/..., /api/v1/installer/... */
import { Hono } from 'hono';
import { CompanyPatch, CompanyTypePatch, InstallerPatch } from '../../contract/company';
import type { AppDeps } from '../deps';
import { userView } from '../domain/accounts';
import { patchCompany, patchCompanyType, patchInstaller } from '../domain/companies';
import { ownCompanyPoints } from '../domain/company-points';
import { createConfigReader } from '../domain/config';
import { projectsOpenedBy } from '../domain/projects';
import type { AppEnv } from '../http/env';
import { pathId } from '../http/path-id';
import { jsonBody } from '../http/validation';
import { profileRuleOrDescription } from './profile';


const ok = (message: string) => ({ message });

export function companyRoutes(deps: AppDeps) {
  const readConfig = createConfigReader(deps);
  return new Hono<AppEnv>()
    .get('/company/user/self', async (c) => {
      const account = c.get('auth').account;
      return c.json({ data: userView(account, await projectsOpenedBy(deps.db, account)) });
    })
    .get('/company/points/:companyId', async (c) =>
      c.json({ data: await ownCompanyPoints(deps, c.get('auth').account, pathId(c.req.param('companyId'))) }))
    .patch('/company/:id', jsonBody(CompanyPatch, undefined, profileRuleOrDescription), async (c) => {
      await patchCompany(deps, readConfig, c.get('auth').account, pathId(c.req.param('id')), c.req.valid('json'));
      return c.json(ok('Company updated.'));
    })
    .patch('/company/:id/companyType', jsonBody(CompanyTypePatch), async (c) => {
      await patchCompanyType(deps, c.get('auth').account, pathId(c.req.param('id')), c.req.valid('json'));
      return c.json(ok('Company type updated.'));
    })
    .patch('/installer/user/:id', jsonBody(InstallerPatch), async (c) => {
      await patchInstaller(deps, c.get('auth').account, pathId(c.req.param('id')), c.req.valid('json'));
      return c.json(ok('Installer updated.'));
    });
}
