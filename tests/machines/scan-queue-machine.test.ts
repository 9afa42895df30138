/**
 * The scan queue against its requirement (SPEC §4 Projects; README "Projects offline": scans made
 * without a connection wait on the device and go out in order, each once, when the connection is
 * back; the machine file's header: written to the device first, sent one at a time, kept until
 * registered, a refused scan kept with its reason until dismissed, a passing failure retried after
 * 2, 4, 8 s… at most a minute): plain rules, and two model-based walks whose every step is checked
 * against requirement tables written below.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { PROJECT_MESSAGES, type ProductScan } from '../../src/contract/projects';
import {
  normalizeSerial,
  retryDelayMs,
  scanQueueMachine,
  sendFailureOf,
  type QueuedScan,
  type QueueWrite,
  type ScanQueueEvent,
} from '../../machines/scan-queue-machine';
import { DeferredActors, ManualClock, settle } from '../app/support/machine-harness';
import { testRequirements, type RequirementTable, type RequirementWalk } from '../app/support/requirement-walk';

const PROJECT = '0b6f1d7e-2c4a-4e8b-9f1a-3d5c7e9a1b2c';
const AT = '2026-03-01T10:00:00.000Z';
let ids = 0;
const scan = (serial: string, source: 'camera' | 'manual' = 'manual') => ({ type: 'SCAN' as const, serial, source, id: `scan-${(ids += 1)}`, at: AT });
const apiError = (status: number, body: unknown = null, retryAfter: number | null = null) => Object.assign(new Error(`status ${status}`), { status, body, retryAfter });
/** The server's answer to a registered scan (POST /v2/scans): the product with its base points (SPEC §9: 10 for a comfort window). */
const registered = (serial: string, points = 10): ProductScan => ({
  uuid: `uuid-${serial}`, id: 1, serial_number: serial, type: 'roof_window', size: '78 × 118 cm', variant: 'white-polyurethane',
  window_class: 2, points, created_at: AT, flag: null, rejection_reason: null, needs_survey: true, survey: [],
});

/**
 * The queue against a fake device store and a fake server: every write and every request is
 * recorded; the server answers each request with the next planned outcome (200 when none).
 */
function startQueue({ online = true, restored = [] as QueuedScan[], outcomes = [] as unknown[] } = {}) {
  const clock = new ManualClock();
  const stored = new Map(restored.map((s) => [s.id, s]));
  const writes: QueueWrite[] = [];
  const requests: QueuedScan[] = [];
  const machine = scanQueueMachine.provide({
    actors: {
      'restore queue': fromPromise(async () => [...stored.values()]),
      'write queue': fromPromise(async ({ input }: { input: QueueWrite }) => {
        writes.push(input);
        if (input.kind === 'put') stored.set(input.scan.id, input.scan);
        else stored.delete(input.id);
      }),
      'send scan': fromPromise(async ({ input }: { input: QueuedScan }) => {
        requests.push(input);
        const outcome = outcomes.shift();
        if (outcome !== undefined) throw outcome;
        return registered(input.serial);
      }),
    },
  });
  const actor = createActor(machine, { input: { projectUuid: PROJECT, online }, clock }).start();
  const settleAll = async () => {
    for (let i = 0; i < 10; i += 1) await settle();
  };
  return { actor, clock, stored, writes, requests, settleAll, context: () => actor.getSnapshot().context };
}

describe('scan queue rules', () => {
  it('keeps serials as the server does and refuses what cannot be one', () => {
    expect(normalizeSerial(' pl - 100 271 ')).toBe('PL-100271');
    // Issue 28: a code typed with a space or in lower case is the code on the label.
    expect(normalizeSerial('pl 100002')).toBe('PL-100002');
    expect(normalizeSerial('Pl  100 002')).toBe('PL-100002');
    expect(normalizeSerial('pl100002')).toBe('PL100002');
    expect(normalizeSerial('ab')).toBeNull();
    expect(normalizeSerial('PL_1234')).toBeNull();
  });

  it('tells a refusal from a failure worth another try', () => {
    expect(sendFailureOf(422, { message: 'x', errors: { serial_number: [PROJECT_MESSAGES.serialTaken] } }, null)).toEqual({ kind: 'refused', refusal: 'serialTaken' });
    expect(sendFailureOf(422, { message: 'x', errors: { serial_number: [PROJECT_MESSAGES.unknownSerial] } }, null)).toEqual({ kind: 'refused', refusal: 'unknownSerial' });
    expect(sendFailureOf(409, { message: PROJECT_MESSAGES.notInProgress }, null)).toEqual({ kind: 'refused', refusal: 'notInProgress' });
    expect(sendFailureOf(404, { message: 'Not found.' }, null)).toEqual({ kind: 'refused', refusal: 'other' });
    for (const status of [0, 408, 429, 500, 503]) expect(sendFailureOf(status, null, 7).kind, String(status)).toBe('transient');
  });

  it('backs off 2, 4, 8 s… up to a minute, or as long as the server asked', () => {
    expect([1, 2, 3, 4, 10].map((n) => retryDelayMs(n, null))).toEqual([2000, 4000, 8000, 16000, 60000]);
    expect(retryDelayMs(1, 30)).toBe(30000);
  });
});

