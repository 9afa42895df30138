/**
 * The instance's Prometheus metrics (GET /api/metrics, docs/deploy.md "Metrics"): requests by
 * route pattern, method and status; the database pool; background jobs; sign-in codes sent. One
 * registry per app, so that tests building many apps do not share counters.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What a node-postgres pool reports. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export type JobName = 'fulfilment' | 'club_card' | 'housekeeping' | 'lost_projects' | 'points_expiry';

export interface Metrics {
  /** False with METRICS=0: nothing is counted and /api/metrics does not exist. */
  enabled: boolean;
  registry: Registry;
  /** One answered request; `route` is the declared pattern, never the raw path with its ids. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** A sign-in code handed to the mailer or SMS sender, or refused by it. */
  signInCode(channel: 'email' | 'sms', outcome: 'sent' | 'failed'): void;
  /** One run of a background job, and how long it took. */
  jobRun(job: JobName, outcome: 'ok' | 'failed', seconds: number): void;
  /** Reports the pool's figures at each scrape (PostgreSQL; the embedded database has no pool to report). */
  watchPool(stats: () => PoolStats): void;
}

const PREFIX = 'installer_club_';

/** Seconds: from a cached read (a few ms) to the 15 s statement timeout. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];

export function createMetrics({ processMetrics = false }: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  // CPU, memory, event loop lag, handles: once per process (main.ts), not per test app.
  if (processMetrics) collectDefaultMetrics({ register: registry, prefix: PREFIX });

  const labels = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: `${PREFIX}http_requests_total`, help: 'HTTP requests answered, by route pattern, method and status.', labelNames: labels, registers: [registry] });
  const durations = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`, help: 'Time to answer (until the headers), by route pattern, method and status.',
    labelNames: labels, buckets: REQUEST_BUCKETS, registers: [registry],
  });
  const codes = new Counter({ name: `${PREFIX}sign_in_codes_total`, help: 'Sign-in codes sent or failed to send, by channel.', labelNames: ['channel', 'outcome'], registers: [registry] });
  const jobRuns = new Counter({ name: `${PREFIX}job_runs_total`, help: 'Background job runs on this instance, by job and outcome.', labelNames: ['job', 'outcome'], registers: [registry] });
  const jobDurations = new Histogram({
    name: `${PREFIX}job_duration_seconds`, help: 'Background job run time.', labelNames: ['job'], buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60], registers: [registry],
  });
  const lastSuccess = new Map<JobName, number>();
  new Gauge({
    name: `${PREFIX}job_lag_seconds`,
    help: 'Seconds since the job last finished a run without failure on this instance (grows when it fails or is stuck).',
    labelNames: ['job'],
    registers: [registry],
    collect() {
      const now = Date.now();
      for (const [job, at] of lastSuccess) this.set({ job }, (now - at) / 1000);
    },
  });

  const poolGauge = (name: string, help: string, stats: () => PoolStats, read: (stats: PoolStats) => number) =>
    new Gauge({
      name: `${PREFIX}db_pool_${name}`, help, registers: [registry],
      collect() {
        this.set(read(stats()));
      },
    });

  return {
    enabled: true,
    registry,
    request(method, route, status, seconds) {
      const values = { method, route, status: String(status) };
      requests.inc(values);
      durations.observe(values, seconds);
    },
    signInCode: (channel, outcome) => codes.inc({ channel, outcome }),
    jobRun(job, outcome, seconds) {
      jobRuns.inc({ job, outcome });
      jobDurations.observe({ job }, seconds);
      if (outcome === 'ok') lastSuccess.set(job, Date.now());
    },
    watchPool(stats) {
      poolGauge('connections', 'Connections the database pool holds open.', stats, (pool) => pool.total);
      poolGauge('in_use', 'Pool connections checked out by a request or job.', stats, (pool) => pool.total - pool.idle);
      poolGauge('waiting', 'Queries waiting for a free pool connection.', stats, (pool) => pool.waiting);
    },
  };
}

/** METRICS=0: an instance nobody scrapes pays nothing per request (and the bench measures what the metrics cost). */
export function noMetrics(): Metrics {
  return { enabled: false, registry: new Registry(), request() {}, signInCode() {}, jobRun() {}, watchPool() {} };
}
