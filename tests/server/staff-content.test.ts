/**
 * The console's content desk (issue 27 §2 "Content"): news, videos and links per region written in
 * the browser, published by date, hidden and shown; the serial registry import with its report.
 * Expected answers are written from the issue and the demo data, not read from the code under test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './harness';

let server: TestServer;
let content: string;
let admin: string;
let support: string;
/** A content member limited to Czechia. */
let czechEditor: string;
let polishOwner: string;
let czechOwner: string;

beforeAll(async () => {
  const high = { limit: 100_000, windowSeconds: 600 };
  server = await createTestServer({ rateLimits: { login: high, verify: high } });
  content = (await server.staffSignIn('content@staff.demo')).token;
  admin = (await server.staffSignIn('admin@staff.demo')).token;
  support = (await server.staffSignIn('support@staff.demo')).token;
  await server.dev('POST', '/api/dev/operator/staff', { body: { email: 'cz.editor@staff.demo', name: 'Czech Editor', roles: ['content'], regions: ['cz'] } });
  czechEditor = (await server.staffSignIn('cz.editor@staff.demo')).token;
  polishOwner = (await server.signIn('owner@demo.pl')).pair.token;
  czechOwner = (await server.signIn('owner@demo.cz')).pair.token;
});
afterAll(async () => {
  await server.close();
});

const IP = '198.51.100.9';
const staff = (method: string, path: string, token: string, body?: unknown) =>
  server.call(method, `/api/staff/v1${path}`, { token, ip: IP, ...(body === undefined ? {} : { body }) });
const inAnHour = () => new Date(server.clock.now().getTime() + 3600_000).toISOString();
const anHourAgo = () => new Date(server.clock.now().getTime() - 3600_000).toISOString();

const draft = (fields: Record<string, unknown> = {}) => ({
  type: 'news', region: 'pl', language: 'pl', title: 'Nowy cennik', excerpt: 'Od grudnia.', html: '<p>Nowy <strong>cennik</strong>.</p>',
  youtube: '', url: '', media: '', published_at: anHourAgo(), visible: true, sticky: false, ...fields,
});

async function portalNews(token: string): Promise<string[]> {
  const page = await server.call('GET', '/api/v1/content?content_types=news,video,resource&limit=50', { token });
  expect(page.status).toBe(200);
  return (page.body.data as { content: { title: string } }[]).map((item) => item.content.title);
}

async function auditEntries(action: string) {
  const log = await staff('GET', '/audit', admin);
  return (log.body.data as { action: string; by: string; client_ip: string | null; details: Record<string, unknown> }[]).filter((entry) => entry.action === action);
}