describe('scan queue machine', () => {
  it('writes each scan to the device before sending it, sends in order, and forgets it once registered', async () => {
    const q = startQueue();
    await q.settleAll();
    q.actor.send(scan('pl-100001'));
    q.actor.send(scan('PL-100002'));
    await q.settleAll();
    expect(q.requests.map((r) => r.serial)).toEqual(['PL-100001', 'PL-100002']);
    expect(q.writes.map((w) => w.kind)).toEqual(['put', 'put', 'delete', 'delete']);
    expect(q.stored.size).toBe(0);
    expect(q.context()).toMatchObject({ scans: [], lastRegistered: { serial_number: 'PL-100002', points: 10 } });
  });

  it('confirms each registered scan with its product and base points, and adds up what this visit earns (issue 28)', async () => {
    const q = startQueue();
    await q.settleAll();
    expect(q.context()).toMatchObject({ lastRegistered: null, registeredThisVisit: { scans: 0, points: 0 } });
    q.actor.send(scan('PL-100001'));
    await q.settleAll();
    expect(q.context().lastRegistered).toEqual(registered('PL-100001'));
    q.actor.send(scan('PL-100002'));
    q.actor.send(scan('PL-100003'));
    await q.settleAll();
    expect(q.context()).toMatchObject({ lastRegistered: { serial_number: 'PL-100003' }, registeredThisVisit: { scans: 3, points: 30 } });
  });

  it('counts no points for a refused scan', async () => {
    const q = startQueue({ outcomes: [apiError(422, { message: 'x', errors: { serial_number: [PROJECT_MESSAGES.unknownSerial] } })] });
    await q.settleAll();
    q.actor.send(scan('PL-100001'));
    q.actor.send(scan('PL-100002'));
    await q.settleAll();
    expect(q.context()).toMatchObject({ lastRegistered: { serial_number: 'PL-100002' }, registeredThisVisit: { scans: 1, points: 10 } });
  });

  it('offline, keeps scans on the device and sends them, in order and each once, when the connection is back', async () => {
    const q = startQueue({ online: false });
    await q.settleAll();
    for (const serial of ['PL-100001', 'PL-100002', 'PL-100003']) q.actor.send(scan(serial));
    await q.settleAll();
    expect(q.requests).toEqual([]);
    expect([...q.stored.values()].map((s) => s.serial)).toEqual(['PL-100001', 'PL-100002', 'PL-100003']);
    q.actor.send({ type: 'ONLINE' });
    await q.settleAll();
    expect(q.requests.map((r) => r.serial)).toEqual(['PL-100001', 'PL-100002', 'PL-100003']);
    expect(new Set(q.requests.map((r) => r.id)).size).toBe(3);
    expect(q.stored.size).toBe(0);
  });

  it('sends what an earlier visit left on the device first, with the same ids', async () => {
    const left: QueuedScan = { id: 'left-1', projectUuid: PROJECT, serial: 'PL-100009', queuedAt: AT, refusal: null };
    const q = startQueue({ restored: [left] });
    q.actor.send(scan('PL-100010'));
    await q.settleAll();
    expect(q.requests.map((r) => [r.id, r.serial])).toEqual([['left-1', 'PL-100009'], [expect.any(String), 'PL-100010']]);
  });

  it('retries a failure worth another try with the same id after the backoff, keeping the order', async () => {
    const q = startQueue({ outcomes: [apiError(0), apiError(429, { message: 'slow down', retry_after: 5 }, 5)] });
    await q.settleAll();
    q.actor.send(scan('PL-100001'));
    q.actor.send(scan('PL-100002'));
    await q.settleAll();
    expect(q.actor.getSnapshot().matches({ running: { delivery: 'waiting' } })).toBe(true);
    expect(q.clock.pending()).toEqual([2000]);
    q.clock.fire(2000);
    await q.settleAll();
    expect(q.clock.pending()).toEqual([5000]);
    q.clock.fire(5000);
    await q.settleAll();
    expect(q.requests.map((r) => r.serial)).toEqual(['PL-100001', 'PL-100001', 'PL-100001', 'PL-100002']);
    expect(new Set(q.requests.slice(0, 3).map((r) => r.id)).size).toBe(1);
    expect(q.context().scans).toEqual([]);
  });

  it('keeps a refused scan with its reason, on the device too, goes on with the next, and forgets it when dismissed', async () => {
    const q = startQueue({ outcomes: [apiError(422, { message: 'x', errors: { serial_number: [PROJECT_MESSAGES.serialTaken] } })] });
    await q.settleAll();
    q.actor.send(scan('PL-100001'));
    q.actor.send(scan('PL-100002'));
    await q.settleAll();
    expect(q.requests.map((r) => r.serial)).toEqual(['PL-100001', 'PL-100002']);
    const [refused] = q.context().scans;
    expect(refused).toMatchObject({ serial: 'PL-100001', refusal: 'serialTaken' });
    expect(q.stored.get(refused?.id ?? '')?.refusal).toBe('serialTaken');
    q.actor.send({ type: 'DISMISS', id: refused?.id ?? '' });
    await q.settleAll();
    expect(q.context().scans).toEqual([]);
    expect(q.stored.size).toBe(0);
  });

  it('reads a label the camera keeps seeing once, and says why a typed entry was not queued', async () => {
    const q = startQueue({ online: false });
    await q.settleAll();
    for (let i = 0; i < 5; i += 1) q.actor.send(scan('PL-100001', 'camera'));
    expect(q.context().scans.map((s) => s.serial)).toEqual(['PL-100001']);
    expect(q.context().entryProblem).toBeNull();
    q.actor.send(scan('PL-100001'));
    expect(q.context().entryProblem).toBe('alreadyQueued');
    q.actor.send(scan('no'));
    expect(q.context().entryProblem).toBe('invalidSerial');
    q.actor.send(scan('PL-100002'));
    expect(q.context().entryProblem).toBeNull();
  });

  it('keeps going in memory when the device cannot store the queue', async () => {
    const q = startQueue();
    const broken = scanQueueMachine.provide({
      actors: {
        'restore queue': fromPromise(async () => Promise.reject(new Error('no IndexedDB'))),
        'write queue': fromPromise(async () => Promise.reject(new Error('no IndexedDB'))),
        'send scan': fromPromise(async ({ input }: { input: QueuedScan }) => {
          q.requests.push(input);
          return registered(input.serial);
        }),
      },
    });
    const actor = createActor(broken, { input: { projectUuid: PROJECT, online: true } }).start();
    actor.send(scan('PL-100001'));
    await q.settleAll();
    expect(actor.getSnapshot().context.storageFailed).toBe(true);
    expect(q.requests.map((r) => r.serial)).toEqual(['PL-100001']);
  });
});


