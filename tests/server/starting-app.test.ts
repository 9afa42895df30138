/**
 * What the server answers while its database opens (src/server/starting-app.ts): the liveness
 * probe and the portal at once, the readiness probe 503, and any other API request once the app
 * is there, answered by the app.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startingApp } from '../../src/server/starting-app';

const INDEX = '<!doctype html><title>Installer Club</title><div id="root"></div>';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'installer-club-starting-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The app to come, and what it was asked. */
function pendingApp() {
  const asked: string[] = [];
  let resolve!: (app: { fetch(request: Request): Response }) => void;
  const ready = new Promise<{ fetch(request: Request): Response }>((done) => {
    resolve = done;
  });
  const app = {
    fetch(request: Request) {
      asked.push(new URL(request.url).pathname);
      return Response.json({ from: 'the app' });
    },
  };
  return { ready, asked, arrive: () => resolve(app) };
}

it('answers the liveness probe and the portal at once, and readiness 503, with the usual headers', async () => {
  const { ready } = pendingApp();
  const starting = startingApp(ready, false, dir);
  const health = await starting.request('/api/health');
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
  expect(health.headers.get('cache-control')).toBe('no-store');
  expect((await starting.request('/api/ready')).status).toBe(503);
  const page = await starting.request('/projects');
  expect(page.status).toBe(200);
  expect(await page.text()).toBe(INDEX);
  expect(page.headers.get('x-frame-options')).toBe('DENY');
});

it('holds any other API request until the app is there, then lets the app answer it', async () => {
  const { ready, asked, arrive } = pendingApp();
  const starting = startingApp(ready, false, dir);
  let answered = false;
  const answer = Promise.resolve(starting.request('/api/v1/config/public?lang=pl')).then((response) => {
    answered = true;
    return response;
  });
  // Everything that could run without the app has run.
  for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  expect(answered).toBe(false);
  arrive();
  const response = await answer;
  expect(await response.json()).toEqual({ from: 'the app' });
  expect(asked).toEqual(['/api/v1/config/public']);
});
