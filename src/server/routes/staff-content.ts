/**
 * The console's content desk (issue 27 §2 "Content"): /api/staff/v1/content... and the serial
 * registry import. Who may: 'content.manage' (content and admin) in the route access table.
 */
import { Hono } from 'hono';
import { ContentDraft, ContentPreviewRequest, ContentVisibility, SerialImportUpload, StaffContentQuery } from '../../contract/staff-content';
import type { AppDeps } from '../deps';
import { SerialCsvError, importSerialFile, importSerials } from '../domain/product-catalogue';
import { contentPreview, createContent, setContentVisible, staffContentItem, staffContentPage, updateContent } from '../domain/staff-content';
import { invalid } from '../http/errors';
import type { AppEnv } from '../http/env';
import { jsonBody, queryParams } from '../http/validation';
import { actor, scope, type StaffRequest } from './staff-actor';

const editor = (c: StaffRequest) => ({ ...actor(c), scope: scope(c) });
const item = (c: StaffRequest) => c.req.param('content') ?? '';

export function staffContentRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/content', queryParams(StaffContentQuery), async (c) => c.json(await staffContentPage(deps, scope(c), c.req.valid('query'))))
    .post('/content', jsonBody(ContentDraft), async (c) => c.json({ data: await createContent(deps, c.req.valid('json'), editor(c)) }))
    .post('/content/preview', jsonBody(ContentPreviewRequest), (c) => c.json({ data: contentPreview(c.req.valid('json').html) }))
    .get('/content/:content', async (c) => c.json({ data: await staffContentItem(deps, scope(c), item(c)) }))
    .put('/content/:content', jsonBody(ContentDraft), async (c) => c.json({ data: await updateContent(deps, item(c), c.req.valid('json'), editor(c)) }))
    .post('/content/:content/visibility', jsonBody(ContentVisibility), async (c) =>
      c.json({ data: await setContentVisible(deps, item(c), c.req.valid('json').visible, editor(c)) }))
    .post('/serials/import', jsonBody(SerialImportUpload), async (c) => {
      const importer = { ...actor(c), regions: scope(c).regions };
      try {
        return c.json({ data: await importSerialFile(c.req.valid('json').csv, (rows) => importSerials(deps.db, rows, deps.clock.now(), importer)) });
      } catch (error) {
        if (error instanceof SerialCsvError) throw invalid({ csv: [error.message] });
        throw error;
      }
    });
}