type Snapshot = SnapshotFrom<typeof scanQueueMachine>;
type WalkEvent =
  | ScanQueueEvent
  | { type: 'xstate.done.actor.restoreQueue'; output: QueuedScan[] }
  | { type: 'xstate.error.actor.restoreQueue'; error: Error }
  | { type: 'xstate.done.actor.writeQueue' }
  | { type: 'xstate.error.actor.writeQueue'; error: Error }
  | { type: 'xstate.done.actor.sendScan'; output: ProductScan }
  | { type: 'xstate.error.actor.sendScan'; error: Error }
  | { type: 'xstate.after.retry delay.scanQueue.running.delivery.waiting' };

/** The one label of the walks, and the id the page gives its scan. */
const LABEL = 'PL-100001';
const LABEL_ID = 'scan-1';
/** The base points the server answers for it (registered() above). */
const LABEL_POINTS = 10;
const REFUSALS: Record<string, string> = { unknownSerial: 'unknown serial' };
/** SPEC §8-style answers of POST /v2/scans: a refusal for good, and a failure that may pass. */
const UNKNOWN_SERIAL = apiError(422, { message: 'x', errors: { serial_number: [PROJECT_MESSAGES.unknownSerial] } });
const SERVER_BUSY = apiError(503);
/** The backoff's first wait (the machine file's header: 2 s, 4 s, 8 s… at most a minute). */
const FIRST_RETRY_MS = 2000;

