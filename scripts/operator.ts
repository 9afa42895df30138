/**
 * Support commands (docs/server.md):
 *   npm run operator -- maintenance on|off|status
 *   npm run operator -- emulate <e-mail> --by <staff name>
 *   npm run operator -- unlock <e-mail>
 *   npm run operator -- serials import <file.csv>
 *   npm run operator -- review <project uuid> --accept <serial>… --reject <serial>…
 *   npm run operator -- points expire [--as-of <YYYY-MM-DD>]
 *   npm run operator -- content import <folder>
 *   npm run operator -- orders approve|complete|reject <order number>
 *   npm run operator -- orders proof <order number> [--out <file.pdf>]
 *   npm run operator -- configurations proof <configuration uuid> [--out <file.pdf>]
 *   npm run operator -- points credit <e-mail> <points>
 *   npm run operator -- company recommend <e-mail> on|off
 *   npm run operator -- card list
 *   npm run operator -- card issue <card order number>
 *   npm run operator -- card outcome <top-up uuid> PENDING|SUCCEEDED|REFUSED|REJECTED
 *   npm run operator -- card refuse <points>
 *   npm run operator -- support list [--status 1|2|3]
 *   npm run operator -- support show|close <conversation uuid>
 *   npm run operator -- support reply <conversation uuid> --by <staff name> <message>
 *   npm run operator -- staff add <e-mail> --role <role> [--role …] [--region <slug> …] [--name <name>]
 * Options: --data-dir <dir> and --database-url <url> (else DATA_DIR / DATABASE_URL as for the
 * server). With PostgreSQL the command writes to the database directly. With the embedded
 * database it asks the server running on that data directory (found through DATA_DIR/server.json,
 * over loopback with the per-start operator token), or opens the data directory itself when no
 * server runs there (PGlite allows one process per directory).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { MessageText, type TicketStatusId } from '../src/contract/support';
import { systemClock } from '../src/server/clock';
import { openDatabase, type DatabaseHandle } from '../src/server/db/database';
import { createEmulationLink, type EmulationLink } from '../src/server/domain/emulation';
import { readMaintenanceFlag, writeMaintenanceFlag } from '../src/server/domain/maintenance';
import {
  importSerialFile,
  importSerials,
  type SerialImportReport,
  type SerialRow,
} from '../src/server/domain/product-catalogue';
import {
  CONTENT_IMPORT_BATCH,
  importContent,
  parseContentFolder,
  readContentFolder,
  type ContentImportItem,
  type ContentImportReport,
} from '../src/server/domain/content-import';
import { expirePoints, type ExpiryReport } from '../src/server/domain/points-expiry';
import { issueCardByHand, listCards, refuseTopUpAmount, reportOutcome } from '../src/server/domain/club-card';
import { cardIssuerSimulator } from '../src/server/providers/card-issuer';
import { currencyOfPoints, type TopUpStatus } from '../src/contract/club-card';
import { changeOrderStatus, creditPoints, type OperatorOrderAction } from '../src/server/domain/order-status';
import { recommendCompany, type Recommendation } from '../src/server/domain/company-recommendation';
import { reviewProjectScans, type ReviewDecisions, type ReviewOutcome } from '../src/server/domain/projects';
import { orderProof } from '../src/server/domain/material-orders';
import { materialProof } from '../src/server/domain/material-proof';
import { ExpireCommand, StaffAddCommand } from '../src/server/routes/operator';
import { addStaffMember, type NewStaffMember } from '../src/server/domain/staff-members';
import type { StaffMemberView } from '../src/contract/staff';
import { unlockSignIn } from '../src/server/domain/sign-in-lockout';
import { staffReply, staffSetStatus, staffShow, staffTickets, type StaffTicket } from '../src/server/domain/support';
import { readServerEnv, resolveSecret, type ServerEnv } from '../src/server/env';
import { claimDataDir, readRuntimeInfo, releaseDataDir } from '../src/server/runtime-file';

const ORDER_STATUS_NAMES: Record<number, string> = { 2: 'approved', 3: 'completed', 4: 'rejected (points and stock returned)' };

const USAGE = `Usage:
  npm run operator -- maintenance on|off|status [--data-dir DIR | --database-url URL]
  npm run operator -- emulate <e-mail> --by <staff name> [--data-dir DIR | --database-url URL]
  npm run operator -- unlock <e-mail> [--data-dir DIR | --database-url URL]
  npm run operator -- serials import <file.csv> [--data-dir DIR | --database-url URL]
  npm run operator -- review <project uuid> --accept <serial>... --reject <serial>... [--reason "<what the installer reads>"] [--data-dir DIR | --database-url URL]
  npm run operator -- points expire [--as-of YYYY-MM-DD] [--data-dir DIR | --database-url URL]
  npm run operator -- content import <folder> [--data-dir DIR | --database-url URL]
  npm run operator -- orders approve|complete|reject <order number> [--data-dir DIR | --database-url URL]
  npm run operator -- orders proof <order number> [--out FILE] [--data-dir DIR | --database-url URL]
  npm run operator -- configurations proof <configuration uuid> [--out FILE] [--data-dir DIR | --database-url URL]
  npm run operator -- points credit <e-mail> <points> [--data-dir DIR | --database-url URL]
  npm run operator -- company recommend <member's e-mail> on|off [--data-dir DIR | --database-url URL]
  npm run operator -- card list [--data-dir DIR | --database-url URL]
  npm run operator -- card issue <card order number> [--data-dir DIR | --database-url URL]
  npm run operator -- card outcome <top-up uuid> PENDING|SUCCEEDED|REFUSED|REJECTED [--data-dir DIR | --database-url URL]
  npm run operator -- card refuse <points> [--data-dir DIR | --database-url URL]
  npm run operator -- support list [--status 1|2|3] [--data-dir DIR | --database-url URL]
  npm run operator -- support show <conversation uuid> [--data-dir DIR | --database-url URL]
  npm run operator -- support reply <conversation uuid> --by <staff name> "<message>" [--data-dir DIR | --database-url URL]
  npm run operator -- support close <conversation uuid> [--data-dir DIR | --database-url URL]
  npm run operator -- staff add <e-mail> --role support|reviewer|fulfilment|content|admin [--role ...] [--region <slug> ...] [--name NAME] [--data-dir DIR | --database-url URL]`;

/** What a proof is made of: a material order (by its number) or a stored configuration (by its uuid). */
type ProofOf = 'order' | 'configuration';

