/**
 * Issue 25 end to end, on a phone (375 px), against the real server and its card issuer simulator,
 * as the demo company of the programme that no other spec uses (okna@demo.pl: nine windows scanned
 * this year). The paths of the club-card machine and of the top-up machine (xstate/graph, every
 * transition of a model of each) drive the portal: each event is what the owner does or what the
 * server answers, each resting state is checked against what the page must show (SPEC §2, §4, §5,
 * §8). The card's life on the server only goes forward, so the tests run in order, each path in
 * the phase its account answers belong to:
 *  1. with 9 windows, the company and an installer of it cannot order the card (SPEC §5); the
 *     paths of a company without a card; then the tenth window, and the owner orders it;
 *  2. the issuer issues it: the CSN form's paths, the last one registering the card;
 *  3. the card is ACTIVE: the page's paths, then the top-up's paths;
 *  4. the issuer's outcomes (operator): SUCCEEDED shows in the history; a refusal reported twice
 *     gives the points back once and shows the hint; a failed history load shows SPEC §8's line.
 * What the network or the simulator does not give on its own is made at the network, one request
 * at a time: a lost answer (the request dropped before or after the server had it), the server's
 * refusal of a top-up, and the two card statuses the simulator never holds (registered but not
 * active yet, and blocked), answered as the real account with its status changed.
 */
import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expect as playwrightExpect, test } from './fixtures';
import type { EventObject, SnapshotFrom } from 'xstate';
import { clubCardMachine, type ClubCardContext } from '../machines/club-card-machine';
import { topUpMachine } from '../machines/top-up-machine';
import { CLUB_CARD_MESSAGES, type CardAccount } from '../src/contract/club-card';
import { languageByCode } from '../src/contract/languages';
import { SHOP_MESSAGES } from '../src/contract/shop';
import { plainEventModel } from '../tests/machines/login-model';
import { transitionCover, type PathStep } from './model-paths';
import { api, newProject, newSerials, openSignedIn } from './project-steps';
import { expectNoAxeViolations, requestSession, type TokenPair } from './support';

test.use({ viewport: { width: 375, height: 812 } });
test.describe.configure({ mode: 'serial', timeout: 120_000 });
/** Every check waits on state; a machine that other work keeps busy may take a while to get there. */
const expect = playwrightExpect.configure({ timeout: 30_000 });

const OWNER = 'okna@demo.pl';

/** An event of a model: a person's move or a call's end, with what it carries. */
type ModelEvent = EventObject & Record<string, unknown>;

// ---- What the page must show (SPEC §2, §4, §5, §8; the English catalog) ----

const SHOWS = {
  loadFailed: 'An unexpected error occurred. Please try again later.',
  noCard: 'Your company has no club card yet',
  ordered: 'Your card is ordered',
  csnHeading: 'Activate your card',
  csnFormat: "Enter the 10 digits of the card's serial number (CSN).",
  confirmationMissing: 'Confirm that the card is in your hands.',
  wrongCsn: 'This serial number does not match your club card.',
  activating: 'Your card is being activated',
  topUpHeading: 'Top up your card',
  inactive: 'Your card is inactive',
  amountMissing: 'Choose an amount.',
  termsMissing: 'Accept the terms to top up the card.',
  notEnoughPoints: 'Your company does not have enough points for this top-up.',
  lostAnswer: 'The connection was lost. Your top-up may not have been placed: try again, it will not be placed twice.',
  placed: 'Top-up ordered',
  failedHint: 'The points are back. Check your e-mail for the reason.',
} as const;

/** SPEC §2/§5: the top-up steps in points. */
const STEPS = [50, 100, 250, 500];

// ---- The server, through the API and the development operator (`npm run operator -- card …`) ----

interface SelfBody { data: { id: number; company: { id: number; name: string } } }
interface PointsBody { data: { company_points: number } }
interface AccountBody { data: CardAccount }
interface OrdersBody { data: { number: string; type: string }[] }
/** A card as `npm run operator -- card list` shows it (GET /api/dev/operator/card). */
interface CardRow { company: string; serial_number: string | null; top_ups: { uuid: string; points: number; status: string }[] }