const serialOfId = (id: string) => (id === LABEL_ID ? LABEL : id);
const refusalName = (refusal: string) => REFUSALS[refusal] ?? refusal;
const writeName = (write: QueueWrite) => (write.kind === 'delete' ? `remove ${serialOfId(write.id)}`
  : write.scan.refusal ? `keep ${write.scan.serial} as refused (${refusalName(write.scan.refusal)})` : `keep ${write.scan.serial}`);
const failedAttempts = (count: number) => (count > 0 ? `after ${count} failed attempt${count > 1 ? 's' : ''}` : null);

/** A fresh queue, with fake device storage, server and clock. */
function runQueue(online: boolean) {
  const clock = new ManualClock();
  const actors = new DeferredActors();
  const actor = createActor(
    scanQueueMachine.provide({ actors: { 'restore queue': actors.logic('restore'), 'write queue': actors.logic('write'), 'send scan': actors.logic('send') } }),
    { input: { projectUuid: PROJECT, online }, clock },
  ).start();
  const describeCall = (name: string) => {
    if (name === 'write') return `write: ${writeName(actors.inputOf('write') as QueueWrite)}`;
    if (name === 'send') {
      const { serial, id } = actors.inputOf('send') as QueuedScan;
      return `send ${serial} as ${id}`;
    }
    return name;
  };
  return {
    snapshot: () => actor.getSnapshot(),
    // Calls started together run side by side: listed in alphabetical order.
    takeCalls: () => [...actors.takeStarted().map(describeCall), ...clock.takeStarted().map((ms) => `wait ${ms / 1000} s`)].sort(),
    async deliver(event: WalkEvent) {
      switch (event.type) {
        case 'xstate.done.actor.restoreQueue': return actors.resolve('restore', event.output);
        case 'xstate.error.actor.restoreQueue': return actors.reject('restore', event.error);
        case 'xstate.done.actor.writeQueue': return actors.resolve('write');
        case 'xstate.error.actor.writeQueue': return actors.reject('write', event.error);
        case 'xstate.done.actor.sendScan': return actors.resolve('send', event.output);
        case 'xstate.error.actor.sendScan': return actors.reject('send', event.error);
        case 'xstate.after.retry delay.scanQueue.running.delivery.waiting': return clock.fire(FIRST_RETRY_MS);
        default: actor.send(event); return settle();
      }
    },
  };
}

/** Events by the walks' names for them. */
const EVENTS: Record<string, WalkEvent> = {
  'restore: nothing left': { type: 'xstate.done.actor.restoreQueue', output: [] },
  'restore: failed': { type: 'xstate.error.actor.restoreQueue', error: new Error('no IndexedDB') },
  'connection lost': { type: 'OFFLINE' },
  'connection back': { type: 'ONLINE' },
  [`camera reads ${LABEL}`]: { type: 'SCAN', serial: LABEL, source: 'camera', id: LABEL_ID, at: AT },
  [`types ${LABEL}`]: { type: 'SCAN', serial: LABEL, source: 'manual', id: LABEL_ID, at: AT },
  'types " pl - 100 001 "': { type: 'SCAN', serial: ' pl - 100 001 ', source: 'manual', id: LABEL_ID, at: AT },
  'types "no"': { type: 'SCAN', serial: 'no', source: 'manual', id: 'scan-2', at: AT },
  [`dismiss ${LABEL}`]: { type: 'DISMISS', id: LABEL_ID },
  'write: done': { type: 'xstate.done.actor.writeQueue' },
  'write: failed': { type: 'xstate.error.actor.writeQueue', error: new Error('disk full') },
  'send: registered': { type: 'xstate.done.actor.sendScan', output: registered(LABEL) },
  'send: refused': { type: 'xstate.error.actor.sendScan', error: UNKNOWN_SERIAL },
  'send: no answer': { type: 'xstate.error.actor.sendScan', error: SERVER_BUSY },
  '2 s pass': { type: 'xstate.after.retry delay.scanQueue.running.delivery.waiting' },
};
const NAME_OF_EVENT = new Map(Object.entries(EVENTS).map(([name, event]) => [event, name]));
const eventName = (event: WalkEvent) => NAME_OF_EVENT.get(event) ?? event.type;

