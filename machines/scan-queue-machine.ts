import { assign, fromPromise, setup } from 'xstate';
import * as v from 'valibot';
import { PROJECT_MESSAGES, SerialNumber, type ProductScan } from '../src/contract/projects';
import { apiFailureOf } from './wizard-messages';

/**
 * The scans of one project on their way to the server (SPEC §4 Projects; "offline on a roof").
 * A scan is first written to the device's queue (IndexedDB), then sent, one at a time, in the
 * order scanned, whenever the browser is online. Each scan carries a uuid made here: sent again
 * after a lost answer, the server answers the scan it already registered, so a scan is credited
 * exactly once however often its request goes out. It leaves the queue only once the server has
 * registered it. A refused scan stays, with the server's reason, until the installer dismisses
 * it; a failure that may pass (no connection, server busy, 429) is retried after a backoff.
 * A registered scan is the moment of reward (issue 28): the queue keeps the product the server
 * registered, with its base points, and what this visit's scans will earn.
 */

/** Why the server refused a scan (texts in the portal; SPEC §8). */
export type ScanRefusal = 'unknownSerial' | 'serialTaken' | 'notInProgress' | 'tooManyScans' | 'invalidSerial' | 'other';

/** One scan waiting in the queue, as the device keeps it. */
export interface QueuedScan {
  /** Made on the device: the scan's uuid on the server and the idempotency key of its request. */
  id: string;
  projectUuid: string;
  serial: string;
  queuedAt: string;
  /** The server's refusal; null while the scan waits to be sent. */
  refusal: ScanRefusal | null;
}

/** A scan in the machine: also whether the device has written it yet (it is sent only then). */
export interface ScanInQueue extends QueuedScan {
  stored: boolean;
}

/** The writes to the device's queue, done one after the other in this order. */
export type QueueWrite = { kind: 'put'; scan: QueuedScan } | { kind: 'delete'; id: string };

/** How sending a scan failed: refused for good, or worth another try. */
export type SendFailure =
  | { kind: 'refused'; refusal: ScanRefusal }
  | { kind: 'transient'; retryAfterSeconds: number | null };

/** Why a typed or read code was not queued. */
export type EntryProblem = 'invalidSerial' | 'alreadyQueued';

export type ScanSource = 'camera' | 'manual';

export interface ScanQueueInput {
  projectUuid: string;
  /** navigator.onLine when the page opens. */
  online: boolean;
}

export interface ScanQueueContext {
  projectUuid: string;
  online: boolean;
  scans: ScanInQueue[];
  writes: QueueWrite[];
  /** Codes the camera read on this page: it keeps seeing a label, which is scanned once. */
  cameraSeen: string[];
  entryProblem: EntryProblem | null;
  /** The scan whose request is out. */
  sendingId: string | null;
  /** The last scan the server registered (product, base points), for the page to confirm. */
  lastRegistered: ProductScan | null;
  /** The scans registered since the page opened and the base points they earn once accepted. */
  registeredThisVisit: { scans: number; points: number };
  /** Transient failures of the scan at the head of the queue, for the backoff. */
  attempts: number;
  retryAfterSeconds: number | null;
  /** The device could not keep the queue (private mode, full disk): scans live only while the page is open. */
  storageFailed: boolean;
}

export type ScanQueueEvent =
  | { type: 'SCAN'; serial: string; source: ScanSource; id: string; at: string }
  | { type: 'DISMISS'; id: string }
  | { type: 'ONLINE' }
  | { type: 'OFFLINE' };

/** Backoff after transient failures: 2 s, 4 s, 8 s… at most a minute, unless the server said when. */
export const SEND_RETRY_MS = { first: 2_000, max: 60_000 } as const;

export function retryDelayMs(attempts: number, retryAfterSeconds: number | null): number {
  if (retryAfterSeconds !== null) return Math.min(retryAfterSeconds * 1000, SEND_RETRY_MS.max);
  return Math.min(SEND_RETRY_MS.first * 2 ** Math.max(0, attempts - 1), SEND_RETRY_MS.max);
}

/** The serial as the server keeps it (spaces dropped, upper case), or null when it cannot be one. */
export function normalizeSerial(text: string): string | null {
  const parsed = v.safeParse(SerialNumber, text);
  return parsed.success ? parsed.output : null;
}

/**
 * What a failed POST /v2/scans means for the queue: refused for good (422, 409, another 4xx) or
 * worth another try (no answer, 408, 429, 5xx).
 */
export function sendFailureOf(status: number, body: { message: string; errors?: Record<string, string[]> } | null, retryAfterSeconds: number | null): SendFailure {
  if (status === 0 || status === 408 || status === 429 || status >= 500) return { kind: 'transient', retryAfterSeconds };
  const messages = [body?.message, ...Object.values(body?.errors ?? {}).flat()];
  const refusal: ScanRefusal = messages.includes(PROJECT_MESSAGES.unknownSerial) ? 'unknownSerial'
    : messages.includes(PROJECT_MESSAGES.serialTaken) ? 'serialTaken'
      : messages.includes(PROJECT_MESSAGES.notInProgress) ? 'notInProgress'
        : messages.includes(PROJECT_MESSAGES.tooManyScans) ? 'tooManyScans'
          : body?.errors?.serial_number ? 'invalidSerial'
            : 'other';
  return { kind: 'refused', refusal };
}

