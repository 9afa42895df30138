/**
 * The write loads of `npm run bench` (scripts/bench.ts), on PostgreSQL only: order placement and
 * scan registration by the run's own companies, made straight in the run's database (the API has
 * no bulk import): BENCH_COMPANIES copies of the Polish demo company, each with an owner and
 * INSTALLERS_PER_COMPANY installers, points enough for every placement of the run and serials of
 * their own for every scan, so that what is measured is the work of a request that succeeds.
 */
import pg from 'pg';
import { api, signIn, type BenchUser } from './bench-api';

/** A load of its own: its connections and, per connection, the next request. */
export interface RouteLoad {
  connections: number;
  nextRequest: (connection: ConnectionContext) => { method: 'POST'; path: string; headers: Record<string, string>; body: string };
}

/** autocannon's per-connection context: which of the load's clients the connection is. */
export interface ConnectionContext {
  client?: number;
}

export const BENCH_COMPANIES = 10;
const INSTALLERS_PER_COMPANY = 2;
const TEMPLATE_OWNER = 'owner@demo.pl';
const TEMPLATE_INSTALLER = 'installer@demo.pl';
export const ORDER_CONNECTIONS = 10;
/** Far more than a run spends: 200 points an order. */
const POINTS_PER_COMPANY = 100_000_000;
const SCAN_INSTALLERS = BENCH_COMPANIES * INSTALLERS_PER_COMPANY;
/** A project holds at most 200 scans (MAX_SCANS_PER_PROJECT): each installer moves on before. */
const SCANS_PER_PROJECT = 190;
const PROJECTS_PER_INSTALLER = 20;

const ownerEmail = (company: number) => `bench-owner-${company}@bench.example`;
const installerEmail = (installer: number) => `bench-installer-${installer}@bench.example`;

async function inDatabase(databaseUrl: string, run: (db: pg.Client) => Promise<void>): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  await db.connect();
  try {
    await run(db);
  } finally {
    await db.end();
  }
}

/** The companies, their users and points, made once per database. */
const prepared = new Map<string, Promise<void>>();

function benchCompanies(databaseUrl: string): Promise<void> {
  let made = prepared.get(databaseUrl);
  if (!made) {
    made = inDatabase(databaseUrl, async (db) => {
      const { rows } = await db.query<{ id: number }>(
        `insert into companies (name, address, city, postal_code, region_id, company_type_id, disclaimer_accepted, declaration_accepted,
           is_decor, has_club_card, survey_response, active, created_at, updated_at)
         select 'Bench company ' || n, c.address, c.city, c.postal_code, c.region_id, c.company_type_id, c.disclaimer_accepted,
           c.declaration_accepted, c.is_decor, c.has_club_card, c.survey_response, c.active, now(), now()
         from users u join companies c on c.id = u.company_id, generate_series(1, $2::int) n where u.email = $1
         order by n returning id`,
        [TEMPLATE_OWNER, BENCH_COMPANIES],
      );
      const companyIds = rows.map((row) => row.id);
      // Users copy the demo owner's or installer's role and language; each e-mail goes to its company.
      const addUsers = (template: string, emails: string[], companies: (number | undefined)[]) => db.query(
        `insert into users (company_id, role_id, name, surname, email, language_id, verified_email_at, created_at, updated_at)
         select e.company_id, u.role_id, 'Bench', e.email, e.email, u.language_id, now(), now(), now()
         from users u, unnest($2::text[], $3::int[]) as e(email, company_id) where u.email = $1`,
        [template, emails, companies],
      );
      await addUsers(TEMPLATE_OWNER, companyIds.map((_, index) => ownerEmail(index + 1)), companyIds);
      const installers = Array.from({ length: SCAN_INSTALLERS }, (_, index) => index);
      await addUsers(TEMPLATE_INSTALLER, installers.map((index) => installerEmail(index + 1)), installers.map((index) => companyIds[index % BENCH_COMPANIES]));
      await db.query(
        `insert into points_ledger (company_id, reason, variation, points, created_at)
         select id, 'other', 'positive', $2::int, now() from unnest($1::int[]) id`,
        [companyIds, POINTS_PER_COMPANY],
      );
    });
    prepared.set(databaseUrl, made);
  }
  return made;
}

/**
 * Order placement: `companies` bench companies' owners (the first `companies`), on
 * ORDER_CONNECTIONS connections between them, each placing one 200-point BudMarket voucher (above
 * the region's vendor minimum). The vouchers' stock is raised first.
 */
export async function orderLoad(url: string, databaseUrl: string, companies: number): Promise<RouteLoad> {
  await benchCompanies(databaseUrl);
  await inDatabase(databaseUrl, async (db) => {
    await db.query("update shop_variants set stock = 100000000 where sku like '%-VOUCHER-BUDMARKET-200'");
  });
  const buyers: BenchUser[] = [];
  for (let company = 1; company <= companies; company += 1) buyers.push(await signIn(url, ownerEmail(company)));
  const [first] = buyers;
  if (!first) throw new Error('The order load needs a buyer');
  const vouchers = await api<{ data: { uuid: string; sku: string }[] }>(url, 'GET', '/api/v2/shop/products?type=voucher', { token: first.token });
  const budmarket = vouchers.data.find((product) => product.sku.endsWith('-VOUCHER-BUDMARKET'));
  const product = await api<{ data: { variants: { uuid: string; price: number }[] } }>(
    url, 'GET', `/api/v2/shop/products/${budmarket?.uuid}`, { token: first.token },
  );
  const variant = product.data.variants.find((candidate) => candidate.price === 200);
  if (!variant) throw new Error('No 200-point BudMarket voucher in the Polish shop');
  const body = JSON.stringify({ type: 'voucher', order: [{ uuid: variant.uuid, quantity: 1 }], customer: { name: 'Bench', surname: 'Mark' } });
  let nextClient = 0;
  return {
    connections: ORDER_CONNECTIONS,
    nextRequest: (connection) => {
      connection.client ??= nextClient++ % buyers.length;
      const buyer = buyers[connection.client];
      if (!buyer) throw new Error('No buyer for the connection');
      return { method: 'POST', path: '/api/v2/orders', headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' }, body };
    },
  };
}

/**
 * Scan registration: the SCAN_INSTALLERS installers of the bench companies, each on its own
 * connection with its own serials (of its company's region) and projects, scanning its next
 * serial into its current project, so that no request fails on "already scanned" or a full
 * project. The server runs with the per-installer scan limit lifted.
 */
export async function scanLoad(url: string, databaseUrl: string): Promise<RouteLoad> {
  await benchCompanies(databaseUrl);
  const serialsEach = SCANS_PER_PROJECT * PROJECTS_PER_INSTALLER;
  await inDatabase(databaseUrl, async (db) => {
    await db.query(
      `insert into serials (serial_number, product_id, region_id, created_at)
       select 'BENCH-' || lpad(n::text, 8, '0'), (select id from products where window_class is not null order by id limit 1), c.region_id, now()
       from generate_series(1, $2::int) n, users u join companies c on c.id = u.company_id where u.email = $1`,
      [TEMPLATE_OWNER, SCAN_INSTALLERS * serialsEach],
    );
  });
  const installers: { token: string; projects: string[]; firstSerial: number; scanned: number }[] = [];
  for (let n = 1; n <= SCAN_INSTALLERS; n += 1) {
    const user = await signIn(url, installerEmail(n));
    const projects: string[] = [];
    for (let p = 0; p < PROJECTS_PER_INSTALLER; p += 1) {
      const created = await api<{ data: { uuid: string } }>(url, 'POST', '/api/v1/project', {
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
