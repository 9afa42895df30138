/**
 * `npx tsx scripts/metrics-cost.ts`: what the JSON request log and the metrics
 * (http/observe-requests.ts) add to one request, in process: a trivial route answered N times
 * with and without them, in alternating rounds, medians of the rounds; and the time to render
 * /api/metrics afterwards.
 * Short and single-threaded on purpose (issue 29 "the metrics endpoint's cost"; the full
 * `npm run bench` measures the real routes).
 */
import { Hono } from 'hono';
import pino from 'pino';
import type { AppEnv } from '../src/server/http/env';
import { observeRequests } from '../src/server/http/observe-requests';
import { createMetrics } from '../src/server/metrics';
import { createJsonLogger } from '../src/server/providers/json-logger';
import type { Logger } from '../src/server/providers/messages';

const REQUESTS = 5_000;
const ROUNDS = 5;
/** The production log, written where it costs its serialisation and a write but fills no disk. */
const log = createJsonLogger(pino.destination({ dest: '/dev/null', sync: true }));

const silent: Logger = { info: () => {}, warn: () => {}, error: () => {} };

function app(logger: Logger | null) {
  const hono = new Hono<AppEnv>();
  const metrics = createMetrics();
  // The real app runs its requests through middleware anyway (security headers, access table…):
  // without one here, Hono's single-handler shortcut would be measured instead.
  hono.use('*', logger ? observeRequests(logger, metrics) : (_c, next) => next());
  hono.get('/api/v2/orders/:uuid', (c) => c.json({ data: { id: c.req.param('uuid') } }));
  return { hono, metrics };
}

async function microsecondsPerRequest(hono: Hono<AppEnv>): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < REQUESTS; i += 1) await hono.request(`/api/v2/orders/00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
  return ((performance.now() - started) * 1000) / REQUESTS;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const variants = [
  { name: 'without', app: app(null), rounds: [] as number[] },
  { name: 'with the metrics (log silenced)', app: app(silent), rounds: [] as number[] },
  { name: 'with the metrics and the JSON log line', app: app(log), rounds: [] as number[] },
];
for (const variant of variants) await microsecondsPerRequest(variant.app.hono);
for (let round = 0; round < ROUNDS; round += 1) {
  for (const variant of variants) variant.rounds.push(await microsecondsPerRequest(variant.app.hono));
}
const base = median(variants[0]?.rounds ?? []);
for (const variant of variants) {
  const perRequest = median(variant.rounds);
  console.log(`${variant.name}: ${perRequest.toFixed(1)} µs per request (+${(perRequest - base).toFixed(1)})`);
}
const observed = variants[2]?.app.metrics;
if (observed) {
  const scrapeStarted = performance.now();
  const text = await observed.registry.metrics();
  console.log(`rendering /api/metrics: ${(performance.now() - scrapeStarted).toFixed(2)} ms (${text.length} bytes)`);
}
