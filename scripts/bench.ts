/**
 * `npm run bench`: the hot paths under load (DESIGN rule 12, issue 24). Starts a hello-world Hono
 * server and the real server bundle (dist/server/main.js, built afresh) on a fresh embedded
 * database and/or a fresh PostgreSQL database, signs the demo users in through the API, then
 * drives each route of ROUTES with autocannon at 50 connections (the reads also at 10, for their
 * latency where the server is not saturated) and prints the medians of RUNS runs: req/s, latency,
 * errors, the ratio to hello-world measured in the same run, and the server's memory; then each
 * goal of issue 24 (bench-goals.ts) as met or missed.
 *
 * Everything runs on this machine: the targets are loopback only, every phase has a deadline,
 * and the servers, the temporary data directory and the PostgreSQL database are removed at the
 * end, also after a failure or Ctrl-C.
 *
 *   npm run bench -- [--db pglite|postgres|both] [--duration 10] [--routes notifications,points]
 *   npm run bench -- --startup [--starts 5]
 *
 * Order placement and scan registration are loads of their own, on PostgreSQL only
 * (bench-loads.ts): 10 buyers of 10 companies (and 10 buyers of one company beside it) and 20
 * installers of 10 companies, made for the run; the per-installer scan limit is lifted for it.
 *
 * With --startup it measures `npm start` instead (issue 10: at most 1 s to the first answer, one
 * node process): a first start writes the data, then each start on that existing data is timed
 * from spawning the process to the first answer (/api/health) and to ready (/api/ready: the
 * database open), as `node scripts/start.mjs` and through `npm start`; medians are printed.
 */
import autocannon from 'autocannon';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { PACKAGE_ROOT } from '../src/server/paths';
import { signIn, type BenchUser } from './bench-api';
import { createScratchDatabase } from './scratch-database';
import { GOALS, goalVerdict } from './bench-goals';
import { BENCH_COMPANIES, orderLoad, scanLoad, type ConnectionContext, type RouteLoad } from './bench-loads';

const HOST = '127.0.0.1';
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
const DEMO_USERS = ['owner@demo.pl', 'installer@demo.pl', 'decor@demo.sk', 'staff@demo.sk'];
const WARM_UP_SECONDS = 2;
/** Measured runs per route and connections, after one warm-up: the medians are printed. */
const RUNS = 3;
/** The reads' second measure: latency where the server is not saturated (issue 24). */
const LATENCY_CONNECTIONS = 10;
/** Setting up a load (companies, sign-ins, projects, serials) on top of its runs. */
const LOAD_SETUP_MS = 90_000;
const START_TIMEOUT_MS = 60_000;
const SERVER_BUNDLE = join(PACKAGE_ROOT, 'dist/server/main.js');

interface BenchRoute {
  name: string;
  /** `{companyId}` stands for the signed-in user's company. */
  path: string;
  /** Sent without a token (a public route); else requests go round the signed-in demo users. */
  guest?: boolean;
  /** Also measured at LATENCY_CONNECTIONS (the reads). */
  latencyToo?: boolean;
  /** A load of its own instead of GETs of `path` round the demo users (PostgreSQL only). */
  load?: (url: string, databaseUrl: string) => Promise<RouteLoad>;
}

/** The measured routes. A new hot route adds its line (and its goal in bench-goals.ts). */
const ROUTES: BenchRoute[] = [
  { name: 'notifications', path: '/api/v1/notifications', latencyToo: true },
  { name: 'user-self', path: '/api/v1/company/user/self', latencyToo: true },
  { name: 'company-points', path: '/api/v1/company/points/{companyId}', latencyToo: true },
  { name: 'config-public', path: '/api/v1/config/public?lang=pl', guest: true },
  { name: 'projects', path: '/api/v1/project', latencyToo: true },
  { name: 'shop-products', path: '/api/v2/shop/products' },
  { name: 'order-placement', path: `/api/v2/orders (POST, 10 buyers of ${BENCH_COMPANIES} companies)`, load: (url, db) => orderLoad(url, db, BENCH_COMPANIES) },
  { name: 'orders-one-company', path: '/api/v2/orders (POST, 10 buyers of one company)', load: (url, db) => orderLoad(url, db, 1) },
  // Loads always go last (parseOptions): their data must not weigh on the reads.
  { name: 'scans', path: `/api/v2/scans (POST, 20 installers of ${BENCH_COMPANIES} companies)`, load: (url, db) => scanLoad(url, db) },
];

