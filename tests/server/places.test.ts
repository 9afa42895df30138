/** GET /api/v2/places/streets: no provider, a provider restricted to the region, a failing one; and the HTTP provider. */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Config } from '../../src/contract/config';
import { StreetSuggestions, type StreetSuggestion } from '../../src/contract/registration';
import { createApp } from '../../src/server/app';
import { createHttpPlacesProvider, type PlacesProvider, type StreetQuery } from '../../src/server/providers/places';
import { createTestServer, silentLogger, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const MARSZALKOWSKA: StreetSuggestion = {
  id: 'pl-1', street: 'Marszałkowska', city: 'Warszawa', postal_code: '00-001', label: 'Marszałkowska, Warszawa',
};

/** The test server's database and clock behind an app with the given street lookup. */
function appWith(places: PlacesProvider, path = '/api/v2/places/streets') {
  const unused = { send: async () => {} };
  const app = createApp({ db: server.db, clock: server.clock, config: server.config, logger: silentLogger, mailer: unused, sms: unused, cardIssuer: server.cardIssuer, places });
  return async (query: string) => {
    const response = await app.request(`${path}?${query}`, {}, { incoming: { socket: { remoteAddress: server.newIp() } } });
    return { status: response.status, body: (await response.json()) as unknown };
  };
}

describe('the public config', () => {
  it('tells the portal whether streets are looked up (without a provider the typed street is taken)', async () => {
    const without = v.parse(Config, (await server.call('GET', '/api/v1/config/public')).body);
    expect(without.street_lookup).toBe(false);
    const withProvider = appWith({ suggestStreets: async () => [] }, '/api/v1/config/public');
    expect(v.parse(Config, (await withProvider('lang=en')).body).street_lookup).toBe(true);
  });
});

describe('street suggestions', () => {
  it('are an empty list without a provider (the portal then takes the typed street)', async () => {
    const answer = await server.call('GET', '/api/v2/places/streets?q=Marsza&region_id=10');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
  });

  it('come from the provider, restricted to the region\'s country, in the asked or the region\'s language', async () => {
    const queries: StreetQuery[] = [];
    const streets = appWith({ suggestStreets: async (query) => (queries.push(query), [MARSZALKOWSKA]) });
    const answer = await streets('q=%20Marsza%20&region_id=10');
    expect(answer.status).toBe(200);
    expect(v.parse(StreetSuggestions, answer.body)).toEqual([MARSZALKOWSKA]);
    await streets('q=Vinohradsk%C3%A1&region_id=5&lang=en');
    expect(queries).toEqual([
      { text: 'Marsza', country: 'PL', language: 'pl' },
      { text: 'Vinohradská', country: 'CZ', language: 'en' },
    ]);
  });

  it('are an empty list while the provider fails', async () => {
    const streets = appWith({ suggestStreets: async () => Promise.reject(new Error('provider down')) });
    expect(await streets('q=Marsza&region_id=10')).toEqual({ status: 200, body: [] });
  });

  it('need some text and a club region', async () => {
    for (const query of ['q=M&region_id=10', 'q=Marsza', 'q=Marsza&region_id=8', 'region_id=10']) {
      expect((await server.call('GET', `/api/v2/places/streets?${query}`)).status).toBe(422);
    }
  });

  it('are limited per IP', async () => {
    const strict = server.instance({ rateLimits: { ...server.config.rateLimits, places: { limit: 2, windowSeconds: 600 } } });
    const ip = server.newIp();
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await strict('GET', '/api/v2/places/streets?q=Marsza&region_id=10', { ip })).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('the HTTP places provider', () => {
  it('asks PLACES_URL with the query, country, language and limit, with the API key, and checks the answer', async () => {
    const seen: { url: string; auth: string | null }[] = [];
    const fetchStub = (async (input: URL | RequestInfo, init?: RequestInit) => {
      seen.push({ url: String(input), auth: new Headers(init?.headers).get('authorization') });
      return new Response(JSON.stringify([MARSZALKOWSKA]), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const provider = createHttpPlacesProvider('https://places.example/streets?key=1', 'secret', fetchStub);
    expect(await provider.suggestStreets({ text: 'Marsza łk', country: 'PL', language: 'pl' })).toEqual([MARSZALKOWSKA]);
    expect(seen).toEqual([{
      url: 'https://places.example/streets?key=1&q=Marsza+%C5%82k&country=PL&lang=pl&limit=8', auth: 'Bearer secret',
    }]);
  });

  it('fails on an error status or an answer of another shape', async () => {
    const answering = (body: unknown, status = 200) =>
      createHttpPlacesProvider('https://places.example/streets', null, (async () => new Response(JSON.stringify(body), { status })) as typeof fetch);
    const query = { text: 'Marsza', country: 'PL', language: 'pl' };
    await expect(answering([], 503).suggestStreets(query)).rejects.toThrow('503');
    await expect(answering([{ street: 'no id' }]).suggestStreets(query)).rejects.toThrow('unexpected shape');
  });
});
