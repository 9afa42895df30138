import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import { PROJECT_MESSAGES } from '../../src/contract/projects';
import {
  normalizeSerial,
  retryDelayMs,
  scanQueueMachine,
  sendFailureOf,
  type QueuedScan,
  type QueueWrite,
  type ScanQueueContext,
} from '../../machines/scan-queue-machine';
import { DeferredActors, everyTransition, ManualClock, settle, walk } from '../app/support/machine-harness';
import { plainEventModel } from './login-model';

const PROJECT = '0b6f1d7e-2c4a-4e8b-9f1a-3d5c7e9a1b2c';
const AT = '2026-03-01T10:00:00.000Z';
let ids = 0;
const scan = (serial: string, source: 'camera' | 'manual' = 'manual') => ({ type: 'SCAN' as const, serial, source, id: `scan-${(ids += 1)}`, at: AT });
const apiError = (status: number, body: unknown = null, retryAfter: number | null = null) => Object.assign(new Error(`status ${status}`), { status, body, retryAfter });

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
    expect(q.context()).toMatchObject({ scans: [], lastSent: 'PL-100002' });
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

describe('scan queue machine, model-based', () => {
  type Snapshot = SnapshotFrom<typeof scanQueueMachine>;
  const model = plainEventModel(scanQueueMachine);
  const SERIALS = ['PL-100001', 'PL-100002'];
  const RETRY_MS = 2000;
  const refusal = apiError(422, { message: 'x', errors: { serial_number: [PROJECT_MESSAGES.unknownSerial] } });
  const transient = apiError(503);
  const facts = (context: ScanQueueContext) => ({
    online: context.online,
    scans: context.scans.map((s) => [s.serial, s.stored, s.refusal]),
    writes: context.writes.map((w) => w.kind),
    sending: context.scans.find((s) => s.id === context.sendingId)?.serial ?? null,
    attempts: Math.min(context.attempts, 1),
  });
  const serializeState = (snapshot: Snapshot) => JSON.stringify([snapshot.value, facts(snapshot.context as ScanQueueContext)]);
  const events = (snapshot: Snapshot): EventObject[] => {
    const context = snapshot.context as ScanQueueContext;
    const refused = context.scans.find((s) => s.refusal !== null);
    const all: EventObject[] = [
      // New scans only while the device has few writes to do: the model stays finite. Ids follow
      // the serial, so that an event means the same on every path that reaches a state.
      ...(context.writes.length < 2 && context.scans.length < 2 ? SERIALS.map((serial) => ({ ...scan(serial), id: `model-${serial}` })) : []),
      { type: context.online ? 'OFFLINE' : 'ONLINE' },
      ...(refused ? [{ type: 'DISMISS', id: refused.id } as EventObject] : []),
      { type: 'xstate.done.actor.restoreQueue', output: [] } as EventObject,
      { type: 'xstate.done.actor.writeQueue' },
      { type: 'xstate.error.actor.writeQueue', error: new Error('disk full') } as EventObject,
      { type: 'xstate.done.actor.sendScan' },
      { type: 'xstate.error.actor.sendScan', error: refusal } as EventObject,
      { type: 'xstate.error.actor.sendScan', error: transient } as EventObject,
      { type: 'xstate.after.retry delay.scanQueue.running.delivery.waiting' },
    ];
    return all.filter((event) => snapshot.can(event as never));
  };

  it('walks every state and transition: each scan is sent until registered or refused, never after', async () => {
    const paths = everyTransition(model, { input: { projectUuid: PROJECT, online: true }, events: events as never, serializeState: serializeState as never });
    expect(paths.length).toBeGreaterThan(50);
    const visited = new Set<string>();
    for (const path of paths) {
      const clock = new ManualClock();
      const actors = new DeferredActors();
      let justRegistered: string | null = null;
      const actor = createActor(
        scanQueueMachine.provide({
          actors: { 'restore queue': actors.logic('restore'), 'write queue': actors.logic('write'), 'send scan': actors.logic('send') },
          delays: { 'retry delay': RETRY_MS },
        }),
        { input: { projectUuid: PROJECT, online: true }, clock },
      ).start();
      await walk(
        path,
        async (event) => {
          const { type } = event;
          if (type === 'xstate.done.actor.restoreQueue') await actors.resolve('restore', []);
          else if (type === 'xstate.done.actor.writeQueue') await actors.resolve('write');
          else if (type === 'xstate.error.actor.writeQueue') await actors.reject('write', (event as { error?: unknown }).error);
          else if (type === 'xstate.done.actor.sendScan') {
            justRegistered = (actors.inputOf('send') as QueuedScan).id;
            await actors.resolve('send');
          } else if (type === 'xstate.error.actor.sendScan') await actors.reject('send', (event as { error?: unknown }).error);
          else if (type.startsWith('xstate.after')) clock.fire(RETRY_MS);
          else actor.send(event as never);
          await settle();
        },
        () => {
          const snapshot = actor.getSnapshot();
          // Exactly once: a registered scan leaves the queue at once, and no request for it follows.
          if (justRegistered !== null) {
            expect(snapshot.context.scans.map((s) => s.id)).not.toContain(justRegistered);
            if (actors.isPending('send')) expect((actors.inputOf('send') as QueuedScan).id).not.toBe(justRegistered);
            justRegistered = null;
          }
          visited.add(JSON.stringify(snapshot.value));
          return snapshot.value;
        },
      );
    }
    expect(visited.size).toBeGreaterThanOrEqual(6);
  });
});
