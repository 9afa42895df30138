/**
 * What the project specs share: API calls as the signed-in portal makes them, a page opened with
 * a session, serials of a spec's own in the registry, and a project with scans to start from.
 */
import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TokenPair } from './support';

export async function api<T>(request: APIRequestContext, method: 'get' | 'post', path: string, token: string, data?: unknown): Promise<{ status: number; body: T }> {
  const answer = await request.fetch(`/api${path}`, { method, headers: { authorization: `Bearer ${token}` }, data });
  return { status: answer.status(), body: (await answer.json()) as T };
}

export interface ProjectBody { data: { uuid: string; status: { id: number }; products: { serial_number: string }[] } }

export async function projectOf(request: APIRequestContext, token: string, uuid: string): Promise<ProjectBody['data']> {
  return (await api<ProjectBody>(request, 'get', `/v1/project/${uuid}`, token)).body.data;
}

export async function serialsOf(request: APIRequestContext, token: string, uuid: string): Promise<string[]> {
  return (await projectOf(request, token, uuid)).products.map((p) => p.serial_number);
}

/** Opens `path` signed in with the session, as the portal keeps it. */
export async function openSignedIn(page: Page, pair: TokenPair, path: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate((stored) => localStorage.setItem('session', JSON.stringify(stored)), pair);
  await page.goto(path);
}

/** A roof window's product code in the catalogue (src/server/reference/product-catalogue.ts). */
const ROOF_WINDOW = 'RW-MK06-PINE';

/**
 * `count` new roof window serials sold for `region` (pl, cz…), through the operator's import
 * (development route, loopback only): serials no other spec or path can have taken.
 */
export async function newSerials(request: APIRequestContext, region: string, count: number): Promise<string[]> {
  const run = randomInt(1_000_000_000).toString(36).toUpperCase();
  const serials = Array.from({ length: count }, (_, index) => `E2E-${run}-${index + 1}`);
  const rows = serials.map((serial_number, index) => ({ line: index + 2, serial_number, product_code: ROOF_WINDOW, region }));
  const answer = await request.post('/api/dev/operator/serials', { data: { rows } });
  expect(answer.ok(), await answer.text()).toBeTruthy();
  return serials;
}

/** A project of the session's company, with these serials scanned into it through the API. */
export async function newProject(request: APIRequestContext, token: string, serials: readonly string[]): Promise<string> {
  const created = await api<ProjectBody>(request, 'post', '/v1/project', token, { streetName: 'ulica Modelowa', houseNumber: String(randomInt(1, 999)), postalCode: '00-950', city: 'Warszawa' });
  expect(created.status).toBe(200);
  for (const serial_number of serials) {
    const scanned = await api(request, 'post', '/v2/scans', token, { project_uuid: created.body.data.uuid, serial_number });
    expect(scanned.status, serial_number).toBe(200);
  }
  return created.body.data.uuid;
}