/** A failed send as the queue sees it; anything that is no API answer (a bug, a parse error) is tried again. */
export function sendFailureOfError(error: unknown): SendFailure {
  const failure = apiFailureOf(error);
  return failure ? sendFailureOf(failure.status, failure.body, failure.retryAfter) : { kind: 'transient', retryAfterSeconds: null };
}

/** The next scan to send: the first written one not refused. Order is the order scanned. */
export function nextToSend(context: Pick<ScanQueueContext, 'scans'>): ScanInQueue | undefined {
  return context.scans.find((scan) => scan.stored && scan.refusal === null);
}

const withoutStoredFlag = ({ stored: _stored, ...scan }: ScanInQueue): QueuedScan => scan;

export const scanQueueMachine = setup({
  types: {
    context: {} as ScanQueueContext,
    input: {} as ScanQueueInput,
    events: {} as ScanQueueEvent,
  },
  actors: {
    /** The project's scans left in the device's queue by an earlier visit, oldest first. */
    'restore queue': fromPromise<QueuedScan[], { projectUuid: string }>(() =>
      Promise.reject(new Error('The scan queue actor "restore queue" was not provided'))),
    /** One write to the device's queue. */
    'write queue': fromPromise<void, QueueWrite>(() =>
      Promise.reject(new Error('The scan queue actor "write queue" was not provided'))),
    /** POST /v2/scans with the scan's uuid: the registered scan; rejects with the API's error (status, body, Retry-After). */
    'send scan': fromPromise<ProductScan, QueuedScan>(() =>
      Promise.reject(new Error('The scan queue actor "send scan" was not provided'))),
  },
  guards: {
    'is a new serial': ({ context, event }) => {
      if (event.type !== 'SCAN') return false;
      const serial = normalizeSerial(event.serial);
      return serial !== null && !context.scans.some((scan) => scan.serial === serial);
    },
    'was read by the camera before': ({ context, event }) =>
      event.type === 'SCAN' && event.source === 'camera' && context.cameraSeen.includes(normalizeSerial(event.serial) ?? event.serial),
    'is online with a scan to send': ({ context }) => context.online && nextToSend(context) !== undefined,
    'has a write to do': ({ context }) => context.writes.length > 0,
    'was refused': (_, params: { error: unknown }) => sendFailureOfError(params.error).kind === 'refused',
    'is a refused scan': ({ context, event }) =>
      event.type === 'DISMISS' && context.scans.some((scan) => scan.id === event.id && scan.refusal !== null),
  },
  actions: {
    'take restored scans': assign(({ context }, params: { restored: QueuedScan[] }) => {
      const known = new Set(context.scans.map((scan) => scan.id));
      const restored = params.restored.filter((scan) => !known.has(scan.id)).map((scan) => ({ ...scan, stored: true }));
      return { scans: [...restored, ...context.scans] };
    }),
    'note storage failure': assign({ storageFailed: true }),
    'queue scan': assign(({ context, event }) => {
      if (event.type !== 'SCAN') return {};
      const serial = normalizeSerial(event.serial) ?? event.serial;
      const scan: QueuedScan = { id: event.id, projectUuid: context.projectUuid, serial, queuedAt: event.at, refusal: null };
      return {
        scans: [...context.scans, { ...scan, stored: false }],
        writes: [...context.writes, { kind: 'put' as const, scan }],
        cameraSeen: event.source === 'camera' ? [...context.cameraSeen, serial] : context.cameraSeen,
        entryProblem: null,
      };
    }),
    'tell why the entry was not queued': assign(({ event }) => {
      if (event.type !== 'SCAN') return {};
      return { entryProblem: normalizeSerial(event.serial) === null ? 'invalidSerial' as const : 'alreadyQueued' as const };
    }),
    'finish write': assign(({ context }) => {
      const [done, ...writes] = context.writes;
      if (done?.kind !== 'put') return { writes };
      return { writes, scans: context.scans.map((scan) => (scan.id === done.scan.id ? { ...scan, stored: true } : scan)) };
    }),
    'remember scan being sent': assign(({ context }) => ({ sendingId: nextToSend(context)?.id ?? null })),
    'forget sent scan': assign(({ context }, params: { registered: ProductScan }) => ({
      scans: context.scans.filter((scan) => scan.id !== context.sendingId),
      writes: context.sendingId === null ? context.writes : [...context.writes, { kind: 'delete' as const, id: context.sendingId }],
      lastRegistered: params.registered,
      registeredThisVisit: {
        scans: context.registeredThisVisit.scans + 1,
        points: context.registeredThisVisit.points + params.registered.points,
      },
      sendingId: null,
      attempts: 0,
      retryAfterSeconds: null,
    })),
    'keep refusal': assign(({ context }, params: { error: unknown }) => {
      const failure = sendFailureOfError(params.error);
      const refusal = failure.kind === 'refused' ? failure.refusal : 'other';
      const scans = context.scans.map((scan) => (scan.id === context.sendingId ? { ...scan, refusal } : scan));
      const refused = scans.find((scan) => scan.id === context.sendingId);
      return {
        scans,
        writes: refused ? [...context.writes, { kind: 'put' as const, scan: withoutStoredFlag(refused) }] : context.writes,
        sendingId: null,
        attempts: 0,
        retryAfterSeconds: null,
      };
    }),
    'count failed attempt': assign(({ context }, params: { error: unknown }) => {
      const failure = sendFailureOfError(params.error);
      return { attempts: context.attempts + 1, retryAfterSeconds: failure.kind === 'transient' ? failure.retryAfterSeconds : null };
    }),
    'dismiss refused scan': assign(({ context, event }) => {
      if (event.type !== 'DISMISS') return {};
      return {
        scans: context.scans.filter((scan) => scan.id !== event.id),
        writes: [...context.writes, { kind: 'delete' as const, id: event.id }],
      };
    }),
    'go online': assign({ online: true }),
    'go offline': assign({ online: false }),
  },
  delays: {
    'retry delay': ({ context }) => retryDelayMs(context.attempts, context.retryAfterSeconds),
  },
}).createMachine({
  id: 'scanQueue',
  description: 'Keeps the scans of one project on the device (IndexedDB) until the server has them, so that scanning works without a connection on a roof. Scans are sent in the order they were made, each exactly once (the request carries the scan id), and a refused scan stays in the list with its reason.',
  context: ({ input }) => ({
    projectUuid: input.projectUuid,
    online: input.online,
    scans: [],
    writes: [],
    cameraSeen: [],
    entryProblem: null,
    sendingId: null,
    lastRegistered: null,
    registeredThisVisit: { scans: 0, points: 0 },
    attempts: 0,
    retryAfterSeconds: null,
    storageFailed: false,
  }),
  on: {
    SCAN: [
      // The camera keeps seeing the label it just read: that is no new scan, and no mistake either.
      { guard: 'was read by the camera before' },
      { guard: 'is a new serial', actions: 'queue scan' },
      { actions: 'tell why the entry was not queued' },
    ],
    DISMISS: { guard: 'is a refused scan', actions: 'dismiss refused scan' },
    ONLINE: { actions: 'go online' },
    OFFLINE: { actions: 'go offline' },
  },
  initial: 'restoring',
  states: {
    restoring: {
      description: 'Reads the scans still waiting on this device.',
      invoke: {
        id: 'restoreQueue',
        src: 'restore queue',
        input: ({ context }) => ({ projectUuid: context.projectUuid }),
        onDone: { target: 'running', actions: { type: 'take restored scans', params: ({ event }) => ({ restored: event.output }) } },
        onError: { target: 'running', actions: 'note storage failure' },
      },
    },
    running: {
      description: 'Takes new scans (camera or typed) while it stores and sends the queue side by side.',
      type: 'parallel',
      states: {
        storage: {
          description: 'Writes every change of the queue to the device, one write at a time.',
          initial: 'idle',
          states: {
            idle: {
              description: 'Nothing to write.',
              always: { guard: 'has a write to do', target: 'writing' },
            },
            writing: {
              description: 'Writes the oldest change; a failed write keeps the scan in memory.',
              invoke: {
                id: 'writeQueue',
                src: 'write queue',
                input: ({ context }) => context.writes[0] as QueueWrite,
                onDone: { target: 'idle', actions: 'finish write' },
                // Kept in memory all the same: sent while the page stays open.
                onError: { target: 'idle', actions: ['finish write', 'note storage failure'] },
              },
            },
          },
        },
        delivery: {
          description: 'Sends the oldest waiting scan whenever the device is online.',
          initial: 'idle',
          states: {
            idle: {
              description: 'Offline, or nothing to send.',
              always: { guard: 'is online with a scan to send', target: 'sending' },
            },
            sending: {
              description: 'Sends one scan: registered, the page shows the product and the points it earns; a refusal is kept with its reason; any other failure waits and tries again.',
              entry: 'remember scan being sent',
              invoke: {
                id: 'sendScan',
                src: 'send scan',
                input: ({ context }) => withoutStoredFlag(context.scans.find((scan) => scan.id === context.sendingId) as ScanInQueue),
                onDone: { target: 'idle', actions: { type: 'forget sent scan', params: ({ event }) => ({ registered: event.output }) } },
                onError: [
                  {
                    guard: { type: 'was refused', params: ({ event }) => ({ error: event.error }) },
                    target: 'idle',
                    actions: { type: 'keep refusal', params: ({ event }) => ({ error: event.error }) },
                  },
                  { target: 'waiting', actions: { type: 'count failed attempt', params: ({ event }) => ({ error: event.error }) } },
                ],
              },
            },
            waiting: {
              description: 'Waits before trying again (longer after each failure, or as the server asks); back online tries at once.',
              after: { 'retry delay': 'idle' },
              // Back online: try at once rather than at the end of the backoff.
              on: { ONLINE: { target: 'idle', actions: 'go online' } },
            },
          },
        },
      },
    },
  },
});
