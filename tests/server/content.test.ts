/** Content: GET /api/v1/content, /api/v1/content/{uuid} and the content import (good and bad folders). */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentItemResponse, ContentPage } from '../../src/contract/content';
import { contentHtml, parseContentFolder, readContentFolder } from '../../src/server/domain/content-import';
import { DEMO_CONTENT_DIR } from '../../src/server/paths';
import { createTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  // Members see items from their publication date on: read after the demo content's and these tests' dates.
  server.clock.advance((Date.parse('2026-12-01T00:00:00.000Z') - server.clock.now().getTime()) / 1000);
});
afterAll(async () => {
  await server.close();
});

const token = async (email: string) => (await server.signIn(email)).pair.token;
const list = async (who: string, query: string) => {
  const res = await server.call('GET', `/api/v1/content?${query}`, { token: await token(who) });
  expect(res.status).toBe(200);
  return v.parse(ContentPage, res.body);
};

/** A content folder in a temporary directory: file name -> text. */
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}
const md = (front: string, body = 'Body text.') => `---\n${front.trim()}\n---\n\n${body}\n`;
const importFolder = async (dir: string) => {
  const { items, problems } = parseContentFolder(readContentFolder(dir));
  expect(problems).toEqual([]);
  const res = await server.dev('POST', '/api/dev/operator/content', { body: { items } });
  expect(res.status).toBe(200);
  return res.body as { created: number; updated: number };
};

