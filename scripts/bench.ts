/**
 * `npm run bench`: the read path under load (DESIGN rule 12). Starts a hello-world Hono server
 * and the real server bundle (dist/server/main.js, built afresh) on a fresh embedded
 * database and/or a fresh PostgreSQL database, signs the demo users in through the API, then
 * drives each route of ROUTES with autocannon at 50 connections and prints req/s, latency,
 * errors, the ratio to hello-world measured in the same run, and the server's memory.
 *
 * Everything runs on this machine: the targets are loopback only, every phase has a deadline,
 * and the servers, the temporary data directory and the PostgreSQL database are removed at the
 * end, also after a failure or Ctrl-C.
 *
 *   npm run bench -- [--db pglite|postgres|both] [--duration 10] [--routes notifications,points]
 *   npm run bench -- --startup [--starts 5]
 *
 * The scan registration route (POST /api/v2/scans) is a load of its own, on PostgreSQL only: 20
 * installers of the Polish demo company (made for the run, straight in its database), each on its
 * own connection with its own serials and projects, so that no request fails on "already
 * scanned" or a full project; the per-installer scan limit is lifted for the run.
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

const HOST = '127.0.0.1';
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
const DEMO_USERS = ['owner@demo.pl', 'installer@demo.pl', 'decor@demo.sk', 'staff@demo.sk'];
const WARM_UP_SECONDS = 2;
const START_TIMEOUT_MS = 60_000;
const SERVER_BUNDLE = join(PACKAGE_ROOT, 'dist/server/main.js');

interface BenchUser {
  email: string;
  token: string;
  companyId: number;
}

interface BenchRoute {
  name: string;
  /** `{companyId}` stands for the signed-in user's company. */
  path: string;
  /** Sent without a token (a public route); else requests go round the signed-in demo users. */
  guest?: boolean;
  /** A load of its own instead of GETs of `path` round the demo users (PostgreSQL only). */
  load?: (server: AppServer) => Promise<RouteLoad>;
}

/** A route's own load: its connections and, per connection, the next request. */
interface RouteLoad {
  connections: number;
  nextRequest: (connection: ConnectionContext) => { method: 'POST'; path: string; headers: Record<string, string>; body: string };
}

/** autocannon's per-connection context: which of the load's clients the connection is. */
interface ConnectionContext {
  client?: number;
}

/** The measured routes. A new hot route (shop products, order placement) adds its line. */
const ROUTES: BenchRoute[] = [
  { name: 'notifications', path: '/api/v1/notifications' },
  { name: 'user-self', path: '/api/v1/company/user/self' },
  { name: 'company-points', path: '/api/v1/company/points/{companyId}' },
  { name: 'config-public', path: '/api/v1/config/public?lang=pl', guest: true },
  { name: 'projects', path: '/api/v1/project' },
  { name: 'shop-products', path: '/api/v2/shop/products' },
  { name: 'order-placement', path: '/api/v2/orders (POST, 10 buyers)', load: (server) => orderLoad(server) },
  // Always last (parseOptions): its installers open hundreds of projects in the demo company.
  { name: 'scans', path: '/api/v2/scans (POST, 20 installers)', load: (server) => scanLoad(server) },
];

const pathFor = (route: BenchRoute, user: BenchUser) => route.path.replace('{companyId}', String(user.companyId));

type DatabaseKind = 'pglite' | 'postgres';

const USAGE = `Usage: npm run bench -- [options]

  --db pglite|postgres|both   databases to run the server on (default both; PostgreSQL at
                              DATABASE_URL, else ${DEFAULT_POSTGRES_URL})
  --duration <seconds>        measured time per route (default 10, after a ${WARM_UP_SECONDS} s warm-up)
  --connections <n>           concurrent connections (default 50)
  --routes <a,b,...>          routes to run (default all; order-placement and scans on PostgreSQL
                              only: 10 buyers of two companies, 20 installers with serials of
                              their own)
  --startup                   measure start-up to the first answer instead (embedded database)
  --starts <n>                timed starts per command with --startup (default 5)
  --help                      this text

Routes:
${ROUTES.map((route) => `  ${route.name.padEnd(16)} ${route.path}`).join('\n')}`;