const pathFor = (route: BenchRoute, user: BenchUser) => route.path.replace('{companyId}', String(user.companyId));

type DatabaseKind = 'pglite' | 'postgres';

const USAGE = `Usage: npm run bench -- [options]

  --db pglite|postgres|both   databases to run the server on (default both; PostgreSQL at
                              DATABASE_URL, else ${DEFAULT_POSTGRES_URL})
  --duration <seconds>        time of each of the ${RUNS} measured runs per route (default 10, after
                              a ${WARM_UP_SECONDS} s warm-up); medians are printed
  --connections <n>           concurrent connections (default 50; the reads also at ${LATENCY_CONNECTIONS})
  --routes <a,b,...>          routes to run (default all; the order and scan loads on PostgreSQL
                              only, by companies made for the run)
  --profile <dir>             the server writes a CPU profile of its run there (node
                              --cpu-prof; open it in Chrome's DevTools)
  --no-metrics                the server counts no metrics (METRICS=0): run beside a default run
                              to measure what /api/metrics costs per request
  --startup                   measure start-up to the first answer instead (embedded database)
  --starts <n>                timed starts per command with --startup (default 5)
  --help                      this text

Routes:
${ROUTES.map((route) => `  ${route.name.padEnd(18)} ${route.path}`).join('\n')}`;

interface Options {
  databases: DatabaseKind[];
  duration: number;
  connections: number;
  routes: BenchRoute[];
  /** Timed starts per command, or null for the load run. */
  starts: number | null;
  /** Where the server writes a V8 CPU profile of the whole run (node --cpu-prof), or null. */
  profileDir: string | null;
  /** False: the server runs with METRICS=0. */
  metrics: boolean;
}

function parseOptions(): Options | null {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'both' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      routes: { type: 'string' },
      startup: { type: 'boolean', default: false },
      starts: { type: 'string', default: '5' },
      profile: { type: 'string' },
      'no-metrics': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return null;
  const databases: DatabaseKind[] | undefined =
    values.db === 'both' ? ['pglite', 'postgres'] : values.db === 'pglite' || values.db === 'postgres' ? [values.db] : undefined;
  if (!databases) throw new Error(`--db must be pglite, postgres or both, got ${values.db}`);
  const duration = Number(values.duration);
  if (!Number.isInteger(duration) || duration < 1 || duration > 600) throw new Error('--duration must be 1 to 600 seconds');
  const connections = Number(values.connections);
  if (!Number.isInteger(connections) || connections < 1 || connections > 1000) throw new Error('--connections must be 1 to 1000');
  const names = values.routes?.split(',').map((name) => name.trim()).filter(Boolean);
  const routes = names ? names.map((name) => {
    const route = ROUTES.find((candidate) => candidate.name === name);
    if (!route) throw new Error(`Unknown route ${name}; known: ${ROUTES.map((known) => known.name).join(', ')}`);
    return route;
  }) : ROUTES;
  // A route with a load of its own goes last, whatever the order asked: its data must not weigh on the others.
  const ordered = [...routes].sort((a, b) => Number(a.load !== undefined) - Number(b.load !== undefined));
  const starts = Number(values.starts);
  if (!Number.isInteger(starts) || starts < 1 || starts > 50) throw new Error('--starts must be 1 to 50');
  return { databases, duration, connections, routes: ordered, starts: values.startup ? starts : null, profileDir: values.profile ?? null, metrics: !values['no-metrics'] };
}

