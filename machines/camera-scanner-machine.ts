import { assign, emit, fromCallback, setup } from 'xstate';

/**
 * The camera of the scan page: off until the installer turns it on, then starting (permission,
 * the camera, the barcode reader), then reading codes until turned off. Each code read is emitted
 * as `code` for the scan queue. A refused permission, a device without camera or a browser that
 * cannot read codes ends in a failure the page explains, with manual entry still beside it.
 */
export type CameraFailure = 'denied' | 'noCamera' | 'unsupported' | 'other';

export interface CameraScannerContext {
  failure: CameraFailure | null;
}

export type CameraScannerEvent =
  | { type: 'START' }
  | { type: 'STOP' }
  /** From the camera actor: the picture is live and the reader loaded. */
  | { type: 'CAMERA_READY' }
  | { type: 'CODE_READ'; value: string }
  | { type: 'CAMERA_FAILED'; failure: CameraFailure };

export type CameraScannerEmitted = { type: 'code'; value: string };

/** The failure a getUserMedia or reader error stands for (DOMException names of the Media Capture spec). */
export function cameraFailureOf(error: unknown): CameraFailure {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return 'noCamera';
  if (name === 'NotSupportedError' || name === 'TypeError') return 'unsupported';
  return 'other';
}

export const cameraScannerMachine = setup({
  types: {
    context: {} as CameraScannerContext,
    events: {} as CameraScannerEvent,
    emitted: {} as CameraScannerEmitted,
  },
  actors: {
    /**
     * Opens the back camera, shows it, loads the reader and reads codes: sends CAMERA_READY, then
     * CODE_READ for each code, or CAMERA_FAILED. Stopping it releases the camera.
     */
    'read codes with camera': fromCallback<CameraScannerEvent>(({ sendBack }) => {
      sendBack({ type: 'CAMERA_FAILED', failure: 'unsupported' });
    }),
  },
  actions: {
    'keep failure': assign({ failure: (_, params: { failure: CameraFailure }) => params.failure }),
    'clear failure': assign({ failure: null }),
    'pass code on': emit((_, params: { value: string }) => ({ type: 'code' as const, value: params.value })),
  },
}).createMachine({
  id: 'cameraScanner',
  description: 'Reads product codes through the back camera on the scan page and passes each code it reads on to the scan queue. A camera that is refused, missing or unsupported ends in a failure the page explains, with manual entry still at hand.',
  context: { failure: null },
  initial: 'off',
  states: {
    off: { description: 'The camera is closed (the page starts here).', on: { START: { target: 'on', actions: 'clear failure' } } },
    on: {
      description: 'The camera is open and shown on the page.',
      invoke: { id: 'camera', src: 'read codes with camera' },
      on: {
        STOP: 'off',
        CAMERA_FAILED: { target: 'failed', actions: { type: 'keep failure', params: ({ event }) => ({ failure: event.failure }) } },
      },
      initial: 'starting',
      states: {
        starting: { description: 'Waits for the camera picture and the code reader to load.', on: { CAMERA_READY: 'reading' } },
        reading: {
          description: 'Looks for codes in the picture; each code read goes to the scan queue.',
          on: { CODE_READ: { actions: { type: 'pass code on', params: ({ event }) => ({ value: event.value }) } } },
        },
      },
    },
    failed: { description: 'The camera could not be used (refused, missing, unsupported); Start tries again.', on: { START: { target: 'on', actions: 'clear failure' } } },
  },
});