interface Options {
  databases: DatabaseKind[];
  duration: number;
  connections: number;
  routes: BenchRoute[];
  /** Timed starts per command, or null for the load run. */
  starts: number | null;
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
  return { databases, duration, connections, routes: ordered, starts: values.startup ? starts : null };
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
  const adminUrl = process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL;
  const name = `ic_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
    await dropper.connect();
    try {
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await dropper.end();
    }
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
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

async function startAppServer(kind: DatabaseKind): Promise<AppServer> {
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
  if (kind === 'postgres') env.DATABASE_URL = await freshPostgresDatabase();
  else env.DATA_DIR = temporaryDataDir();
  const started = await startProcess(`server (${kind})`, [SERVER_BUNDLE], env, port, '/api/ready');
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

async function api<T>(url: string, method: string, path: string, options: { body?: unknown; token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(url + path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Signs a demo user in as the portal does; the code comes from the development outbox (loopback only). */
async function signIn(url: string, email: string): Promise<BenchUser> {
  const login = await api<{ user_id: number; login_request_id: string }>(url, 'POST', '/api/v2/installer/login', { body: { email } });
  const outbox = await api<{ data: { code: string }[] }>(url, 'GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const code = outbox.data[0]?.code;
  if (!code) throw new Error(`No sign-in code for ${email} in the outbox`);
  const { token } = await api<{ token: string }>(url, 'POST', '/api/v2/installer/login/verify', {
    body: { userId: login.user_id, login_request_id: login.login_request_id, code },
  });
  const self = await api<{ data: { company: { id: number } } }>(url, 'GET', '/api/v1/company/user/self', { token });
  return { email, token, companyId: self.data.company.id };
}

// ---------------------------------------------------------------------------------------------
// The scan registration load.

const SCAN_INSTALLERS = 20;
/** A project holds at most 200 scans (MAX_SCANS_PER_PROJECT): each installer moves on before. */
const SCANS_PER_PROJECT = 190;
const PROJECTS_PER_INSTALLER = 20;
/** The demo company whose installers the load adds, and the serials' product and region (its own). */
const SCAN_COMPANY_OWNER = 'owner@demo.pl';

// ---------------------------------------------------------------------------------------------
// The order placement load.

/** The order load's buyers: owners of two regions' companies, on 10 connections between them. */
const ORDER_BUYERS = ['owner@demo.pl', 'decor@demo.sk'];
const ORDER_CONNECTIONS = 10;

/**
 * Order placement: owners of two regions each order one BudMarket voucher of 200 points (above
 * both regions' vendor minimums), 10 buyers at a time. Points are credited and the vouchers'
 * stock raised first, so that every placement of the run can succeed: what is measured is the
 * transaction itself.
 */
async function orderLoad(server: AppServer): Promise<RouteLoad> {
  if (!server.databaseUrl) throw new Error('The order load runs on PostgreSQL only');
  const database = new pg.Client({ connectionString: server.databaseUrl, connectionTimeoutMillis: 5_000 });
  await database.connect();
  try {
    await database.query("update shop_variants set stock = 100000000 where sku like '%-VOUCHER-BUDMARKET-200'");
  } finally {
    await database.end();
  }
  const buyers: { token: string; body: string }[] = [];
  for (const email of ORDER_BUYERS) {
    const user = await signIn(server.url, email);
    await api(server.url, 'POST', '/api/dev/operator/points', { body: { email, points: 1_000_000 } });
    const vouchers = await api<{ data: { uuid: string; sku: string }[] }>(server.url, 'GET', '/api/v2/shop/products?type=voucher', { token: user.token });
    const budmarket = vouchers.data.find((product) => product.sku.endsWith('-VOUCHER-BUDMARKET'));
    const product = await api<{ data: { variants: { uuid: string; price: number }[] } }>(
      server.url, 'GET', `/api/v2/shop/products/${budmarket?.uuid}`, { token: user.token },
    );
    const variant = product.data.variants.find((candidate) => candidate.price === 200);
    if (!variant) throw new Error(`No 200-point BudMarket voucher for ${email}`);
    buyers.push({
      token: user.token,
      body: JSON.stringify({ type: 'voucher', order: [{ uuid: variant.uuid, quantity: 1 }], customer: { name: 'Bench', surname: 'Mark' } }),
    });
  }
  let nextClient = 0;
  return {
    connections: ORDER_CONNECTIONS,
    nextRequest: (connection) => {
      connection.client ??= nextClient++ % buyers.length;
      const buyer = buyers[connection.client];
      if (!buyer) throw new Error('No buyer for the connection');
      return {
        method: 'POST',
        path: '/api/v2/orders',
        headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
        body: buyer.body,
      };
    },
  };
}

/**
 * Adds SCAN_INSTALLERS installers to the demo owner's company and enough serials for each
 * (straight in the run's database: the API has no bulk import), signs them in, opens their
 * projects through the API, and answers the load: connection n is installer n, scanning its own
 * next serial into its current project.
 */
async function scanLoad(server: AppServer): Promise<RouteLoad> {
  if (!server.databaseUrl) throw new Error('The scan load runs on PostgreSQL only');
  const serialsEach = SCANS_PER_PROJECT * PROJECTS_PER_INSTALLER;
  const db = new pg.Client({ connectionString: server.databaseUrl, connectionTimeoutMillis: 5_000 });
  await db.connect();
  try {
    await db.query(
      `insert into users (company_id, role_id, name, surname, email, language_id, verified_email_at, created_at, updated_at)
       select u.company_id, u.role_id, 'Bench', 'Installer ' || n, 'bench-installer-' || n || '@bench.example', u.language_id, now(), now(), now()
       from users u, generate_series(1, $2::int) n where u.email = $1`,
      [SCAN_COMPANY_OWNER, SCAN_INSTALLERS],
    );
    await db.query(
      `insert into serials (serial_number, product_id, region_id, created_at)
       select 'BENCH-' || lpad(n::text, 8, '0'), (select id from products where window_class is not null order by id limit 1), c.region_id, now()
       from generate_series(1, $2::int) n, users u join companies c on c.id = u.company_id where u.email = $1`,
      [SCAN_COMPANY_OWNER, SCAN_INSTALLERS * serialsEach],
    );
  } finally {
    await db.end();
  }
  const installers: { token: string; projects: string[]; firstSerial: number; scanned: number }[] = [];
  for (let n = 1; n <= SCAN_INSTALLERS; n += 1) {
    const user = await signIn(server.url, `bench-installer-${n}@bench.example`);
    const projects: string[] = [];
    for (let p = 0; p < PROJECTS_PER_INSTALLER; p += 1) {
      const created = await api<{ data: { uuid: string } }>(server.url, 'POST', '/api/v1/project', {
        token: user.token, body: { streetName: `Benchmarkowa ${n}`, houseNumber: String(p + 1), postalCode: '00-950', city: 'Warszawa' },
      });
      projects.push(created.data.uuid);
    }
    installers.push({ token: user.token, projects, firstSerial: (n - 1) * serialsEach + 1, scanned: 0 });
  }
  let nextClient = 0;
  return {
    connections: SCAN_INSTALLERS,
    nextRequest: (connection) => {
      connection.client ??= nextClient++ % SCAN_INSTALLERS;
      const installer = installers[connection.client];
      if (!installer) throw new Error('No installer for the connection');
      const project = installer.projects[Math.floor(installer.scanned / SCANS_PER_PROJECT)];
      if (!project || installer.scanned >= serialsEach) throw new Error('The scan load ran out of serials: lower --duration');
      const serial = `BENCH-${String(installer.firstSerial + installer.scanned).padStart(8, '0')}`;
      installer.scanned += 1;
      return {
        method: 'POST',
        path: '/api/v2/scans',
        headers: { authorization: `Bearer ${installer.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ project_uuid: project, serial_number: serial }),
      };
    },
  };
}

interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(url: string, connections: number, duration: number, users: BenchUser[], route?: BenchRoute, load?: RouteLoad): Promise<Measurement> {
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
  const result = await autocannon(options);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function warmUpAndMeasure(url: string, options: Options, users: BenchUser[], route?: BenchRoute, load?: RouteLoad): Promise<Measurement> {
  await measure(url, options.connections, WARM_UP_SECONDS, users, route, load);
  return measure(url, options.connections, options.duration, users, route, load);
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
  const header = ['route', 'db', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'vs hello', 'RSS MB'];
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
    row.rssMb === null ? '–' : String(row.rssMb),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)));
  const format = (cells: string[]) => cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}\n${lines.map(format).join('\n')}`);
}

async function benchDatabase(kind: DatabaseKind, options: Options): Promise<Row[]> {
  console.log(`\n== ${kind} ==`);
  const hello = await startHelloWorld();
  const helloResult = await warmUpAndMeasure(hello.url, options, []);
  console.log(`hello-world: ${helloResult.requestsPerSecond.toFixed(0)} req/s, p99 ${helloResult.p99} ms`);
  const rows: Row[] = [{ route: 'hello-world', db: '–', connections: options.connections, ...helloResult, ratio: 1, rssMb: residentMb(hello.pid) }];
  await cleanUp();

  const server = await startAppServer(kind);
  const users = [];
  for (const email of DEMO_USERS) users.push(await signIn(server.url, email));
  for (const route of options.routes) {
    if (route.load && kind !== 'postgres') continue;
    const load = route.load ? await route.load(server) : undefined;
    const result = await warmUpAndMeasure(server.url, options, users, route, load);
    const connections = load?.connections ?? options.connections;
    console.log(`${route.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99} ms at ${connections} connections`);
    rows.push({ route: route.name, db: kind, connections, ...result, ratio: result.requestsPerSecond / helloResult.requestsPerSecond, rssMb: residentMb(server.pid) });
  }
  await cleanUp();
  return rows;
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
  // Two databases at most, each a hello-world and every route with its warm-up, plus starts.
  const budgetMs = options.databases.length * ((options.routes.length + 1) * (options.duration + WARM_UP_SECONDS + 5) * 1000 + 2 * START_TIMEOUT_MS);
  const deadline = setTimeout(() => {
    console.error(`The bench overran its ${Math.round(budgetMs / 1000)} s budget; stopping.`);
    void cleanUp().finally(() => process.exit(1));
  }, budgetMs);
  deadline.unref();

  console.log(`${options.connections} connections, ${options.duration} s per route after a ${WARM_UP_SECONDS} s warm-up, Node ${process.version}`);
  const rows: Row[] = [];
  for (const kind of options.databases) rows.push(...(await benchDatabase(kind, options)));
  printTable(rows);
  console.log('\nvs hello: req/s as a share of the hello-world Hono server measured just before, in the same run.');
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