// ---------------------------------------------------------------------------------------------
// Processes and databases to clean up, whatever ends the run.

const cleanups: (() => Promise<void> | void)[] = [];

async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error('Clean-up failed:', error);
    }
  }
}

/** Stops a process started by startProcess with its whole group (npm's child too), SIGKILL after 5 s. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid ?? 0), signal);
    } catch {
      // The group is gone already.
    }
  };
  signalGroup('SIGTERM');
  const killer = setTimeout(() => signalGroup('SIGKILL'), 5_000);
  await exited;
  clearTimeout(killer);
}

/** A free loopback port (the kernel picks it; it stays free long enough for a child to take it). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

interface Started {
  url: string;
  pid: number;
  /** From spawning the process to the first 200 of the probe. */
  startMs: number;
  /** Waits until `path` answers 200 too; answers the time from spawning the process. */
  msUntilOk(path: string): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Starts `command` (node by default) as a server on `port`, in a process group of its own, and
 * waits until `probePath` answers 200.
 */
async function startProcess(
  label: string, args: string[], env: NodeJS.ProcessEnv, port: number, probePath: string, command = process.execPath,
): Promise<Started> {
  const spawnedAt = performance.now();
  const child = spawn(command, args, { cwd: PACKAGE_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const stop = () => stopProcess(child);
  cleanups.push(stop);
  // The server logs every development-outbox code; keep only the tail, for a failed start.
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://${HOST}:${port}`;
  const msUntilOk = async (path: string) => {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`${label} exited with ${child.exitCode}:\n${log}`);
      const ok = await fetch(url + path).then((response) => response.ok, () => false);
      if (ok) return performance.now() - spawnedAt;
      // Short, so that the start-up figure is not rounded up by much.
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`${label} did not answer ${path} within ${START_TIMEOUT_MS / 1000} s:\n${log}`);
  };
  const startMs = await msUntilOk(probePath);
  return { url, pid: child.pid ?? 0, startMs, msUntilOk, stop };
}

const HELLO_WORLD = `
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
const app = new Hono().get('/', (c) => c.json({ message: 'Hello' }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: process.env.HOST });
`;

async function startHelloWorld(): Promise<Started> {
  const port = await freePort();
  return startProcess('hello-world', ['--input-type=module', '-e', HELLO_WORLD], { ...process.env, PORT: String(port), HOST }, port, '/');
}

/** A database of its own on the PostgreSQL server, dropped at the end. */
async function freshPostgresDatabase(): Promise<string> {
  const scratch = await createScratchDatabase(process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL, 'ic_bench');
  cleanups.push(scratch.drop);
  return scratch.url;
}

/** Only what a run needs from the calling shell: never its mail, SMS, places or maintenance settings. */
function serverEnv(port: number): NodeJS.ProcessEnv {
  const { PATH, HOME, LANG, TZ } = process.env;
  return { PATH, HOME, LANG, TZ, PORT: String(port), HOST, DEMO_DATA: '1' };
}

function temporaryDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'installer-club-bench-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

interface AppServer extends Started {
  /** The run's own PostgreSQL database; null on the embedded one. */
  databaseUrl: string | null;
}