/** What the tests of this file share: the owner's session and company, the card's serial number. */
const run = { pair: null as TokenPair | null, companyId: 0, company: '', csn: '' };
const session = () => {
  if (!run.pair) throw new Error('the first test signs the owner in');
  return run.pair;
};

async function pointsOf(request: APIRequestContext): Promise<number> {
  return (await api<PointsBody>(request, 'get', `/v1/company/points/${run.companyId}`, session().token)).body.data.company_points;
}

async function accountOf(request: APIRequestContext): Promise<CardAccount> {
  return (await api<AccountBody>(request, 'get', `/v1/edenred/card/account/${run.companyId}`, session().token)).body.data;
}

async function operator(request: APIRequestContext, command: string, data: unknown): Promise<void> {
  const answer = await request.post(`/api/dev/operator/${command}`, { data });
  expect(answer.ok(), `operator ${command}: ${await answer.text()}`).toBeTruthy();
}

async function cardOf(request: APIRequestContext): Promise<CardRow> {
  const answer = await request.get('/api/dev/operator/card');
  expect(answer.ok()).toBeTruthy();
  const card = ((await answer.json()) as { data: CardRow[] }).data.find((row) => row.company === run.company);
  if (!card?.serial_number) throw new Error(`no card of ${run.company}`);
  return card;
}

/** The account URL and the order placement the page calls, as routes to answer one request at a time. */
const ACCOUNT_URL = '**/api/v1/edenred/card/account/*';
const ORDERS_URL = '**/api/v2/orders';
const PLACEMENT_URL = '**/api/v2/orders/placements/*';

// ---- The club-card machine's model ----

type CardMachine = typeof clubCardMachine;
type CardSnapshot = SnapshotFrom<CardMachine>;
type CardStep = PathStep<CardMachine>;

const account = (status: string | null, registered: boolean): CardAccount => ({ status, registered, card_number: null, balance: null, updated_at: null });
/** The account answers a path may get, and how the server gives each: as it is, or with another status. */
const ACCOUNTS = {
  noCard: account(null, false),
  issued: account('ISSUED', false),
  activating: account('ISSUED', true),
  active: account('ACTIVE', true),
  blocked: account('BLOCKED', true),
} as const;
type AccountName = keyof typeof ACCOUNTS;
const FAKED: readonly AccountName[] = ['activating', 'blocked'];

/** The model's CSNs: too short, another card's, this card's (the page types the real ones in their place). */
const CSN = { short: '12345', wrong: '2222222222', right: '1111111111' } as const;

/** The server's refusal of another card's CSN. */
const WRONG_CSN = { status: 422, body: { message: CLUB_CARD_MESSAGES.wrongSerial, errors: { card_serial_number: [CLUB_CARD_MESSAGES.wrongSerial] } }, retryAfter: null };

const LOADED = 'xstate.done.actor.loadAccount';
const LOAD_FAILED = 'xstate.error.actor.loadAccount';
const REGISTERED = 'xstate.done.actor.registerCard';
const REFUSED_CSN = 'xstate.error.actor.registerCard';

const cardContext = (snapshot: CardSnapshot) => snapshot.context as ClubCardContext;

/**
 * The owner's moves on the CSN form, one way through it (every kind of problem once): Register
 * with nothing typed, a CSN too short, the tick, another card's CSN, then this card's. The server
 * registers this card's CSN and refuses any other.
 */