describe('writing content', () => {
  it('publishes a news item for a region: its members see it, another region\'s do not; on the audit log', async () => {
    const created = await staff('POST', '/content', content, draft({ title: 'Promocja dla Polski' }));
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ type: 'news', region: 'pl', language: 'pl', title: 'Promocja dla Polski', visible: true, scheduled: false });
    expect(await portalNews(polishOwner)).toContain('Promocja dla Polski');
    expect(await portalNews(czechOwner)).not.toContain('Promocja dla Polski');
    const [entry] = await auditEntries('content.create');
    expect(entry).toMatchObject({ by: 'content@staff.demo', client_ip: IP, details: { content: created.body.data.uuid, region: 'pl' } });
  });

  it('keeps a scheduled item (future date) from members until its time, and lists it for staff as scheduled', async () => {
    const created = await staff('POST', '/content', content, draft({ title: 'Zapowiedź', published_at: inAnHour() }));
    expect(created.body.data.scheduled).toBe(true);
    expect(await portalNews(polishOwner)).not.toContain('Zapowiedź');
    const item = await server.call('GET', `/api/v1/content/${created.body.data.uuid}`, { token: polishOwner });
    expect(item.status).toBe(404);
    const listed = await staff('GET', '/content?region=pl&type=news', content);
    expect(listed.body.data.find((entry: { uuid: string }) => entry.uuid === created.body.data.uuid)).toMatchObject({ scheduled: true });
    server.clock.advance(3601);
    // The member's hour-long access token ended with the hour: sign in again.
    polishOwner = (await server.signIn('owner@demo.pl')).pair.token;
    expect(await portalNews(polishOwner)).toContain('Zapowiedź');
  });

  it('sanitises the HTML: scripts, handlers and javascript: links never reach members; the preview shows the same', async () => {
    const html = '<p onclick="steal()">Tekst<script>alert(1)</script> <a href="javascript:alert(1)">link</a> <a href="https://example.com">ok</a></p>';
    const created = await staff('POST', '/content', content, draft({ title: 'Bezpieczny', html }));
    const stored = created.body.data.html as string;
    expect(stored).not.toMatch(/script|onclick|javascript:/);
    expect(stored).toContain('<a href="https://example.com" rel="noopener noreferrer">ok</a>');
    const preview = await staff('POST', '/content/preview', content, { html });
    expect(preview.body.data.html).toBe(stored);
  });

  it('takes a video as a YouTube address or id and a link as an https address; refuses them missing', async () => {
    const video = await staff('POST', '/content', content, draft({ type: 'video', title: 'Montaż', youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10' }));
    expect(video.body.data.youtube).toBe('dQw4w9WgXcQ');
    const short = await staff('POST', '/content', content, draft({ type: 'video', title: 'Montaż 2', youtube: 'https://youtu.be/dQw4w9WgXcQ' }));
    expect(short.body.data.youtube).toBe('dQw4w9WgXcQ');
    const link = await staff('POST', '/content', content, draft({ type: 'resource', title: 'Cennik', url: 'https://example.com/cennik.pdf' }));
    expect(link.body.data.url).toBe('https://example.com/cennik.pdf');
    const noVideo = await staff('POST', '/content', content, draft({ type: 'video' }));
    expect(noVideo.status).toBe(422);
    expect(Object.keys(noVideo.body.errors)).toEqual(['youtube']);
    const badVideo = await staff('POST', '/content', content, draft({ type: 'video', youtube: 'https://vimeo.com/1234' }));
    expect(Object.keys(badVideo.body.errors)).toEqual(['youtube']);
    const noLink = await staff('POST', '/content', content, draft({ type: 'resource', url: 'http://example.com' }));
    expect(Object.keys(noLink.body.errors)).toEqual(['url']);
    const noTitle = await staff('POST', '/content', content, draft({ title: '  ' }));
    expect(Object.keys(noTitle.body.errors)).toEqual(['title']);
    expect((await staff('POST', '/content', content, draft({ type: 'hero' }))).status).toBe(422);
  });

  it('edits an item and hides it from members and shows it again, each on the audit log', async () => {
    const created = await staff('POST', '/content', content, draft({ title: 'Przed zmianą' }));
    const uuid = created.body.data.uuid as string;
    expect((await staff('GET', `/content/${uuid}`, content)).body.data).toMatchObject({ uuid, title: 'Przed zmianą', html: '<p>Nowy <strong>cennik</strong>.</p>' });
    const edited = await staff('PUT', `/content/${uuid}`, content, draft({ title: 'Po zmianie' }));
    expect(edited.body.data).toMatchObject({ uuid, title: 'Po zmianie' });
    expect(await portalNews(polishOwner)).toContain('Po zmianie');
    expect((await staff('POST', `/content/${uuid}/visibility`, content, { visible: false })).body.data.visible).toBe(false);
    expect(await portalNews(polishOwner)).not.toContain('Po zmianie');
    const hidden = await staff('GET', '/content?region=pl', content);
    expect(hidden.body.data.find((entry: { uuid: string }) => entry.uuid === uuid)).toMatchObject({ visible: false });
    await staff('POST', `/content/${uuid}/visibility`, content, { visible: true });
    expect(await portalNews(polishOwner)).toContain('Po zmianie');
    for (const action of ['content.update', 'content.hide', 'content.show']) {
      expect({ action, entry: (await auditEntries(action))[0] }).toMatchObject({ action, entry: { by: 'content@staff.demo', details: { content: uuid } } });
    }
    expect((await staff('PUT', `/content/${'0'.repeat(8)}-0000-4000-8000-000000000000`, content, draft())).status).toBe(404);
    expect((await staff('PUT', '/content/not-a-uuid', content, draft())).status).toBe(404);
  });

  it('lists by type, region and language, newest first, paged', async () => {
    const czech = await staff('GET', '/content?region=cz&language=cs&type=news', content);
    expect(czech.status).toBe(200);
    // Demo data: three Czech news items (the portal's Czech news, tests/server/content.test.ts).
    expect(czech.body.meta).toMatchObject({ total: 3, current_page: 1 });
    const dates = (czech.body.data as { published_at: string }[]).map((item) => item.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((czech.body.data as { region: string; language: string }[]).every((item) => item.region === 'cz' && item.language === 'cs')).toBe(true);
    expect((await staff('GET', '/content?region=xx', content)).status).toBe(422);
  });

  it('keeps a region-limited member to their regions\' items: no other region, no "all regions"', async () => {
    const polish = await staff('POST', '/content', content, draft({ title: 'Tylko PL' }));
    expect((await staff('POST', '/content', czechEditor, draft({ region: 'pl' }))).status).toBe(403);
    expect((await staff('POST', '/content', czechEditor, draft({ region: 'all' }))).status).toBe(403);
    expect((await staff('POST', '/content', czechEditor, draft({ region: 'cz', language: 'cs', title: 'Novinka' }))).status).toBe(200);
    expect((await staff('PUT', `/content/${polish.body.data.uuid}`, czechEditor, draft({ region: 'cz' }))).status).toBe(404);
    expect((await staff('POST', `/content/${polish.body.data.uuid}/visibility`, czechEditor, { visible: false })).status).toBe(404);
    expect((await staff('GET', `/content/${polish.body.data.uuid}`, czechEditor)).status).toBe(404);
    const listed = await staff('GET', '/content', czechEditor);
    expect((listed.body.data as { region: string }[]).every((item) => item.region === 'cz')).toBe(true);
  });

  it('refuses support, and installers\' tokens', async () => {
    expect((await staff('GET', '/content', support)).status).toBe(403);
    expect((await staff('POST', '/content', support, draft())).status).toBe(403);
    expect((await staff('GET', '/content', polishOwner)).status).toBe(401);
  });
});

describe('the serial registry import', () => {
  const upload = (csv: string, token = content) => staff('POST', '/serials/import', token, { file_name: 'serials.csv', csv });

  it('imports a CSV and reports imported, unchanged and skipped lines like the operator command', async () => {
    const csv = [
      'serial_number;product_code;region',
      'CSL-100001;AC-REMOTE;pl',
      'CSL-100002;AC-REMOTE;pl',
      'CSL-100001;AC-REMOTE;pl',
      'x;AC-REMOTE;pl',
      'CSL-100003;NO-SUCH;pl',
      'CSL-100004;AC-REMOTE',
      '',
    ].join('\n');
    const first = await upload(csv);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      imported: 2,
      unchanged: 0,
      skipped: [
        { line: 4, serial_number: 'CSL-100001', reason: 'repeats line 2' },
        { line: 5, serial_number: 'x', reason: expect.stringContaining('not a serial number') },
        { line: 6, serial_number: 'CSL-100003', reason: 'unknown product code "NO-SUCH"' },
        { line: 7, serial_number: 'CSL-100004', reason: '2 cells where the header has 3' },
      ],
    });
    expect((await upload(csv)).body.data).toMatchObject({ imported: 0, unchanged: 2 });
    const [entry] = await auditEntries('serials.import');
    expect(entry).toMatchObject({ by: 'content@staff.demo', client_ip: IP, details: { imported: 0, unchanged: 2 } });
  });

  it('answers 422 naming the file for a file without the header, or empty', async () => {
    const headless = await upload('CSL-1;AC-REMOTE;pl\n');
    expect(headless.status).toBe(422);
    expect(headless.body.errors.csv[0]).toContain('serial_number, product_code, region');
    expect((await upload('')).status).toBe(422);
  });

  it('skips a region-limited member\'s rows of other regions', async () => {
    const report = await upload('serial_number,product_code,region\nCSL-200001,AC-REMOTE,cz\nCSL-200002,AC-REMOTE,pl\n', czechEditor);
    expect(report.body.data).toEqual({ imported: 1, unchanged: 0, skipped: [{ line: 3, serial_number: 'CSL-200002', reason: 'region "pl" is outside your regions' }] });
  });

  it('writes the operator command\'s import on the audit log as the operator\'s', async () => {
    const rows = [{ line: 2, serial_number: 'CSL-300001', product_code: 'AC-REMOTE', region: 'pl' }];
    expect((await server.dev('POST', '/api/dev/operator/serials', { body: { rows } })).status).toBe(200);
    expect((await auditEntries('serials.import'))[0]).toMatchObject({ by: 'operator', details: { imported: 1 } });
  });

  it('writes the operator\'s content import on the audit log as the operator\'s', async () => {
    const item = { file: 'a.md', slug: 'operator-news', type: 'news', region: 'pl', language: 'pl', title: 'Z folderu', published: '2026-01-01', body: 'Treść.' };
    expect((await server.dev('POST', '/api/dev/operator/content', { body: { items: [item] } })).status).toBe(200);
    expect((await auditEntries('content.import'))[0]).toMatchObject({ by: 'operator', details: { created: 1, updated: 0, slugs: ['operator-news'] } });
  });
});