describe('GET /api/v1/content', () => {
  it('lists the region\'s visible news newest first, sticky ones on request, paged', async () => {
    const news = await list('owner@demo.pl', 'content_types=news&limit=4');
    expect(news.data).toHaveLength(4);
    expect(news.meta).toMatchObject({ total: 6, last_page: 2, per_page: 4 });
    expect(news.data[0]?.content.title).toBe('Zimowa promocja: podwójne punkty za okna solarne');
    const dates = news.data.map((item) => item.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const sticky = await list('owner@demo.pl', 'content_types=news&sticky=1&limit=5');
    expect(sticky.data.map((item) => item.sticky)).toEqual([true, true, true]);
    // Czech members read Czech news only.
    const czech = await list('owner@demo.cz', 'content_types=news');
    expect(czech.data.every((item) => /[ěščřžýáíé]/.test(item.content.title))).toBe(true);
    expect(czech.meta.total).toBe(3);
  });

  it('answers the hero of the caller\'s role class: owners 1, decor owners 2', async () => {
    const owner = await list('owner@demo.pl', 'content_types=hero');
    expect(owner.data.map((item) => item.media)).toEqual(['/content/hero-owner.webp']);
    const decor = await list('decor@demo.sk', 'content_types=hero');
    expect(decor.data.map((item) => item.media)).toEqual(['/content/hero-decor.webp']);
  });

  it('lists videos and resources with their YouTube id and link', async () => {
    const page = await list('installer@demo.pl', 'content_types=video,resource&limit=40');
    const videos = page.data.filter((item) => item.type === 'video');
    const links = page.data.filter((item) => item.type === 'resource');
    expect(videos).toHaveLength(5);
    expect(videos.every((item) => /^[\w-]{11}$/.test(item.content.youtube ?? ''))).toBe(true);
    expect(links.map((item) => item.content.url)).toContain('https://installer-club.example/pl/instrukcje');
  });

  it('refuses hidden items (visible=0), unknown types and limits past 50', async () => {
    const t = await token('owner@demo.pl');
    for (const query of ['content_types=news&visible=0', 'content_types=secret', 'content_types=news&limit=51', 'limit=4']) {
      expect((await server.call('GET', `/api/v1/content?${query}`, { token: t })).status).toBe(422);
    }
  });
});

describe('GET /api/v1/content/{uuid}', () => {
  it('answers one item of the region with its sanitised HTML; another region\'s item or a hidden one is 404', async () => {
    const [first] = (await list('owner@demo.pl', 'content_types=news&limit=1')).data;
    const res = await server.call('GET', `/api/v1/content/${first?.uuid}`, { token: await token('owner@demo.pl') });
    const item = v.parse(ContentItemResponse, res.body).data;
    expect(item.content.text).toContain('<strong>każde zeskanowane okno solarne</strong>');
    expect(item.content.text).toContain('rel="noopener noreferrer"');
    expect((await server.call('GET', `/api/v1/content/${first?.uuid}`, { token: await token('owner@demo.cz') })).status).toBe(404);
    expect((await server.call('GET', '/api/v1/content/not-a-uuid', { token: await token('owner@demo.cz') })).status).toBe(404);

    await importFolder(folder({ 'hidden.md': md('slug: pl-hidden\ntype: news\nregion: pl\nlanguage: pl\ntitle: Ukryte\nvisible: false\npublished: 2026-11-20') }));
    const news = await list('owner@demo.pl', 'content_types=news&limit=50');
    expect(news.data.map((item) => item.content.title)).not.toContain('Ukryte');
  });
});

describe('content import', () => {
  it('the demo folder is valid', () => {
    const { items, problems } = parseContentFolder(readContentFolder(DEMO_CONTENT_DIR));
    expect(problems).toEqual([]);
    expect(new Set(items.map((item) => item.region))).toEqual(new Set(['pl', 'cz', 'sk']));
  });

  it('upserts by slug: a second import of a changed file updates it, nothing is doubled', async () => {
    const front = 'slug: pl-cennik-2027\ntype: resource\nregion: pl\nlanguage: pl\ntitle: Cennik 2027\nurl: https://installer-club.example/pl/cennik-2027\npublished: 2026-11-20';
    expect(await importFolder(folder({ 'pl/cennik.md': md(front) }))).toEqual({ created: 1, updated: 0 });
    expect(await importFolder(folder({ 'pl/cennik.md': md(front.replace('Cennik 2027', 'Cennik na rok 2027')) }))).toEqual({ created: 0, updated: 1 });
    const titles = (await list('owner@demo.pl', 'content_types=resource&limit=50')).data.map((item) => item.content.title);
    expect(titles.filter((title) => title.startsWith('Cennik na rok'))).toEqual(['Cennik na rok 2027']);
    expect(titles).not.toContain('Cennik 2027');
  });

  it('reports every problem of a bad folder, file by file, and imports nothing from it', () => {
    const dir = folder({
      'no-front.md': 'Just text',
      'bad-yaml.md': '---\ntitle: [unclosed\n---\n',
      'video.md': md('slug: a-video\ntype: video\nregion: pl\nlanguage: pl\ntitle: Film\npublished: 2026-01-01'),
      'hero.md': md('slug: a-hero\ntype: hero\nregion: pl\nlanguage: pl\ntitle: Hero\npublished: 2026-01-01'),
      'fields.md': md('slug: Bad Slug\ntype: poster\nregion: xx\nlanguage: de\ntitle: ""\nimage: /etc/passwd\npublished: yesterday'),
      'one.md': md('slug: twice\ntype: news\nregion: all\nlanguage: en\ntitle: One\npublished: 2026-01-01'),
      'two.md': md('slug: twice\ntype: news\nregion: all\nlanguage: en\ntitle: Two\npublished: 2026-01-01'),
      'README.md': 'Not content.',
    });
    const { items, problems } = parseContentFolder(readContentFolder(dir));
    const byFile = (file: string) => problems.filter((p) => p.file === file).map((p) => p.message);
    expect(byFile('no-front.md')).toEqual(['no front matter: the file must start with a --- block']);
    expect(byFile('bad-yaml.md')[0]).toMatch(/^front matter is not YAML/);
    expect(byFile('video.md')).toEqual(['a video needs youtube']);
    expect(byFile('hero.md')).toEqual(['a hero needs image and role']);
    expect(byFile('fields.md')).toEqual(expect.arrayContaining([
      'slug: lower-case letters, digits and single dashes', 'type: one of news, video, hero, resource', 'region: a region slug (pl, cz, ...) or all',
      'language: a portal language code', 'title is required', 'an image is a path under /content/ or an https address', 'published: a date as YYYY-MM-DD',
    ]));
    expect(byFile('two.md')).toEqual(['slug twice is also the slug of one.md']);
    expect(items.map((item) => item.slug)).toEqual(['twice']);
  });

  it('refuses a video whose youtube is not an 11-character id of letters, digits, _ and -', () => {
    const video = (youtube: string) => md(`slug: a-video\ntype: video\nregion: pl\nlanguage: pl\ntitle: Film\npublished: 2026-01-01\nyoutube: "${youtube}"`);
    const dir = folder({
      'url.md': video('https://youtu.be/wP8rKd2JtQo'), 'short.md': video('wP8rKd2JtQ'), 'long.md': video('wP8rKd2JtQoo'), 'sign.md': video('wP8rKd2Jt?o'),
    });
    const { items, problems } = parseContentFolder(readContentFolder(dir));
    expect(items).toEqual([]);
    expect(problems.map((p) => [p.file, p.message]).sort()).toEqual(['long.md', 'short.md', 'sign.md', 'url.md'].map((file) => [file, 'youtube: the 11-character video id']));
    expect(parseContentFolder(readContentFolder(folder({ 'ok.md': video('wP8rKd2J-_o') }))).problems).toEqual([]);
  });

  it('the server refuses a batch with a bad item or a repeated slug (422)', async () => {
    const item = { file: 'a.md', slug: 'dup', type: 'news', region: 'pl', language: 'pl', title: 'A', published: '2026-01-01', body: '' };
    expect((await server.dev('POST', '/api/dev/operator/content', { body: { items: [item, item] } })).status).toBe(422);
    expect((await server.dev('POST', '/api/dev/operator/content', { body: { items: [{ ...item, type: 'video' }] } })).status).toBe(422);
  });

  it('sanitises the HTML: no scripts, handlers, styles or javascript: links survive', () => {
    const html = contentHtml('Hi <script>alert(1)</script><img src="https://x.example/a.png" onerror="alert(1)"> [x](javascript:alert(1)) <b style="color:red">bold</b>');
    expect(html).not.toMatch(/script|onerror|javascript|style=/);
    expect(html).toContain('<img src="https://x.example/a.png" loading="lazy" />');
    expect(html).toContain('<b>bold</b>');
  });
});