function cardEvents(snapshot: CardSnapshot): ModelEvent[] {
  const { csn, confirmed, problems } = cardContext(snapshot);
  const all: ModelEvent[] = [
    ...Object.values(ACCOUNTS).map((output) => ({ type: LOADED, output })),
    { type: LOAD_FAILED, error: new Error('no connection') },
    { type: 'RETRY' }, { type: 'REFRESH' },
    // Once the problems show, the owner mends the form before trying again.
    ...(problems.length === 0 ? [{ type: 'REGISTER' }] : []),
  ];
  if (csn === '') all.push({ type: 'CHANGE_CSN', value: CSN.short });
  if (csn === CSN.short && !confirmed) all.push({ type: 'CONFIRM', checked: true });
  if (csn === CSN.short && confirmed) all.push({ type: 'CHANGE_CSN', value: CSN.wrong });
  if (csn === CSN.wrong) all.push({ type: 'CHANGE_CSN', value: CSN.right });
  if (snapshot.matches({ registering: 'sending' })) {
    all.push(csn === CSN.right ? { type: REGISTERED, output: {} } : { type: REFUSED_CSN, error: WRONG_CSN });
  }
  return all.filter((event) => snapshot.can(event as never));
}

const CARD_PATHS = transitionCover(plainEventModel(clubCardMachine), {
  input: undefined,
  events: cardEvents,
  serializeState: (snapshot) => {
    const { csn, confirmed, problems } = cardContext(snapshot);
    return JSON.stringify([snapshot.value, csn, confirmed, problems.map((problem) => (typeof problem === 'object' ? 'server' : problem))]);
  },
}) as CardStep[][];

const accountName = (event: CardStep['event']): AccountName =>
  (Object.entries(ACCOUNTS).find(([, value]) => JSON.stringify(value) === JSON.stringify(event.output))?.[0] ?? 'noCard') as AccountName;

/** The card phase a path walks in: that of the first account it loads (a failed load: before any card). */
type Phase = 'noCard' | 'issued' | 'active';
function phaseOf(path: readonly CardStep[]): Phase {
  const loaded = path.find((step) => step.event.type === LOADED);
  const name = loaded ? accountName(loaded.event) : 'noCard';
  return name === 'noCard' ? 'noCard' : name === 'issued' ? 'issued' : 'active';
}
/** In its phase, the path that registers the card goes last: after it the card is ACTIVE. */
const cardPathsOf = (phase: Phase) => CARD_PATHS.filter((path) => phaseOf(path) === phase)
  .sort((a, b) => Number(a.some((step) => step.event.type === REGISTERED)) - Number(b.some((step) => step.event.type === REGISTERED)));

const cardTitle = (path: readonly CardStep[]) => path.map(({ event }) => {
  if (event.type === LOADED) return `load: ${accountName(event)}`;
  if (event.type === LOAD_FAILED) return 'load: failed';
  if (event.type === REGISTERED) return 'register: done';
  if (event.type === REFUSED_CSN) return 'register: refused';
  if (event.type === 'CHANGE_CSN') return `type ${Object.entries(CSN).find(([, value]) => value === event.value)?.[0]} CSN`;
  return event.type;
}).join(' → ');

/**
 * The account answers of a path in order: each request of the account is answered by the next
 * (a failed load drops it; a status the simulator never holds is the real answer with it changed);
 * the rest go to the server as they are.
 */
async function answerAccountAlong(page: Page, path: readonly CardStep[]): Promise<void> {
  const planned = path.filter((step) => step.event.type === LOADED || step.event.type === LOAD_FAILED)
    .map((step) => (step.event.type === LOAD_FAILED ? 'drop' : accountName(step.event)));
  await page.route(ACCOUNT_URL, async (route) => {
    const next = planned.shift();
    if (next === 'drop') return route.abort('internetdisconnected');
    if (next === undefined || !FAKED.includes(next)) return route.continue();
    const answer = await route.fetch();
    const real = (await answer.json()) as AccountBody;
    return route.fulfill({ response: answer, json: { data: { ...real.data, status: ACCOUNTS[next].status, registered: ACCOUNTS[next].registered } } });
  });
}

const CSN_FIELD = (page: Page) => page.getByLabel('Card serial number (CSN)');
const CONFIRMATION = (page: Page) => page.getByLabel(/I confirm that I hold this card/);