/**
 * The delivery walk: one label read by the camera on its way to the server, as the queue holds it
 * (the test's words for the requirement, not the machine's states).
 */
interface Queue {
  restoring: boolean;
  online: boolean;
  scan: 'none' | 'waiting to be written' | 'queued' | 'refused';
  /** The changes still to be written to the device, oldest first. */
  writes: readonly string[];
  delivery: 'idle' | 'sending' | 'waiting to resend';
  failures: number;
  cameraRead: boolean;
  registered: boolean;
  storageFailed: boolean;
}

function nameOf(queue: Queue): string {
  if (queue.restoring) return `restoring, ${queue.online ? 'online' : 'offline'}`;
  const scan = { 'none': 'queue empty', 'waiting to be written': `${LABEL} waiting to be written`, 'queued': `${LABEL} queued`, 'refused': `${LABEL} refused (unknown serial)` };
  return [
    queue.online ? 'online' : 'offline',
    scan[queue.scan],
    queue.writes.length > 0 ? `writing: ${queue.writes.join(', then ')}` : null,
    queue.delivery === 'sending' ? `sending ${LABEL}` : queue.delivery === 'waiting to resend' ? `waiting to resend ${LABEL}` : null,
    failedAttempts(queue.failures),
    queue.registered ? `${LABEL} registered, +${LABEL_POINTS} points this visit` : null,
    queue.storageFailed ? 'the device cannot keep the queue' : null,
    queue.cameraRead ? `camera has read ${LABEL}` : null,
  ].filter(Boolean).join(', ');
}

/** The same words for the running machine. */
function deliveryStateOf(snapshot: Snapshot): string {
  const { online, scans, writes, sendingId, attempts, lastRegistered, registeredThisVisit, storageFailed, cameraSeen } = snapshot.context;
  if (snapshot.matches('restoring')) return `restoring, ${online ? 'online' : 'offline'}`;
  const scanName = (scan: QueuedScan & { stored: boolean }) => (scan.refusal ? `${scan.serial} refused (${refusalName(scan.refusal)})`
    : scan.stored ? `${scan.serial} queued` : `${scan.serial} waiting to be written`);
  const waitingFor = scans.find((scan) => scan.refusal === null && scan.stored)?.serial;
  return [
    online ? 'online' : 'offline',
    scans.length === 0 ? 'queue empty' : scans.map(scanName).join(' and '),
    writes.length > 0 ? `writing: ${writes.map(writeName).join(', then ')}` : null,
    snapshot.matches({ running: { delivery: 'sending' } }) ? `sending ${serialOfId(sendingId ?? '?')}`
      : snapshot.matches({ running: { delivery: 'waiting' } }) ? `waiting to resend ${waitingFor}` : null,
    failedAttempts(attempts),
    lastRegistered ? `${lastRegistered.serial_number} registered, +${registeredThisVisit.points} points this visit` : null,
    storageFailed ? 'the device cannot keep the queue' : null,
    ...cameraSeen.map((serial) => `camera has read ${serial}`),
  ].filter(Boolean).join(', ');
}

/**
 * What can happen to the queue: the connection comes and goes; the camera reads the label while
 * the queue is idle; the device answers a write, the server a send, the clock a wait. (A write
 * fails only once the device has failed before, and a send gets no answer once: the walk stays
 * finite; the backoff's later waits are the plain rule's.)
 */
function offered(queue: Queue): string[] {
  const events = [queue.online ? 'connection lost' : 'connection back'];
  if (queue.restoring) return [...events, 'restore: nothing left', 'restore: failed'];
  if (queue.scan === 'none' && queue.writes.length === 0) events.push(`camera reads ${LABEL}`);
  if (queue.scan === 'refused') events.push(`dismiss ${LABEL}`);
  if (queue.writes.length > 0) events.push('write: done', ...(queue.storageFailed ? ['write: failed'] : []));
  if (queue.delivery === 'sending') events.push('send: registered', 'send: refused', ...(queue.failures === 0 ? ['send: no answer'] : []));
  if (queue.delivery === 'waiting to resend') events.push('2 s pass');
  return events;
}