async function startAppServer(kind: DatabaseKind, profileDir: string | null, metrics: boolean): Promise<AppServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...serverEnv(port),
    JWT_SECRET: randomBytes(48).toString('base64url'),
    // Every request of the run comes from 127.0.0.1.
    RATE_LIMIT_LOGIN_PER_IP: '100000',
    RATE_LIMIT_VERIFY_PER_IP: '100000',
    RATE_LIMIT_REFRESH_PER_IP: '100000',
    RATE_LIMIT_LOGOUT_PER_IP: '100000',
    RATE_LIMIT_VALIDATE_PER_IP: '100000',
    RATE_LIMIT_REGISTER_PER_IP: '100000',
    RATE_LIMIT_PLACES_PER_IP: '100000',
    // The scan load's installers scan far faster than anyone on a roof.
    RATE_LIMIT_SCANS_PER_INSTALLER: '1000000',
  };
  if (!metrics) env.METRICS = '0';
  if (kind === 'postgres') env.DATABASE_URL = await freshPostgresDatabase();
  else env.DATA_DIR = temporaryDataDir();
  const profile = profileDir === null ? [] : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`];
  const started = await startProcess(`server (${kind})`, [...profile, SERVER_BUNDLE], env, port, '/api/ready');
  return { ...started, databaseUrl: env.DATABASE_URL ?? null };
}

// ---------------------------------------------------------------------------------------------
// Start-up: `npm start` on existing data.

const START_COMMANDS = [
  { name: 'node scripts/start.mjs', command: process.execPath, args: ['scripts/start.mjs'] },
  { name: 'npm start', command: 'npm', args: ['start', '--silent'] },
];

const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const milliseconds = (values: number[]) => values.map((value) => Math.round(value)).join(', ');

/**
 * The first answer is /api/health (the server listens while the database opens); ready is the
 * first 200 of /api/ready, when every route can answer. A start is stopped once ready.
 */
async function benchStartup(starts: number): Promise<void> {
  const dataDir = temporaryDataDir();
  const startOnce = async (command: (typeof START_COMMANDS)[number]) => {
    const port = await freePort();
    const started = await startProcess(command.name, command.args, { ...serverEnv(port), DATA_DIR: dataDir }, port, '/api/health', command.command);
    const readyMs = await started.msUntilOk('/api/ready');
    await started.stop();
    return { firstMs: started.startMs, readyMs };
  };
  // The first start migrates and writes the demo data (and builds what start.mjs finds missing).
  const first = await startOnce(START_COMMANDS[0]!);
  console.log(`first start (new data directory): ready after ${Math.round(first.readyMs)} ms`);
  for (const command of START_COMMANDS) {
    const runs = [];
    for (let run = 0; run < starts; run += 1) runs.push(await startOnce(command));
    const firsts = runs.map((run) => run.firstMs);
    const readies = runs.map((run) => run.readyMs);
    console.log(`${command.name}: first answer median ${Math.round(medianOf(firsts))} ms (${milliseconds(firsts)}); ready median ${Math.round(medianOf(readies))} ms (${milliseconds(readies)})`);
  }
}

// ---------------------------------------------------------------------------------------------
// Signing in and measuring.

interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** CPU time per answered request (user + system) of the server and its database's backends, null where unknown. */
  cpuMsPerRequest: number | null;
  /** The server process's part of it (the rest is PostgreSQL's). */
  serverCpuMsPerRequest: number | null;
}

/** The processes whose CPU time a measure counts: the server's first, then its PostgreSQL database's backends. */
type CpuPids = () => Promise<number[]>;

/** The backends of a PostgreSQL database on this machine, with the server's process. */
function serverAndBackends(server: AppServer): CpuPids {
  const databaseUrl = server.databaseUrl;
  if (!databaseUrl) return () => Promise.resolve([server.pid]);
  return async () => {
    const db = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
    await db.connect();
    try {
      const { rows } = await db.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      return [server.pid, ...rows.map((row) => row.pid)];
    } finally {
      await db.end();
    }
  };
}

const totalCpuMs = (pids: number[]) => pids.reduce<number | null>((sum, pid) => {
  const used = cpuMs(pid);
  return sum === null || used === null ? null : sum + used;
}, 0);

/** CPU time a process has used so far, in ms (Linux /proc; 100 ticks a second), null elsewhere. */
function cpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // After the command: state is field 3, utime 14 and stime 15 of stat(5).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * One autocannon run. The CPU time per request of the server and its database is the figure a
 * machine shared with other work moves least (the rates move with whatever else runs).
 */
async function measure(url: string, cpuPids: CpuPids, connections: number, duration: number, users: BenchUser[], route?: BenchRoute, load?: RouteLoad): Promise<Measurement> {
  let turn = 0;
  const options: autocannon.Options = { url, connections: load?.connections ?? connections, duration, timeout: 10 };
  if (load) {
    options.requests = [{
      setupRequest: (request, context) => ({ ...request, ...load.nextRequest(context as ConnectionContext) }),
    }];
  } else if (route) {
    options.requests = [{
      setupRequest: (request) => {
        const user = users[turn++ % users.length];
        if (!user) throw new Error('No signed-in user');
        const headers = route.guest ? request.headers : { ...request.headers, authorization: `Bearer ${user.token}` };
        return { ...request, path: pathFor(route, user), headers };
      },
    }];
  }
  const pids = await cpuPids();
  const [serverPid = 0] = pids;
  const cpuBefore = totalCpuMs(pids);
  const serverBefore = cpuMs(serverPid);
  const result = await autocannon(options);
  const cpuAfter = totalCpuMs(pids);
  const serverAfter = cpuMs(serverPid);
  const perRequest = (before: number | null, after: number | null) =>
    before === null || after === null || result.requests.total === 0 ? null : (after - before) / result.requests.total;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cpuMsPerRequest: perRequest(cpuBefore, cpuAfter),
    serverCpuMsPerRequest: perRequest(serverBefore, serverAfter),
  };
}

/** One warm-up, then RUNS measured runs: the median of each figure (errors: their sum). */
async function medianOfRuns(url: string, cpuPids: CpuPids, connections: number, duration: number, users: BenchUser[], route?: BenchRoute, load?: RouteLoad): Promise<Measurement> {
  await measure(url, cpuPids, connections, WARM_UP_SECONDS, users, route, load);
  const runs: Measurement[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await measure(url, cpuPids, connections, duration, users, route, load));
  const median = (figure: (run: Measurement) => number) => medianOf(runs.map(figure));
  const sum = (figure: (run: Measurement) => number) => runs.reduce((total, run) => total + figure(run), 0);
  const medianOrNull = (figure: (run: Measurement) => number | null) => (runs.some((run) => figure(run) === null) ? null : median((run) => figure(run) ?? 0));
  return {
    requestsPerSecond: median((run) => run.requestsPerSecond),
    p50: median((run) => run.p50),
    p99: median((run) => run.p99),
    errors: sum((run) => run.errors),
    non2xx: sum((run) => run.non2xx),
    cpuMsPerRequest: medianOrNull((run) => run.cpuMsPerRequest),
    serverCpuMsPerRequest: medianOrNull((run) => run.serverCpuMsPerRequest),
  };
}

/** Resident memory of a process in MB (Linux /proc), null elsewhere. */
function residentMb(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

interface Row extends Measurement {
  route: string;
  db: string;
  connections: number;
  ratio: number;
  rssMb: number | null;
}

function printTable(rows: Row[]): void {
  const header = ['route', 'db', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'vs hello', 'CPU ms/req', 'server', 'RSS MB'];
  const lines = rows.map((row) => [
    row.route,
    row.db,
    String(row.connections),
    row.requestsPerSecond.toFixed(0),
    String(row.p50),
    String(row.p99),
    String(row.errors),
    String(row.non2xx),
    `${(row.ratio * 100).toFixed(1)} %`,
    row.cpuMsPerRequest === null ? '–' : row.cpuMsPerRequest.toFixed(2),
    row.serverCpuMsPerRequest === null ? '–' : row.serverCpuMsPerRequest.toFixed(2),
    row.rssMb === null ? '–' : String(row.rssMb),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)));
  const format = (cells: string[]) => cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}\n${lines.map(format).join('\n')}`);
}

