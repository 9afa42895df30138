/**
 * The scan queue machine's model paths drive the real portal: every transition of the model
 * (machines/scan-queue-machine.ts) is walked in Chromium on a project of its own, the installer
 * typing serials, the connection going and coming back (context.setOffline), refused scans
 * dismissed. The device's queue (IndexedDB) and the server answer as they really do: a serial
 * of the registry is registered the first time and refused after, an unknown one refused.
 *
 * The browser stores and sends at once, faster than a person acts, so the model lets the
 * installer or the network act only once the queue rests (nothing being written or sent), and
 * the page is checked in those resting states: the scans waiting or refused, the scans the
 * server registered, and on the server each serial exactly once. (A serial scanned twice is
 * refused like an unknown one: the machine's unit tests and projects.spec.ts cover it.)
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { getNextSnapshot, type EventObject, type SnapshotFrom } from 'xstate';
import { PROJECT_MESSAGES } from '../src/contract/projects';
import { scanQueueMachine, type ScanQueueContext } from '../machines/scan-queue-machine';
import { plainEventModel } from '../tests/machines/login-model';
import { transitionCover, type PathStep } from './model-paths';
import { newProject, newSerials, openSignedIn, serialsOf } from './project-steps';
import { expectNoAxeViolations, registerOwner, requestSession } from './support';

type Machine = typeof scanQueueMachine;
type Snapshot = SnapshotFrom<Machine>;

/** The model's serials: one of the registry (each path gets a new one in its place), one that is in no registry. */
const KNOWN = 'MODEL-KNOWN';
const UNKNOWN = 'ZZ-404404';
const MODEL_PROJECT = '00000000-0000-4000-8000-000000000000';
/**
 * The known serial's product (newSerials registers a pine roof window, 78 × 118 cm) and its base
 * points in Poland: the standard window class, 5 points (SPEC §9 "5, 10, 15 points for window classes").
 */
const KNOWN_PRODUCT = { text: 'Roof window · 78 × 118 cm · Pine, clear lacquer', points: 5 };

const context = (snapshot: Snapshot) => snapshot.context as ScanQueueContext;
const isResting = (snapshot: Snapshot) =>
  snapshot.matches({ running: { storage: 'idle', delivery: 'idle' } }) && context(snapshot).writes.length === 0;
/** The known serial was registered on this path. */
const knownRegistered = (snapshot: Snapshot) => context(snapshot).lastRegistered?.serial_number === KNOWN;

function serializeState(snapshot: Snapshot): string {
  const { scans, writes, online, sendingId } = context(snapshot);
  return JSON.stringify([snapshot.value, online, scans.map((scan) => [scan.serial, scan.stored, scan.refusal]), writes.map((write) => write.kind), sendingId !== null, knownRegistered(snapshot)]);
}

const refusal = (message: string) =>
  Object.assign(new Error('refused'), { status: 422, body: { message, errors: { serial_number: [message] } }, retryAfter: null });

const scanEvent = (serial: string) => ({ type: 'SCAN' as const, serial, source: 'manual' as const, id: `model-${serial}`, at: '2026-03-01T10:00:00.000Z' });

/** What may happen in a state: the installer or the network once the queue rests; the device and the server as they answer. */
function eventsIn(snapshot: Snapshot): EventObject[] {
  {
    const { scans, online } = context(snapshot);
    const sending = scans.find((scan) => scan.id === context(snapshot).sendingId);
    const all: EventObject[] = [];
    if (isResting(snapshot)) {
      // Each serial scanned while it is not in the queue, the known one until it is registered
      // (a second scan of it is refused like an unknown one): the model stays small.
      const scannable = [KNOWN, UNKNOWN].filter((serial) => !scans.some((scan) => scan.serial === serial) && !(serial === KNOWN && knownRegistered(snapshot)));
      all.push(...scannable.map(scanEvent));
      all.push({ type: online ? 'OFFLINE' : 'ONLINE' });
      const refused = scans.find((scan) => scan.refusal !== null);
      if (refused) all.push({ type: 'DISMISS', id: refused.id } as EventObject);
    }
    all.push({ type: 'xstate.done.actor.restoreQueue', output: [] } as EventObject, { type: 'xstate.done.actor.writeQueue' });
    // The server: the known serial is registered once; anything else is refused.
    if (sending?.serial === KNOWN) all.push({ type: 'xstate.done.actor.sendScan', output: { serial_number: KNOWN, points: KNOWN_PRODUCT.points } } as EventObject);
    else if (sending) all.push({ type: 'xstate.error.actor.sendScan', error: refusal(PROJECT_MESSAGES.unknownSerial) } as EventObject);
    return all.filter((event) => snapshot.can(event as never));
  }
}

const MODEL = plainEventModel(scanQueueMachine);
const isDeviceOrServer = (event: EventObject) => event.type.startsWith('xstate.');

const PATHS = transitionCover(MODEL, {
  input: { projectUuid: MODEL_PROJECT, online: true },
  serializeState,
  events: eventsIn,
  walked: (event) => !isDeviceOrServer(event),
}) as PathStep<Machine>[][];

/** Where the device and the server take the queue after a path, before the installer acts again. */
function atRest(snapshot: Snapshot): Snapshot {
  let state = snapshot;
  for (let step = 0; !isResting(state); step += 1) {
    const next = eventsIn(state).find(isDeviceOrServer);
    if (!next || step > 20) throw new Error(`The queue does not come to rest from ${serializeState(state)}`);
    state = getNextSnapshot(MODEL, state, next as never);
  }
  return state;
}