function typedCsn(value: string): string {
  if (value === CSN.right) return run.csn;
  // Another card's: this card's with its first digit changed.
  if (value === CSN.wrong) return `${(Number(run.csn[0]) + 1) % 10}${run.csn.slice(1)}`;
  return value;
}

async function performCard(page: Page, event: CardStep['event']): Promise<void> {
  switch (event.type) {
    case 'RETRY': return page.getByRole('button', { name: 'Try again' }).click();
    case 'REFRESH': return page.getByRole('button', { name: 'Check again' }).click();
    case 'CHANGE_CSN': return CSN_FIELD(page).fill(typedCsn(String(event.value)));
    case 'CONFIRM': return CONFIRMATION(page).setChecked(Boolean(event.checked));
    case 'REGISTER': return page.getByRole('button', { name: 'Register the card' }).click();
    default:
      // The server's answer: the page shows it, which the state's check waits for.
      return;
  }
}

/** What the page shows in a resting state of the club-card machine; each view once through axe. */
async function expectCardShown(page: Page, state: CardSnapshot, checked: Set<string>): Promise<void> {
  const { csn, confirmed, problems } = cardContext(state);
  if (state.matches('failed')) {
    await expect(page.getByText(SHOWS.loadFailed)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  } else if (state.matches('noCard')) {
    await expect(page.getByRole('heading', { name: SHOWS.noCard })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Order the club card' })).toHaveAttribute('href', '/shop/club-card');
  } else if (state.matches({ registering: 'editing' })) {
    await expect(page.getByRole('heading', { name: SHOWS.csnHeading })).toBeVisible();
    await expect(CSN_FIELD(page)).toHaveValue(typedCsn(csn));
    await expect(CONFIRMATION(page)).toBeChecked({ checked: confirmed });
    await expect(page.getByText(SHOWS.csnFormat)).toBeVisible({ visible: problems.includes('csnFormat') });
    await expect(page.getByText(SHOWS.confirmationMissing)).toBeVisible({ visible: problems.includes('confirmationMissing') });
    await expect(page.getByText(SHOWS.wrongCsn)).toBeVisible({ visible: problems.some((problem) => typeof problem === 'object') });
  } else if (state.matches('awaitingActivation')) {
    await expect(page.getByText(SHOWS.activating)).toBeVisible();
  } else if (state.matches('active')) {
    await expect(page.getByRole('heading', { name: SHOWS.topUpHeading })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Top-up history' })).toBeVisible();
  } else if (state.matches('inactive')) {
    await expect(page.getByText(SHOWS.inactive)).toBeVisible();
    await expect(page.getByRole('heading', { name: SHOWS.topUpHeading })).toHaveCount(0);
  } else {
    // Loading, or the CSN on its way: the next answer decides.
    return;
  }
  const view = JSON.stringify([state.value, problems.length > 0]);
  if (!checked.has(view)) {
    checked.add(view);
    await expectNoAxeViolations(page);
  }
}

function cardPathTests(phase: Phase): void {
  const checked = new Set<string>();
  for (const path of cardPathsOf(phase)) {
    test(`club card: ${cardTitle(path)}`, async ({ page }) => {
      await answerAccountAlong(page, path);
      await openSignedIn(page, session(), '/club-card');
      const resting = [SHOWS.loadFailed, SHOWS.noCard, SHOWS.csnHeading, SHOWS.activating, SHOWS.topUpHeading, SHOWS.inactive];
      await expect(resting.map((text) => page.getByText(text, { exact: true })).reduce((any, one) => any.or(one)).first()).toBeVisible();
      for (const step of path) {
        await performCard(page, step.event);
        await expectCardShown(page, step.state, checked);
      }
    });
  }
}

// ---- The top-up machine's model ----

type TopUpMachine = typeof topUpMachine;
type TopUpSnapshot = SnapshotFrom<TopUpMachine>;
type TopUpStep = PathStep<TopUpMachine>;

const PLACED = 'xstate.done.actor.placeTopUp';
const PLACE_FAILED = 'xstate.error.actor.placeTopUp';
const LOOKED_UP = 'xstate.done.actor.lookUpTopUp';
const LOOK_UP_FAILED = 'xstate.error.actor.lookUpTopUp';
const SUCCESS_PASSES = 'xstate.after.top-up success time.topUp.choosing';
/** The amount the paths load: the smallest step, so that many top-ups fit in the company's points. */
const AMOUNT = 50;
/** The model's points: enough for any step (the page's are the company's, checked against the buttons). */
const MODEL_POINTS = 10_000;
const refusal = { kind: 'refused', message: SHOP_MESSAGES.notEnoughPoints, errors: {} };
const lost = { kind: 'lost', message: 'network', errors: {} };
const isRefusal = (event: TopUpStep['event']) => (event.error as { kind?: string } | undefined)?.kind === 'refused';

/**
 * The owner's moves, one way through the form (Top up with nothing chosen, with no terms, then
 * with both); the server places, refuses or its answer is lost; a lost answer is asked for before
 * anything new is placed; the success message goes after 15 s.
 */
function topUpEvents(snapshot: TopUpSnapshot): ModelEvent[] {
  const { amount, termsAccepted, placed, outcomeUnknown, problems } = snapshot.context;
  if (snapshot.matches('placing')) {
    return [{ type: PLACED, output: { amount: AMOUNT, companyPoints: MODEL_POINTS - AMOUNT } }, { type: PLACE_FAILED, error: refusal }, { type: PLACE_FAILED, error: lost }];
  }
  if (snapshot.matches('checkingOutcome')) {
    return [{ type: LOOKED_UP, output: { amount: AMOUNT, companyPoints: MODEL_POINTS - AMOUNT } }, { type: LOOKED_UP, output: null }, { type: LOOK_UP_FAILED, error: lost }];
  }
  if (placed) return [{ type: SUCCESS_PASSES }];
  if (outcomeUnknown) return [{ type: 'TOP_UP' }];
  return [
    // Once the problems show, the owner mends the choice before trying again.
    ...(problems.length === 0 ? [{ type: 'TOP_UP' }] : []),
    ...(amount === null ? [{ type: 'CHOOSE', amount: AMOUNT }] : []),
    ...(amount !== null && !termsAccepted ? [{ type: 'TERMS', checked: true }] : []),
  ];
}

const TOP_UP_PATHS = transitionCover(plainEventModel(topUpMachine), {
  input: { steps: STEPS, points: MODEL_POINTS, newKey: () => 'model-key' },
  events: topUpEvents,
  serializeState: (snapshot) => {
    const { amount, termsAccepted, outcomeUnknown, placed, problems, failure } = snapshot.context;
    return JSON.stringify([snapshot.value, amount, termsAccepted, outcomeUnknown, placed !== null, problems, failure?.kind]);
  },
}) as TopUpStep[][];

const topUpTitle = (path: readonly TopUpStep[]) => path.map(({ event }) => {
  if (event.type === PLACED) return 'placed';
  if (event.type === PLACE_FAILED) return isRefusal(event) ? 'refused' : 'answer lost';
  if (event.type === LOOKED_UP) return event.output ? 'found placed' : 'found nothing';
  if (event.type === LOOK_UP_FAILED) return 'look-up lost';
  if (event.type === SUCCESS_PASSES) return '15 s pass';
  return event.type;
}).join(' → ');

/**
 * How the server answers the placements of a path: placed; refused (the server's refusal for
 * points it lacks); lost after the server placed it (the path finds it later) or before.
 */
async function answerOrdersAlong(page: Page, path: readonly TopUpStep[]): Promise<void> {
  const planned = path.flatMap((step, index) => {
    if (step.event.type === PLACED) return ['through'];
    if (step.event.type !== PLACE_FAILED) return [];
    if (isRefusal(step.event)) return ['refuse'];
    const found = path.slice(index).find((later) => later.event.type === LOOKED_UP);
    return [found?.event.output ? 'lose after' : 'lose before'];
  });
  await page.route(ORDERS_URL, async (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const next = planned.shift();
    if (next === 'refuse') {
      return route.fulfill({ status: 422, json: { message: SHOP_MESSAGES.notEnoughPoints, errors: { points: [SHOP_MESSAGES.notEnoughPoints] } } });
    }
    if (next === 'lose after') await route.fetch();
    if (next === 'lose after' || next === 'lose before') return route.abort('internetdisconnected');
    return route.continue();
  });
  const lookUps = path.filter((step) => step.event.type === LOOKED_UP || step.event.type === LOOK_UP_FAILED).map((step) => step.event.type);
  await page.route(PLACEMENT_URL, (route) => (lookUps.shift() === LOOK_UP_FAILED ? route.abort('internetdisconnected') : route.continue()));
}

/** How many top-ups a path places on the server: each placement that went through, once. */
const placementsOf = (path: readonly TopUpStep[]) => path.filter((step) => step.event.type === PLACED || (step.event.type === LOOKED_UP && step.event.output)).length
  + (path.at(-1)?.state.matches('placing') ? 1 : 0);

async function performTopUp(page: Page, event: TopUpStep['event']): Promise<void> {
  switch (event.type) {
    case 'CHOOSE': return page.locator('.app-club-card__amount-buttons button').filter({ hasText: new RegExp(`^${String(event.amount)} points`) }).click();
    case 'TERMS': return page.getByLabel(/I accept the/).setChecked(Boolean(event.checked));
    case 'TOP_UP': return page.getByRole('button', { name: 'Top up', exact: true }).click();
    case SUCCESS_PASSES: return page.clock.fastForward(15_000);
    default: return;
  }
}

/** What the top-up form shows while it waits for the owner (SPEC §2, §5, §8, §9); each view once through axe. */
async function expectTopUpShown(page: Page, state: TopUpSnapshot, points: number, checked: Set<string>): Promise<void> {
  if (!state.matches('choosing')) return;
  const { amount, termsAccepted, problems, failure, placed } = state.context;
  const form = page.locator('.app-club-card__top-up');
  await expect(page.getByRole('button', { name: 'Top up', exact: true })).toBeEnabled();
  for (const step of STEPS) {
    const button = form.locator('.app-club-card__amount-buttons button').filter({ hasText: new RegExp(`^${step} points`) });
    await expect(button).toHaveAttribute('aria-pressed', String(amount === step));
    // SPEC §5: an amount beyond the company's points cannot be chosen.
    await expect(button).toBeEnabled({ enabled: step <= points });
  }
  await expect(page.getByLabel(/I accept the/)).toBeChecked({ checked: termsAccepted });
  await expect(form.getByText(SHOWS.amountMissing)).toBeVisible({ visible: problems.includes('amountMissing') });
  await expect(form.getByText(SHOWS.termsMissing)).toBeVisible({ visible: problems.includes('termsMissing') });
  await expect(form.getByText(SHOWS.notEnoughPoints)).toBeVisible({ visible: failure?.kind === 'refused' });
  await expect(form.getByText(SHOWS.lostAnswer)).toBeVisible({ visible: failure?.kind === 'lost' });
  await expect(form.getByText(SHOWS.placed)).toBeVisible({ visible: placed !== null });
  const view = JSON.stringify([problems.length > 0, failure?.kind, placed !== null]);
  if (!checked.has(view)) {
    checked.add(view);
    await expectNoAxeViolations(page);
  }
}

// ---- The tests, in the card's order ----

test('the paths take every transition of both machines and reach each of their states', () => {
  const walked = (paths: readonly PathStep<CardMachine | TopUpMachine>[][]) => ({
    events: new Set(paths.flatMap((path) => path.map((step) => step.event.type))),
    states: new Set(paths.flatMap((path) => path.map((step) => JSON.stringify(step.state.value)))),
  });
  const card = walked(CARD_PATHS);
  expect([...card.events].sort()).toEqual(['CHANGE_CSN', 'CONFIRM', 'REFRESH', 'REGISTER', 'RETRY', LOADED, LOAD_FAILED, REGISTERED, REFUSED_CSN].sort());
  expect([...card.states].sort()).toEqual(['"loading"', '"failed"', '"noCard"', '{"registering":"editing"}', '{"registering":"sending"}', '"awaitingActivation"', '"active"', '"inactive"'].sort());
  const topUp = walked(TOP_UP_PATHS);
  expect([...topUp.events].sort()).toEqual(['CHOOSE', 'TERMS', 'TOP_UP', PLACED, PLACE_FAILED, LOOKED_UP, LOOK_UP_FAILED, SUCCESS_PASSES].sort());
  expect([...topUp.states].sort()).toEqual(['"checkingOutcome"', '"choosing"', '"placing"']);
});

test('9 windows and an installer cannot order the card (SPEC §5, issue 25: owners only)', async ({ page, request }) => {
  run.pair = await requestSession(request, OWNER);
  const self = (await api<SelfBody>(request, 'get', '/v1/company/user/self', run.pair.token)).body.data;
  Object.assign(run, { companyId: self.company.id, company: self.company.name });
  // The interface in English (the account's language is stored on the user): the texts above are the catalog's source.
  const english = await request.fetch(`/api/v1/installer/user/${self.id}`, {
    method: 'patch', headers: { authorization: `Bearer ${run.pair.token}` }, data: { languages_id: languageByCode('en')?.id },
  });
  expect(english.ok(), await english.text()).toBeTruthy();

  await openSignedIn(page, run.pair, '/shop/club-card');
  await expect(page.getByText('Windows scanned this year: 9 of 10')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Order the card' })).toBeDisabled();
  await expect(page.getByText('The card can be ordered once your company has scanned 10 windows this year: 1 more window to go.')).toBeVisible();
  await expectNoAxeViolations(page);

  const installerEmail = `installer-${randomInt(1_000_000)}@e2e.example`;
  const added = await api(request, 'post', '/v1/installer/user', run.pair.token, {
    name: 'Anna', surname: 'Monterka', phone: `6012${String(randomInt(100_000)).padStart(5, '0')}`, email: installerEmail,
  });
  expect(added.status).toBeLessThan(300);
  const installerPage = await page.context().browser()!.newPage({ viewport: { width: 375, height: 812 } });
  await openSignedIn(installerPage, await requestSession(request, installerEmail), '/shop/club-card');
  await expect(installerPage.getByRole('button', { name: 'Order the card' })).toBeDisabled();
  await expect(installerPage.getByText("Only the company's owner can order the club card.")).toBeVisible();
  await installerPage.close();
});

cardPathTests('noCard');

test('with the tenth window the owner orders the card; the club card page says it is ordered', async ({ page, request }) => {
  await newProject(request, session().token, await newSerials(request, 'pl', 1));
  await openSignedIn(page, session(), '/shop/club-card');
  await expect(page.getByText('Windows scanned this year: 10 of 10')).toBeVisible();
  await page.getByRole('link', { name: 'Order the card' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Next: summary' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goto('/shop/club-card');
  await expect(page.getByRole('button', { name: 'Card ordered' })).toBeDisabled();
  await page.goto('/club-card');
  await expect(page.getByText(SHOWS.ordered)).toBeVisible();

  // The issuer issues the card (`card issue <order number>`), unless its own job came first (20 s after the order).
  const cardOrder = (await api<OrdersBody>(request, 'get', '/v2/orders', session().token)).body.data.find((order) => order.type === 'club_card');
  await request.post('/api/dev/operator/card/issue', { data: { number: cardOrder?.number } });
  await expect.poll(async () => (await accountOf(request)).status).toBe('ISSUED');
  run.csn = (await cardOf(request)).serial_number ?? '';
});

cardPathTests('issued');

test('the CSN registered, the card is ACTIVE', async ({ request }) => {
  expect(await accountOf(request)).toMatchObject({ status: 'ACTIVE', registered: true });
  // Points for the top-ups of the paths below.
  await operator(request, 'points', { email: OWNER, points: 1_000 });
});

cardPathTests('active');

test.describe('top-up', () => {
  const checked = new Set<string>();
  for (const path of TOP_UP_PATHS) {
    test(`top-up: ${topUpTitle(path)}`, async ({ page, request }) => {
      const before = (await cardOf(request)).top_ups.length;
      const points = await pointsOf(request);
      await answerOrdersAlong(page, path);
      if (path.some((step) => step.event.type === SUCCESS_PASSES)) await page.clock.install();
      await openSignedIn(page, session(), '/club-card');
      await expect(page.getByRole('heading', { name: SHOWS.topUpHeading })).toBeVisible();
      let left = points;
      for (const step of path) {
        await performTopUp(page, step.event);
        if (step.state.context.placed) left = points - AMOUNT;
        await expectTopUpShown(page, step.state, left, checked);
      }
      // Exactly once: each top-up that went through is on the server once, its points reserved.
      const placed = placementsOf(path);
      await expect.poll(async () => (await cardOf(request)).top_ups.length).toBe(before + placed);
      expect(await pointsOf(request)).toBe(points - placed * AMOUNT);
    });
  }
});

test("the issuer's outcomes: SUCCEEDED shows in the history; a refusal reported twice gives the points back once, with the hint", async ({ page, request }) => {
  const points = await pointsOf(request);
  // The simulator refuses 250 points from now on: it agrees with the operator should it answer first.
  await operator(request, 'card/refuse', { points: 250 });
  await openSignedIn(page, session(), '/club-card');
  for (const amount of [100, 250]) {
    await page.locator('.app-club-card__amount-buttons button').filter({ hasText: new RegExp(`^${amount} points`) }).click();
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Top up', exact: true }).click();
    await expect(page.getByText(SHOWS.placed)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Top up', exact: true })).toBeEnabled();
  }
  expect(await pointsOf(request)).toBe(points - 350);
  const topUps = (await cardOf(request)).top_ups;
  const loaded = topUps.find((item) => item.points === 100);
  const refused = topUps.find((item) => item.points === 250);
  // The operator reports the outcomes (`card outcome`); the refusal twice at once.
  await request.post('/api/dev/operator/card/outcome', { data: { top_up: loaded?.uuid, status: 'SUCCEEDED' } });
  await Promise.all([0, 1].map(() => request.post('/api/dev/operator/card/outcome', { data: { top_up: refused?.uuid, status: 'REFUSED' } })));
  expect((await cardOf(request)).top_ups.filter((item) => item.uuid === loaded?.uuid || item.uuid === refused?.uuid).map((item) => item.status))
    .toEqual(['SUCCEEDED', 'REFUSED']);
  expect(await pointsOf(request)).toBe(points - 100);

  // A failed history load shows SPEC §8's line in its place, the top-up form staying; Try again loads it.
  await page.route('**/api/v1/edenred/card/history*', (route) => route.abort('internetdisconnected'), { times: 1 });
  await page.goto('/club-card');
  const history = page.locator('.app-club-card__history');
  await expect(page.getByText(SHOWS.loadFailed)).toBeVisible();
  await expect(page.getByRole('heading', { name: SHOWS.topUpHeading })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Try again' }).click();

  // The two newest top-ups head the history (4 a page, newest first).
  await expect(history.locator('tbody tr').filter({ hasText: '100 points' })).toContainText('Loaded');
  const refusedRow = history.locator('tbody tr').filter({ hasText: '250 points' });
  await expect(refusedRow).toContainText('Refused');
  await expect(refusedRow).toContainText(SHOWS.failedHint);
  await expectNoAxeViolations(page);
});