/**
 * The requirement, rule by rule (calls: the device writes and sends started, the timers set):
 * - the scans an earlier visit left are read first; a device that cannot keep them is said, and
 *   the queue goes on in memory;
 * - a label the camera reads is queued and written to the device before anything else happens to
 *   it; a label the camera read before is not scanned again;
 * - the device writes one change at a time, oldest first; a failed write keeps the scan in memory
 *   (sent all the same);
 * - a written scan is sent whenever the device is online, one at a time, with its own id;
 * - registered, it leaves the queue and the device, and the page confirms it with the points the
 *   server says it earns;
 * - refused, it stays with the server's reason, on the device too, until dismissed, which removes it;
 * - no answer: it is sent again, with the same id, 2 s later, or at once when the connection comes
 *   back; offline, nothing is sent.
 */
function step(queue: Queue, event: string): { next: Queue; calls: string[] } {
  const calls: string[] = [];
  let next: Queue = { ...queue };
  switch (event) {
    case 'connection lost': next.online = false; break;
    case 'connection back': next = { ...next, online: true, delivery: queue.delivery === 'waiting to resend' ? 'idle' : queue.delivery }; break;
    case 'restore: nothing left': next.restoring = false; break;
    case 'restore: failed': next = { ...next, restoring: false, storageFailed: true }; break;
    case `camera reads ${LABEL}`:
      if (!queue.cameraRead) next = { ...next, scan: 'waiting to be written', writes: [...queue.writes, `keep ${LABEL}`], cameraRead: true };
      break;
    case `dismiss ${LABEL}`: next = { ...next, scan: 'none', writes: [...queue.writes, `remove ${LABEL}`] }; break;
    case 'write: done':
    case 'write: failed': {
      const [written, ...rest] = queue.writes;
      const scan = written === `keep ${LABEL}` && queue.scan === 'waiting to be written' ? 'queued' : queue.scan;
      next = { ...next, writes: rest, scan, storageFailed: queue.storageFailed || event === 'write: failed' };
      break;
    }
    case 'send: registered': next = { ...next, scan: 'none', writes: [...queue.writes, `remove ${LABEL}`], delivery: 'idle', failures: 0, registered: true }; break;
    case 'send: refused': next = { ...next, scan: 'refused', writes: [...queue.writes, `keep ${LABEL} as refused (unknown serial)`], delivery: 'idle', failures: 0 }; break;
    case 'send: no answer': next = { ...next, delivery: 'waiting to resend', failures: queue.failures + 1 }; calls.push('wait 2 s'); break;
    case '2 s pass': next.delivery = 'idle'; break;
  }
  if (next.restoring) return { next, calls };
  // The next write starts once the one before has ended; the next send whenever online.
  const writeEnded = event === 'write: done' || event === 'write: failed' || queue.writes.length === 0;
  if (writeEnded && next.writes.length > 0) calls.push(`write: ${next.writes[0]}`);
  if (next.delivery === 'idle' && next.online && next.scan === 'queued') {
    next.delivery = 'sending';
    calls.push(`send ${LABEL} as ${LABEL_ID}`);
  }
  return { next, calls: calls.sort() };
}

/** The table of the delivery walk: every queue the rules reach from a page opened online, and where each event leads. */
function deliveryRequirement() {
  const start: Queue = {
    restoring: true, online: true, scan: 'none', writes: [], delivery: 'idle', failures: 0,
    cameraRead: false, registered: false, storageFailed: false,
  };
  const table: RequirementTable<string> = {};
  const reached = new Map<string, Queue>([[nameOf(start), start]]);
  for (const queue of reached.values()) {
    for (const event of offered(queue)) {
      const { next, calls } = step(queue, event);
      if (!reached.has(nameOf(next))) reached.set(nameOf(next), next);
      if (nameOf(next) !== nameOf(queue) || calls.length > 0) (table[nameOf(queue)] ??= {})[event] = calls.length > 0 ? { to: nameOf(next), calls } : nameOf(next);
    }
  }
  return { table, reached };
}

const DELIVERY = deliveryRequirement();

describe('scan queue, a label on its way to the server: every state and transition as the requirement says', () => {
  testRequirements({
    machine: scanQueueMachine,
    input: { projectUuid: PROJECT, online: true },
    events: (snapshot) => {
      const queue = DELIVERY.reached.get(deliveryStateOf(snapshot));
      return queue ? offered(queue).map((name) => EVENTS[name]!) : [];
    },
    stateOf: deliveryStateOf,
    eventName,
    table: DELIVERY.table,
    start: () => runQueue(true),
  });
});

