/** Projects, their scans and their survey (SPEC §7): /api/v1/project, /api/v1/product, /api/v2/scans. */
import { Hono } from 'hono';
import { NewProject, NewScan, ProductsQuery, ProjectSurveyRequest, ProjectsQuery } from '../../contract/projects';
import type { AppDeps } from '../deps';
import { createProject, deleteProject, getProject, listProjectScans, listProjects, postProjectSurvey } from '../domain/projects';
import { registerScan, removeScan } from '../domain/scans';
import type { AppEnv } from '../http/env';
import { jsonBody, queryParams } from '../http/validation';

export function projectRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/v1/project', queryParams(ProjectsQuery), async (c) =>
      c.json(await listProjects(deps, c.get('auth').account, c.req.valid('query'))))
    .post('/v1/project', jsonBody(NewProject), async (c) =>
      c.json({ data: await createProject(deps, c.get('auth').account, c.req.valid('json')) }))
    .get('/v1/project/:uuid', async (c) =>
      c.json({ data: await getProject(deps, c.get('auth').account, c.req.param('uuid')) }))
    .delete('/v1/project/:uuid', async (c) => {
      await deleteProject(deps, c.get('auth').account, c.req.param('uuid'));
      return c.json({ message: 'Project deleted.' });
    })
    .post('/v1/project/:uuid/survey', jsonBody(ProjectSurveyRequest), async (c) =>
      c.json({ data: await postProjectSurvey(deps, c.get('auth').account, c.req.param('uuid'), c.req.valid('json').response) }))
    .get('/v1/product', queryParams(ProductsQuery), async (c) =>
      c.json({ data: await listProjectScans(deps, c.get('auth').account, c.req.valid('query').projects_id) }))
    .post('/v2/scans', jsonBody(NewScan), async (c) =>
      c.json({ data: await registerScan(deps, c.get('auth').account, c.req.valid('json')) }))
    .delete('/v2/scans/:uuid', async (c) => {
      await removeScan(deps, c.get('auth').account, c.req.param('uuid'));
      return c.json({ message: 'Scan removed.' });
    });
}
