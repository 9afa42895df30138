/**
 * The scan page's camera against its requirement (SPEC §2 Projects: scan product codes into a
 * project; the machine file's header: off until turned on, each code read passed on to the scan
 * queue, a refused, missing or unsupported camera explained with manual entry beside it; the
 * camera released when stopped): the failure rule, and a model-based walk whose every step is
 * checked against the table below.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type SnapshotFrom } from 'xstate';
import { cameraFailureOf, cameraScannerMachine, type CameraFailure, type CameraScannerEvent } from '../../machines/camera-scanner-machine';
import { testRequirements, type RequirementTable } from '../app/support/requirement-walk';

describe('camera failures', () => {
  it('tells a refused permission, a missing camera and a browser that cannot read codes apart (Media Capture error names)', () => {
    const failureOf = (name: string) => cameraFailureOf(new DOMException('x', name));
    expect(['NotAllowedError', 'SecurityError'].map(failureOf)).toEqual(['denied', 'denied']);
    expect(['NotFoundError', 'OverconstrainedError', 'NotReadableError'].map(failureOf)).toEqual(['noCamera', 'noCamera', 'noCamera']);
    expect(['NotSupportedError', 'TypeError'].map(failureOf)).toEqual(['unsupported', 'unsupported']);
    expect([failureOf('AbortError'), cameraFailureOf('broken'), cameraFailureOf(null)]).toEqual(['other', 'other', 'other']);
  });
});

type Snapshot = SnapshotFrom<typeof cameraScannerMachine>;

const FAILURES: Record<CameraFailure, string> = {
  denied: 'permission refused',
  noCamera: 'no camera',
  unsupported: 'cannot read codes',
  other: 'other failure',
};

/** What the person does, and what the camera reports while it runs (the only time it can). */
function eventsIn(snapshot: Snapshot): CameraScannerEvent[] {
  const failures = Object.keys(FAILURES).map((failure) => ({ type: 'CAMERA_FAILED' as const, failure: failure as CameraFailure }));
  if (snapshot.matches({ on: 'starting' })) return [{ type: 'START' }, { type: 'STOP' }, { type: 'CAMERA_READY' }, ...failures];
  if (snapshot.matches({ on: 'reading' })) return [{ type: 'START' }, { type: 'STOP' }, { type: 'CODE_READ', value: 'PL-100001' }, ...failures];
  return [{ type: 'START' }, { type: 'STOP' }];
}

function eventName(event: CameraScannerEvent): string {
  switch (event.type) {
    case 'START': return 'turn on';
    case 'STOP': return 'turn off';
    case 'CAMERA_READY': return 'camera: picture live';
    case 'CODE_READ': return `camera: reads ${event.value}`;
    case 'CAMERA_FAILED': return `camera: ${FAILURES[event.failure]}`;
  }
}

/** Off, starting, reading, or the failure explained. */
function stateOf(snapshot: Snapshot): string {
  const { failure } = snapshot.context;
  if (snapshot.matches('failed')) return `failed: ${failure ? FAILURES[failure] : 'nothing explained'}`;
  const step = snapshot.matches({ on: 'starting' }) ? 'starting' : snapshot.matches({ on: 'reading' }) ? 'reading' : 'off';
  return failure ? `${step}, ${FAILURES[failure]} still explained` : step;
}

const OPEN = { to: 'starting', calls: ['open the camera'] } as const;
const release = (to: string) => ({ to, calls: ['release the camera'] });
/** The camera fails: the failure is explained and the camera released. */
const failures = Object.fromEntries(Object.values(FAILURES).map((failure) => [`camera: ${failure}`, release(`failed: ${failure}`)]));

/**
 * The rules (opening and releasing the camera, and passing a code on, are the calls):
 * - the page starts with the camera off; turning it on opens the camera (once, however often it is
 *   pressed) and waits for the picture; then it reads codes, each passed on to the scan queue;
 * - turning it off releases the camera;
 * - a failure of the camera (refused, missing, cannot read codes, other) is explained, and the
 *   camera released; turning it on again tries again, with the explanation gone.
 */
const CAMERA: RequirementTable<string> = {
  'off': { 'turn on': OPEN },
  'starting': { 'camera: picture live': 'reading', 'turn off': release('off'), ...failures },
  'reading': { 'camera: reads PL-100001': { to: 'reading', calls: ['pass PL-100001 on'] }, 'turn off': release('off'), ...failures },
  ...Object.fromEntries(Object.values(FAILURES).map((failure) => [`failed: ${failure}`, { 'turn on': OPEN }])),
};

describe('camera scanner: every state and transition as the requirement says', () => {
  testRequirements({
    machine: cameraScannerMachine,
    input: undefined,
    events: eventsIn,
    stateOf,
    eventName,
    table: CAMERA,
    start() {
      let calls: string[] = [];
      let camera: ((event: CameraScannerEvent) => void) | null = null;
      const fakeCamera = fromCallback<CameraScannerEvent>(({ sendBack }) => {
        calls.push('open the camera');
        camera = sendBack;
        return () => {
          calls.push('release the camera');
          camera = null;
        };
      });
      const actor = createActor(cameraScannerMachine.provide({ actors: { 'read codes with camera': fakeCamera } }));
      actor.on('code', ({ value }) => calls.push(`pass ${value} on`));
      actor.start();
      return {
        snapshot: () => actor.getSnapshot(),
        takeCalls() {
          const taken = calls;
          calls = [];
          return taken;
        },
        deliver(event) {
          // What the camera reports comes from the running camera, as in the page.
          if (event.type === 'START' || event.type === 'STOP') actor.send(event);
          else if (camera) camera(event);
          else throw new Error(`No camera runs to report ${event.type}`);
        },
      };
    },
  });
});