/** The entry walk: what the installer types or the camera reads, with the page offline (nothing is sent). */
function entryStateOf(snapshot: Snapshot): string {
  const { scans, cameraSeen, entryProblem } = snapshot.context;
  if (snapshot.matches('restoring')) return 'restoring';
  const told = { invalidSerial: 'told: not a serial number', alreadyQueued: 'told: already queued' };
  return [
    scans.length === 0 ? 'queue empty' : `${scans.map((scan) => scan.serial).join(' and ')} queued`,
    ...cameraSeen.map((serial) => `camera has read ${serial}`),
    entryProblem ? told[entryProblem] : null,
  ].filter(Boolean).join(', ');
}

const ENTRIES = [`camera reads ${LABEL}`, `types ${LABEL}`, 'types " pl - 100 001 "', 'types "no"'];
const keep = (to: string) => ({ to, calls: [`write: keep ${LABEL}`] });

/**
 * The rules of an entry (SPEC §2 Projects; the machine file's header):
 * - a serial, typed (in any case and spacing) or read by the camera, is queued as the server keeps
 *   it (PL-100001) and written to the device, and any message goes;
 * - a typed text that cannot be a serial is refused with "not a serial number";
 * - a serial already queued is refused with "already queued", except that the camera, which keeps
 *   seeing the label it just read, simply does not scan it again.
 */
const ENTRY: RequirementTable<string> = {
  'restoring': { 'restore: nothing left': 'queue empty' },
  'queue empty': {
    [`camera reads ${LABEL}`]: keep(`${LABEL} queued, camera has read ${LABEL}`),
    [`types ${LABEL}`]: keep(`${LABEL} queued`),
    'types " pl - 100 001 "': keep(`${LABEL} queued`),
    'types "no"': 'queue empty, told: not a serial number',
  },
  'queue empty, told: not a serial number': {
    [`camera reads ${LABEL}`]: keep(`${LABEL} queued, camera has read ${LABEL}`),
    [`types ${LABEL}`]: keep(`${LABEL} queued`),
    'types " pl - 100 001 "': keep(`${LABEL} queued`),
  },
  [`${LABEL} queued, camera has read ${LABEL}`]: {
    [`types ${LABEL}`]: `${LABEL} queued, camera has read ${LABEL}, told: already queued`,
    'types " pl - 100 001 "': `${LABEL} queued, camera has read ${LABEL}, told: already queued`,
    'types "no"': `${LABEL} queued, camera has read ${LABEL}, told: not a serial number`,
  },
  [`${LABEL} queued, camera has read ${LABEL}, told: already queued`]: {
    'types "no"': `${LABEL} queued, camera has read ${LABEL}, told: not a serial number`,
  },
  [`${LABEL} queued, camera has read ${LABEL}, told: not a serial number`]: {
    [`types ${LABEL}`]: `${LABEL} queued, camera has read ${LABEL}, told: already queued`,
    'types " pl - 100 001 "': `${LABEL} queued, camera has read ${LABEL}, told: already queued`,
  },
  [`${LABEL} queued`]: {
    [`camera reads ${LABEL}`]: `${LABEL} queued, told: already queued`,
    [`types ${LABEL}`]: `${LABEL} queued, told: already queued`,
    'types " pl - 100 001 "': `${LABEL} queued, told: already queued`,
    'types "no"': `${LABEL} queued, told: not a serial number`,
  },
  [`${LABEL} queued, told: already queued`]: { 'types "no"': `${LABEL} queued, told: not a serial number` },
  [`${LABEL} queued, told: not a serial number`]: {
    [`camera reads ${LABEL}`]: `${LABEL} queued, told: already queued`,
    [`types ${LABEL}`]: `${LABEL} queued, told: already queued`,
    'types " pl - 100 001 "': `${LABEL} queued, told: already queued`,
  },
};

describe('scan queue, what is typed or read: every state and transition as the requirement says', () => {
  const walk: RequirementWalk<typeof scanQueueMachine, WalkEvent, string> = {
    machine: scanQueueMachine,
    input: { projectUuid: PROJECT, online: false },
    // Offline, and the device's writes left pending: only the entries change the queue.
    events: (snapshot) => (snapshot.matches('restoring') ? [EVENTS['restore: nothing left']!] : ENTRIES.map((name) => EVENTS[name]!)),
    stateOf: entryStateOf,
    eventName,
    table: ENTRY,
    start: () => runQueue(false),
  };
  testRequirements(walk);
});