async function benchDatabase(kind: DatabaseKind, options: Options): Promise<Row[]> {
  console.log(`\n== ${kind} ==`);
  const hello = await startHelloWorld();
  const helloResult = await medianOfRuns(hello.url, () => Promise.resolve([hello.pid]), options.connections, options.duration, []);
  console.log(`hello-world: ${helloResult.requestsPerSecond.toFixed(0)} req/s, p99 ${helloResult.p99} ms`);
  const rows: Row[] = [{ route: 'hello-world', db: '–', connections: options.connections, ...helloResult, ratio: 1, rssMb: residentMb(hello.pid) }];
  await cleanUp();

  const server = await startAppServer(kind, options.profileDir, options.metrics);
  const users: BenchUser[] = [];
  for (const email of DEMO_USERS) users.push(await signIn(server.url, email));
  const cpuPids = serverAndBackends(server);
  const measureRoute = async (route: BenchRoute, connections: number, load?: RouteLoad) => {
    const result = await medianOfRuns(server.url, cpuPids, connections, options.duration, users, route, load);
    console.log(`${route.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99} ms at ${connections} connections`);
    rows.push({ route: route.name, db: kind, connections, ...result, ratio: result.requestsPerSecond / helloResult.requestsPerSecond, rssMb: residentMb(server.pid) });
  };
  for (const route of options.routes) {
    if (route.load) {
      if (!server.databaseUrl) continue;
      const load = await route.load(server.url, server.databaseUrl);
      await measureRoute(route, load.connections, load);
    } else {
      await measureRoute(route, options.connections);
      if (route.latencyToo && options.connections !== LATENCY_CONNECTIONS) await measureRoute(route, LATENCY_CONNECTIONS);
    }
  }
  await cleanUp();
  return rows;
}