type Command =
  | { kind: 'maintenance'; state: 'on' | 'off' | 'status' }
  | { kind: 'emulate'; email: string; by: string }
  | { kind: 'unlock'; email: string }
  | { kind: 'serials'; file: string }
  | { kind: 'review'; project: string; accept: string[]; reject: string[]; reason: string | null }
  | { kind: 'expire'; asOf: string }
  | { kind: 'content'; folder: string }
  | { kind: 'orders'; action: OperatorOrderAction; number: string }
  | { kind: 'proof'; of: ProofOf; id: string; out: string }
  | { kind: 'points'; email: string; points: number }
  | { kind: 'recommend'; email: string; recommended: boolean }
  | { kind: 'card list' }
  | { kind: 'card issue'; number: string }
  | { kind: 'card outcome'; topUp: string; status: CardOutcome }
  | { kind: 'card refuse'; points: number }
  | { kind: 'support list'; status?: TicketStatusId }
  | { kind: 'support show' | 'support close'; ticket: string }
  | { kind: 'support reply'; ticket: string; by: string; message: string }
  | { kind: 'staff add'; member: NewStaffMember };

type StaffConversation = Awaited<ReturnType<typeof staffShow>>;
type CardListing = Awaited<ReturnType<typeof listCards>>;
type CardOutcome = Exclude<TopUpStatus, 'SUBMITTED'>;
const CARD_OUTCOMES: readonly string[] = ['PENDING', 'SUCCEEDED', 'REFUSED', 'REJECTED'] satisfies CardOutcome[];

/** Answer of an unlock: the user and the lock level they were at. */
interface Unlocked {
  user_id: number;
  previous_level: number;
}