async function perform(page: Page, browser: BrowserContext, event: PathStep<Machine>['event'], serials: Record<string, string>): Promise<void> {
  switch (event.type) {
    case 'SCAN':
      await page.locator('input[name="serial"]').fill(serials[String(event.serial)] ?? String(event.serial));
      return page.getByTestId('serial-add').click();
    case 'OFFLINE': return browser.setOffline(true);
    case 'ONLINE': return browser.setOffline(false);
    case 'DISMISS': return page.getByTestId('refused-scan').first().getByRole('button', { name: 'Dismiss' }).click();
    default:
      // The device or the server: the page shows the outcome, which the resting state's check waits for.
      return;
  }
}

/** Issue 28: a refused code shows apart from the scanned products, with the reason and what to do. */
const REFUSAL_TEXTS: Record<string, { reason: string; advice: string }> = {
  unknownSerial: { reason: 'This serial number is not in the product register.', advice: 'If the number matches the label, write to us' },
};

/**
 * In a resting state: the page lists what waits among the scanned products and what was refused
 * apart, each in order, what the server registered, and the last registered product with its points.
 */
async function expectShown(page: Page, state: Snapshot, serials: Record<string, string>): Promise<void> {
  const { scans, lastRegistered } = context(state);
  const waiting = scans.filter((scan) => scan.refusal === null);
  const refused = scans.filter((scan) => scan.refusal !== null);
  const queued = page.getByTestId('queued-scan');
  await expect(queued).toHaveCount(waiting.length);
  for (const [index, scan] of waiting.entries()) {
    await expect(queued.nth(index)).toContainText(serials[scan.serial] ?? scan.serial);
    await expect(queued.nth(index)).toContainText('Waiting to be sent');
  }
  const refusedItems = page.getByTestId('refused-scan');
  await expect(refusedItems).toHaveCount(refused.length);
  for (const [index, scan] of refused.entries()) {
    const texts = REFUSAL_TEXTS[scan.refusal ?? ''];
    await expect(refusedItems.nth(index)).toContainText(serials[scan.serial] ?? scan.serial);
    await expect(refusedItems.nth(index)).toContainText(texts?.reason ?? '');
    await expect(refusedItems.nth(index)).toContainText(texts?.advice ?? '');
  }
  // Refused codes are no scanned products.
  await expect(page.locator('section[aria-labelledby="scans-heading"] [data-testid="refused-scan"]')).toHaveCount(0);
  await expect(page.getByTestId('scan')).toHaveCount(knownRegistered(state) ? 1 : 0);
  // The product the server registered, and its base points (issue 28).
  const confirmation = page.getByTestId('scan-confirmation');
  await expect(confirmation).toHaveCount(lastRegistered ? 1 : 0);
  if (lastRegistered) {
    await expect(confirmation).toContainText(serials[KNOWN] ?? KNOWN);
    await expect(confirmation).toContainText(KNOWN_PRODUCT.text);
    await expect(confirmation).toContainText(`+${KNOWN_PRODUCT.points} points`);
  }
}

test.describe('the scan queue machine, path by path in the portal', () => {
  const axeChecked = new Set<string>();

  test('the model covers sending, refusing, waiting offline and dismissing', () => {
    const events = new Set(PATHS.flatMap((path) => path.map((step) => step.event.type)));
    for (const type of ['SCAN', 'OFFLINE', 'ONLINE', 'DISMISS', 'xstate.done.actor.sendScan', 'xstate.error.actor.sendScan']) expect(events).toContain(type);
  });

  for (const [number, path] of PATHS.entries()) {
    const title = path.filter((step) => !step.event.type.startsWith('xstate.')).map((step) => (step.event.type === 'SCAN' ? `SCAN ${String(step.event.serial)}` : step.event.type)).join(' → ');
    test(`path ${number + 1}: ${title}`, async ({ page, context: browser, request, baseURL }) => {
      // A company of its own: the scans of many paths would be one installer's burst (SPEC §9 fraud rules).
      const owner = await registerOwner(baseURL, { name: 'Piotr', surname: 'Kolejka', language: 'en' });
      const pair = await requestSession(request, owner.email);
      const [known = ''] = await newSerials(request, 'pl', 1);
      const serials = { [KNOWN]: known };
      const uuid = await newProject(request, pair.token, []);
      await openSignedIn(page, pair, `/projects/${uuid}`);
      await expect(page.locator('input[name="serial"]')).toBeVisible();
      for (const step of path) {
        await perform(page, browser, step.event, serials);
        if (!isResting(step.state)) continue;
        await expectShown(page, step.state, serials);
        const view = JSON.stringify(context(step.state).scans.map((scan) => scan.refusal));
        if (!axeChecked.has(view)) {
          axeChecked.add(view);
          await expectNoAxeViolations(page);
        }
      }
      const end = atRest(path.at(-1)?.state as Snapshot);
      await expectShown(page, end, serials);
      // Exactly once: the known serial is on the server once if the path registered it, else not at all.
      expect(await serialsOf(request, pair.token, uuid)).toEqual(knownRegistered(end) ? [known] : []);
      await browser.setOffline(false);
    });
  }
});