/** Each goal of issue 24 whose route and connections were measured on PostgreSQL, met or missed. */
function printGoals(rows: Row[]): void {
  const verdicts = GOALS.flatMap((goal) => {
    const row = rows.find((candidate) => candidate.db === 'postgres' && candidate.route === goal.route && candidate.connections === goal.connections);
    return row ? [goalVerdict(goal, row)] : [];
  });
  if (verdicts.length > 0) console.log(`\nGoals of issue 24 (PostgreSQL, medians of ${RUNS}):\n${verdicts.join('\n')}`);
}

async function main(): Promise<void> {
  const options = parseOptions();
  if (!options) {
    console.log(USAGE);
    return;
  }
  // Always the code as it is now (esbuild takes well under a second).
  const build = spawnSync('npm', ['run', 'build:server'], { cwd: PACKAGE_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('npm run build:server failed');
  if (options.starts !== null) {
    await benchStartup(options.starts);
    return;
  }
  // Two databases at most, each a hello-world and every route (the reads twice) with its
  // warm-up and runs, the loads' set-up, plus starts.
  const measures = 1 + options.routes.reduce((sum, route) => sum + (route.latencyToo ? 2 : 1), 0);
  const loads = options.routes.filter((route) => route.load).length;
  const budgetMs = options.databases.length * (
    measures * (RUNS * options.duration + WARM_UP_SECONDS + 5) * 1000 + loads * LOAD_SETUP_MS + 2 * START_TIMEOUT_MS);
  const deadline = setTimeout(() => {
    console.error(`The bench overran its ${Math.round(budgetMs / 1000)} s budget; stopping.`);
    void cleanUp().finally(() => process.exit(1));
  }, budgetMs);
  deadline.unref();

  console.log(`${options.connections} connections, ${RUNS} runs of ${options.duration} s per route after a ${WARM_UP_SECONDS} s warm-up, Node ${process.version}`);
  const rows: Row[] = [];
  for (const kind of options.databases) rows.push(...(await benchDatabase(kind, options)));
  printTable(rows);
  console.log(`\nMedians of ${RUNS} runs. vs hello: req/s as a share of the hello-world Hono server measured just before, in the same run.`);
  console.log('CPU ms/req: CPU time per request of the server process and (PostgreSQL) its database\'s backends: what a busy machine moves least; server: the server process\'s part of it.');
  printGoals(rows);
  clearTimeout(deadline);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

main().then(cleanUp, async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await cleanUp();
  process.exit(1);
});