interface Operator {
  maintenance(state: 'on' | 'off' | 'status'): Promise<boolean>;
  emulate(email: string, by: string): Promise<EmulationLink>;
  unlock(email: string): Promise<Unlocked>;
  importSerials(rows: SerialRow[]): Promise<SerialImportReport>;
  review(project: string, decisions: ReviewDecisions): Promise<ReviewOutcome>;
  expirePoints(asOf: string): Promise<ExpiryReport>;
  importContent(items: ContentImportItem[]): Promise<ContentImportReport>;
  order(action: OperatorOrderAction, number: string): Promise<{ number: string; status: number }>;
  /** The print-ready PDF of any company's material order (by number) or configuration (by uuid), or null when there is none. */
  proof(of: ProofOf, id: string): Promise<Uint8Array | null>;
  credit(email: string, points: number): Promise<{ company_points: number }>;
  recommend(email: string, recommended: boolean): Promise<Recommendation>;
  cardList(): Promise<CardListing>;
  cardIssue(number: string): Promise<{ number: string; status: number }>;
  cardOutcome(topUp: string, status: CardOutcome): Promise<{ uuid: string; status: TopUpStatus }>;
  cardRefuse(points: number): Promise<{ refused_amounts: number[] }>;
  supportList(status?: TicketStatusId): Promise<StaffTicket[]>;
  supportShow(ticket: string): Promise<StaffConversation>;
  supportReply(ticket: string, by: string, message: string): Promise<void>;
  supportClose(ticket: string): Promise<void>;
  addStaff(member: NewStaffMember): Promise<StaffMemberView>;
  close(): Promise<void>;
}

/** What splitLists reads of parseArgs' tokens. */
type Token = { kind: 'option'; name: string; value?: string } | { kind: 'positional'; value: string } | { kind: 'option-terminator' };

/** `--accept A B --reject C`: every value after a list flag, up to the next flag, belongs to it. */
function splitLists(tokens: Token[]): { accept: string[]; reject: string[]; positionals: string[] } {
  const lists = { accept: [] as string[], reject: [] as string[] };
  const positionals: string[] = [];
  let current: string[] | null = null;
  for (const token of tokens) {
    if (token.kind === 'option') {
      current = token.name === 'accept' || token.name === 'reject' ? lists[token.name] : null;
      if (current && token.value !== undefined) current.push(token.value);
    } else if (token.kind === 'positional') {
      (current ?? positionals).push(token.value);
    }
  }
  return { ...lists, positionals };
}

function parseCommand(): { command: Command; env: ServerEnv } {
  const { values, tokens } = parseArgs({
    allowPositionals: true,
    tokens: true,
    options: {
      by: { type: 'string' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      'as-of': { type: 'string' },
      out: { type: 'string' },
      status: { type: 'string' },
      accept: { type: 'string', multiple: true },
      reject: { type: 'string', multiple: true },
      role: { type: 'string', multiple: true },
      region: { type: 'string', multiple: true },
      name: { type: 'string' },
      reason: { type: 'string' },
    },
  });
  const { accept, reject, positionals } = splitLists(tokens);
  const env = readServerEnv({
    ...process.env,
    ...(values['data-dir'] ? { DATA_DIR: values['data-dir'] } : {}),
    ...(values['database-url'] ? { DATABASE_URL: values['database-url'] } : {}),
  });
  const [name, argument] = positionals;
  if (name === 'maintenance' && (argument === 'on' || argument === 'off' || argument === 'status')) {
    return { command: { kind: 'maintenance', state: argument }, env };
  }
  if (name === 'emulate' && argument && values.by) return { command: { kind: 'emulate', email: argument, by: values.by }, env };
  if (name === 'unlock' && argument) return { command: { kind: 'unlock', email: argument }, env };
  if (name === 'serials' && argument === 'import' && positionals[2]) return { command: { kind: 'serials', file: positionals[2] }, env };
  if (name === 'review' && argument && accept.length + reject.length > 0) return { command: { kind: 'review', project: argument, accept, reject, reason: values.reason ?? null }, env };
  if (name === 'content' && argument === 'import' && positionals[2]) return { command: { kind: 'content', folder: positionals[2] }, env };
  if (name === 'points' && argument === 'expire') return { command: { kind: 'expire', asOf: values['as-of'] ?? today() }, env };
  const orderAction = positionals[1];
  if (name === 'orders' && (orderAction === 'approve' || orderAction === 'complete' || orderAction === 'reject') && positionals[2]) {
    return { command: { kind: 'orders', action: orderAction, number: positionals[2].toUpperCase() }, env };
  }
  if ((name === 'configurations' || name === 'orders') && argument === 'proof' && positionals[2]) {
    const id = name === 'orders' ? positionals[2].toUpperCase() : positionals[2];
    return { command: { kind: 'proof', of: name === 'orders' ? 'order' : 'configuration', id, out: values.out ?? `proof-${id}.pdf` }, env };
  }
  const points = Number(positionals[3]);
  if (name === 'points' && argument === 'credit' && positionals[2] && Number.isInteger(points) && points > 0) {
    return { command: { kind: 'points', email: positionals[2], points }, env };
  }
  const recommendation = positionals[3];
  if (name === 'company' && argument === 'recommend' && positionals[2] && (recommendation === 'on' || recommendation === 'off')) {
    return { command: { kind: 'recommend', email: positionals[2], recommended: recommendation === 'on' }, env };
  }
  if (name === 'card' && argument === 'list') return { command: { kind: 'card list' }, env };
  if (name === 'card' && argument === 'issue' && positionals[2]) return { command: { kind: 'card issue', number: positionals[2].toUpperCase() }, env };
  const outcome = positionals[3]?.toUpperCase() ?? '';
  if (name === 'card' && argument === 'outcome' && positionals[2] && CARD_OUTCOMES.includes(outcome)) {
    return { command: { kind: 'card outcome', topUp: positionals[2], status: outcome as CardOutcome }, env };
  }
  const refused = Number(positionals[2]);
  if (name === 'card' && argument === 'refuse' && Number.isInteger(refused) && refused > 0) return { command: { kind: 'card refuse', points: refused }, env };
  const ticket = positionals[2];
  if (name === 'support' && argument === 'list' && (values.status === undefined || ['1', '2', '3'].includes(values.status))) {
    return { command: { kind: 'support list', ...(values.status ? { status: Number(values.status) as TicketStatusId } : {}) }, env };
  }
  if (name === 'support' && (argument === 'show' || argument === 'close') && ticket) return { command: { kind: `support ${argument}`, ticket }, env };
  const message = positionals.slice(3).join(' ');
  if (name === 'support' && argument === 'reply' && ticket && values.by && message) {
    return { command: { kind: 'support reply', ticket, by: values.by, message }, env };
  }
  const staffEmail = positionals[2];
  if (name === 'staff' && argument === 'add' && staffEmail && values.role) {
    const member = v.safeParse(StaffAddCommand, {
      email: staffEmail, name: values.name ?? staffEmail.split('@')[0], roles: values.role, regions: values.region ?? [],
    });
    if (!member.success) throw new Error(`${v.summarize(member.issues)}\n${USAGE}`);
    return { command: { kind: 'staff add', member: member.output }, env };
  }
  throw new Error(USAGE);
}

const today = () => systemClock.now().toISOString().slice(0, 10);

/** The server's command schema checks the date; this one reads it the same way for a direct run. */
function asOfDate(asOf: string): Date {
  const parsed = v.safeParse(ExpireCommand, { as_of: asOf });
  if (!parsed.success) throw new Error(`--as-of wants a date as YYYY-MM-DD, got "${asOf}"`);
  return parsed.output.as_of;
}

/** Talks to the running server that holds the embedded database. */
function viaServer(port: number, operatorToken: string): Operator {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`http://127.0.0.1:${port}/api/operator${path}`, {
      method,
      headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as T & { message?: string; errors?: Record<string, string[]> };
    if (!response.ok) throw Object.assign(new Error(answer.message ?? `The server answered ${response.status}`), { errors: answer.errors });
    return answer;
  };
  return {
    async maintenance(state) {
      const answer = state === 'status'
        ? await call<{ maintenance: boolean }>('GET', '/maintenance')
        : await call<{ maintenance: boolean }>('POST', '/maintenance', { on: state === 'on' });
      return answer.maintenance;
    },
    emulate: (email, by) => call<EmulationLink>('POST', '/emulate', { email, by }),
    unlock: (email) => call<Unlocked>('POST', '/unlock', { email }),
    importSerials: (rows) => call<SerialImportReport>('POST', '/serials', { rows }),
    review: (project, { accept, reject }) =>
      call<ReviewOutcome>('POST', '/review', { project, accept, reject: reject.map((rejection) => rejection.scan), reason: reject[0]?.reason ?? null }),
    expirePoints: (asOf) => call<ExpiryReport>('POST', '/points/expire', { as_of: asOf }),
    importContent: (items) => call<ContentImportReport>('POST', '/content', { items }),
    order: (action, number) => call<{ number: string; status: number }>('POST', '/orders', { action, number }),
    async proof(of, id) {
      const path = of === 'order' ? 'orders' : 'configurations';
      const response = await fetch(`http://127.0.0.1:${port}/api/operator/${path}/${encodeURIComponent(id)}/proof`, {
        headers: { authorization: `Bearer ${operatorToken}` },
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`The server answered ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    credit: (email, points) => call<{ company_points: number }>('POST', '/points', { email, points }),
    recommend: (email, recommended) => call<Recommendation>('POST', '/companies/recommend', { email, recommended }),
    cardList: async () => (await call<{ data: CardListing }>('GET', '/card')).data,
    cardIssue: (number) => call<{ number: string; status: number }>('POST', '/card/issue', { number }),
    cardOutcome: (topUp, status) => call<{ uuid: string; status: TopUpStatus }>('POST', '/card/outcome', { top_up: topUp, status }),
    cardRefuse: (points) => call<{ refused_amounts: number[] }>('POST', '/card/refuse', { points }),
    supportList: async (status) => (await call<{ data: StaffTicket[] }>('GET', `/support${status ? `?status=${status}` : ''}`)).data,
    supportShow: async (ticket) => (await call<{ data: StaffConversation }>('GET', `/support/${ticket}`)).data,
    supportReply: async (ticket, by, message) => {
      await call('POST', `/support/${ticket}/reply`, { by, message });
    },
    addStaff: async (member) => (await call<{ data: StaffMemberView }>('POST', '/staff', member)).data,
    supportClose: async (ticket) => {
      await call('POST', `/support/${ticket}/close`);
    },
    close: async () => {},
  };
}

/** Works on the database itself (PostgreSQL, or an embedded database no server holds). */
function direct(handle: DatabaseHandle, env: ServerEnv): Operator {
  const { db } = handle;
  const cardIssuer = cardIssuerSimulator(db, systemClock, { secret: resolveSecret(env), ...env.cardSimulator });
  return {
    async maintenance(state) {
      if (state !== 'status') await writeMaintenanceFlag(db, state === 'on', systemClock.now(), { by: 'operator' });
      return readMaintenanceFlag(db);
    },
    emulate: (email, by) =>
      createEmulationLink({ db, clock: systemClock, config: { secret: resolveSecret(env), publicUrl: env.publicUrl } }, email, { name: by, by: 'operator' }),
    unlock: (email) => unlockSignIn(db, email),
    importSerials: (rows) => importSerials(db, rows, systemClock.now(), { by: 'operator' }),
    review: (project, decisions) => reviewProjectScans({ db, clock: systemClock }, project, decisions, { by: 'operator' }),
    expirePoints: (asOf) => expirePoints(db, asOfDate(asOf)),
    importContent: (items) => importContent(db, items, systemClock.now(), { by: 'operator' }),
    order: (action, number) => changeOrderStatus({ db, clock: systemClock }, { number }, action, { by: 'operator' }),
    proof: (of, id) => (of === 'order' ? orderProof(db, { number: id }) : materialProof(db, { configurationUuid: id, companyId: null })),
    credit: (email, points) => creditPoints({ db, clock: systemClock }, email, points),
    recommend: (email, recommended) => recommendCompany({ db, clock: systemClock }, email, recommended, { by: 'operator' }),
    cardList: () => listCards({ db, cardIssuer }),
    cardIssue: (number) => issueCardByHand({ db, clock: systemClock, cardIssuer }, { number }, { by: 'operator' }),
    cardOutcome: (topUp, status) => reportOutcome({ db, clock: systemClock }, topUp, status, { by: 'operator' }),
    cardRefuse: (points) => refuseTopUpAmount({ cardIssuer }, currencyOfPoints(points)),
    supportList: (status) => staffTickets(db, status),
    supportShow: (ticket) => staffShow(db, ticket),
    supportReply: async (ticket, by, message) => {
      await staffReply({ db, clock: systemClock }, ticket, { name: by, by: 'operator' }, v.parse(MessageText, message));
    },
    supportClose: (ticket) => staffSetStatus({ db, clock: systemClock }, ticket, { name: 'operator', by: 'operator' }, 'close'),
    addStaff: (member) => addStaffMember(db, member, 'operator', systemClock.now()),
    close: () => handle.close(),
  };
}

async function connect(env: ServerEnv): Promise<Operator> {
  if (env.databaseUrl) return direct(await openDatabase({ databaseUrl: env.databaseUrl, poolSize: 1 }), env);
  const runtime = readRuntimeInfo(env.dataDir);
  if (runtime?.port && runtime.operatorToken) return viaServer(runtime.port, runtime.operatorToken);
  if (runtime) throw new Error(`The server on ${env.dataDir} is starting (or another command runs there); try again in a moment.`);
  if (!existsSync(env.dataDir)) throw new Error(`No database in ${env.dataDir}: start the server once first (npm start).`);
  claimDataDir(env.dataDir);
  const handle = await openDatabase({ dataDir: env.dataDir });
  return direct({ ...handle, close: async () => {
    await handle.close();
    releaseDataDir(env.dataDir);
  } }, env);
}

async function main() {
  const { command, env } = parseCommand();
  const operator = await connect(env);
  try {
    if (command.kind === 'maintenance') {
      const on = await operator.maintenance(command.state);
      console.log(`Maintenance is ${on ? 'on' : 'off'}.`);
    } else if (command.kind === 'emulate') {
      const link = await operator.emulate(command.email, command.by);
      console.error(`Single-use emulation link for ${command.email}, valid until ${link.expires_at}:`);
      console.log(link.url);
    } else if (command.kind === 'unlock') {
      const { previous_level } = await operator.unlock(command.email);
      console.log(previous_level > 0
        ? `Sign-in for ${command.email} unlocked (it was at lock level ${previous_level}).`
        : `Sign-in for ${command.email} was not locked; its count of wrong codes starts again.`);
    } else if (command.kind === 'serials') {
      printImport(await importFile(operator, command.file));
    } else if (command.kind === 'content') {
      await importContentFolder(operator, command.folder);
    } else if (command.kind === 'expire') {
      const { companies, points } = await operator.expirePoints(command.asOf);
      console.log(`Points due by ${command.asOf} expired: ${points} points of ${companies} companies (year ends already done are skipped).`);
    } else if (command.kind === 'points') {
      const { company_points } = await operator.credit(command.email, command.points);
      console.log(`${command.points} points credited; the company of ${command.email} now has ${company_points}.`);
    } else if (command.kind === 'recommend') {
      const { company, recommended } = await operator.recommend(command.email, command.recommended);
      console.log(recommended
        ? `${company} is recommended: its business cards, banner and sticker may carry the regional recommended logo.`
        : `${company} is no longer recommended: its materials carry the manufacturer's default logo.`);
    } else if (command.kind === 'orders') {
      const { status } = await operator.order(command.action, command.number);
      console.log(`Order ${command.number} is now ${ORDER_STATUS_NAMES[status] ?? status}; its orderer has been notified.`);
    } else if (command.kind === 'proof') {
      const proof = await operator.proof(command.of, command.id);
      if (!proof) throw new Error(`No material ${command.of} ${command.id}.`);
      writeFileSync(command.out, proof);
      console.log(`The print-ready proof of ${command.of} ${command.id} is in ${command.out} (${proof.length} bytes).`);
    } else if (command.kind === 'card list') {
      printCards(await operator.cardList());
    } else if (command.kind === 'card issue') {
      await operator.cardIssue(command.number);
      console.log(`The card of order ${command.number} is issued; the order is completed and its orderer notified.`);
    } else if (command.kind === 'card outcome') {
      await operator.cardOutcome(command.topUp, command.status);
      console.log(`Top-up ${command.topUp} is now ${command.status}; its order follows and its orderer has been notified.`);
    } else if (command.kind === 'card refuse') {
      const { refused_amounts } = await operator.cardRefuse(command.points);
      console.log(`The card simulator now refuses every top-up of these amounts (points × 2): ${refused_amounts.join(', ')}.`);
    } else if (command.kind === 'review') {
      const reject = command.reject.map((scan) => ({ scan, reason: command.reason }));
      printReview(command.project, await operator.review(command.project, { accept: command.accept, reject }));
    } else if (command.kind === 'support list') {
      printTickets(await operator.supportList(command.status));
    } else if (command.kind === 'support show') {
      printConversation(await operator.supportShow(command.ticket));
    } else if (command.kind === 'support reply') {
      await operator.supportReply(command.ticket, command.by, command.message);
      console.log(`Reply sent; the member is notified and the conversation is in progress.`);
    } else if (command.kind === 'staff add') {
      const added = await operator.addStaff(command.member);
      const regions = added.regions.length > 0 ? `regions ${command.member.regions.join(', ')}` : 'every region';
      console.log(`Staff member ${added.email} added (${added.roles.join(', ')}; ${regions}); they sign in at /staff/login.`);
    } else {
      await operator.supportClose(command.ticket);
      console.log('Conversation closed (done).');
    }
  } finally {
    await operator.close();
  }
}

/** Reads the file here and sends its rows in batches, so a file of any size fits the server's body limit. */
const importFile = (operator: Operator, file: string): Promise<SerialImportReport> =>
  importSerialFile(readFileSync(file, 'utf8'), (rows) => operator.importSerials(rows));

/** Parses the whole folder first: a folder with any problem imports nothing. */
async function importContentFolder(operator: Operator, folder: string): Promise<void> {
  const { items, problems } = parseContentFolder(readContentFolder(folder));
  if (problems.length > 0) {
    for (const { file, message } of problems) console.error(`  ${file}: ${message}`);
    throw new Error(`${problems.length} problems in ${folder}: nothing imported.`);
  }
  const total: ContentImportReport = { created: 0, updated: 0 };
  for (let start = 0; start < items.length; start += CONTENT_IMPORT_BATCH) {
    const batch = await operator.importContent(items.slice(start, start + CONTENT_IMPORT_BATCH));
    total.created += batch.created;
    total.updated += batch.updated;
  }
  console.log(`Content imported from ${folder}: ${total.created} new, ${total.updated} updated (by slug).`);
}

function printImport({ imported, unchanged, skipped }: SerialImportReport): void {
  console.log(`Imported ${imported} new serial numbers; ${unchanged} were registered already, unchanged; ${skipped.length} lines skipped.`);
  for (const { line, serial_number, reason } of skipped) console.log(`  line ${line}${serial_number ? ` (${serial_number})` : ''}: ${reason}`);
}

function printReview(project: string, { status, accepted, rejected, waiting, credited }: ReviewOutcome): void {
  console.log(`Project ${project}: ${accepted} scans accepted, ${rejected} rejected.`);
  console.log(waiting.length > 0
    ? `Still in review, waiting for: ${waiting.join(', ')}.`
    : `Closed (status ${status}); ${credited} points credited to the company.`);
}

function printCards(cards: CardListing): void {
  if (cards.length === 0) console.log('No club cards issued yet.');
  for (const card of cards) {
    const serial = card.serial_number ? `, CSN ${card.serial_number}` : '';
    console.log(`${card.company}: ${card.card_number} ${card.status}${card.registered ? ' (registered)' : ''}${serial}, order ${card.order}`);
    for (const topUp of card.top_ups) {
      console.log(`  ${topUp.uuid}  ${topUp.order}  ${topUp.points} points = ${topUp.amount} ${topUp.currency}  ${topUp.status}`);
    }
  }
}

const STATUS_NAMES: Record<number, string> = { 1: 'open', 2: 'in progress', 3: 'done' };
const contextOf = (ticket: StaffTicket) => (ticket.context ? ` [${ticket.context.type} ${ticket.context.uuid}]` : '');

function printTickets(tickets: StaffTicket[]): void {
  if (tickets.length === 0) console.log('No conversations waiting.');
  for (const ticket of tickets) {
    const last = ticket.last_message ? `${ticket.last_message.sender === 'admin' ? 'support' : 'member'} ${ticket.last_message.created_at}` : '';
    console.log(`${ticket.uuid}  ${STATUS_NAMES[ticket.status]}  ${ticket.company}: ${ticket.title}${contextOf(ticket)}  (last: ${last})`);
  }
}

function printConversation(ticket: StaffConversation): void {
  console.log(`${ticket.title} (${STATUS_NAMES[ticket.status]})`);
  console.log(`Company: ${ticket.company}, user ${ticket.user_id}${contextOf(ticket)}`);
  console.log(`Portal: ${Object.entries(ticket.info).map(([key, value]) => `${key} ${value}`).join(', ')}`);
  for (const message of ticket.messages) {
    console.log(`\n${message.created_at} ${message.sender === 'admin' ? `support (${message.staff ?? ''})` : 'member'}:\n  ${message.message}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  // Field errors of a refused command (review, import) say what to fix.
  const errors = (error as { errors?: Record<string, string[]> } | null)?.errors;
  for (const messages of Object.values(errors ?? {})) for (const message of messages) console.error(`  ${message}`);
  process.exit(1);
});
