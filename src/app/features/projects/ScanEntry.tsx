import { useMachine, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { ScanSource } from '../../../../machines/scan-queue-machine';
import { Alert, Button, TextField } from '../../ui';
import { useOn } from '../../ui/use-on';
import { appCameraScannerMachine } from './project-actors';
import { CAMERA_FAILURE_TEXTS } from './project-texts';
import type { ScanQueueRef } from './ProjectPage';
import { ScanConfirmation } from './ScanConfirmation';

/** A SCAN for the queue: a new client uuid (its idempotency key) and the moment it was made. */
function scanEvent(serial: string, source: ScanSource) {
  return { type: 'SCAN' as const, serial, source, id: crypto.randomUUID(), at: new Date().toISOString() };
}

/** Scanning a product: the camera, and the serial number typed beside it (SPEC §2, issue 11). */
export function ScanEntry({ queue }: { queue: ScanQueueRef }) {
  const online = useSelector(queue, (snapshot) => snapshot.context.online);
  const storageFailed = useSelector(queue, (snapshot) => snapshot.context.storageFailed);
  return (
    <section className="app-card" aria-labelledby="scan-heading">
      <h2 id="scan-heading"><Trans>Scan a product</Trans></h2>
      {online ? null : (
        <Alert tone="warning"><Trans>You are offline. Scans are kept on this device and sent when the connection is back.</Trans></Alert>
      )}
      {storageFailed ? (
        <Alert tone="warning"><Trans>This browser cannot keep scans on the device: keep this page open until they are sent.</Trans></Alert>
      ) : null}
      <div className="app-scanner">
        <CameraScanner queue={queue} />
        <ManualEntry queue={queue} />
      </div>
      <ScanConfirmation queue={queue} />
    </section>
  );
}

function CameraScanner({ queue }: { queue: ScanQueueRef }) {
  const { i18n, t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  // The machine is made once per page: its camera actor reads into this page's video element.
  const [machine] = useState(() => appCameraScannerMachine(() => video.current));
  const [snapshot, send, actor] = useMachine(machine);
  useOn(actor, 'code', (event) => queue.send(scanEvent(event.value, 'camera')));
  const on = snapshot.matches('on');
  const failure = snapshot.context.failure;
  return (
    <div className="app-scanner__camera">
      {on ? (
        <>
          <video ref={video} data-testid="camera-picture" className="app-scanner__video" muted playsInline aria-label={t`Camera picture`} />
          <p className="app-scanner__hint">
            {snapshot.matches({ on: 'reading' }) ? <Trans>Hold the code on the label inside the picture.</Trans> : <Trans>Starting the camera…</Trans>}
          </p>
          <Button variant="secondary" block onClick={() => send({ type: 'STOP' })}><Trans>Turn the camera off</Trans></Button>
        </>
      ) : (
        <Button block data-testid="camera-start" onClick={() => send({ type: 'START' })}><Trans>Scan with the camera</Trans></Button>
      )}
      {failure ? <Alert tone="warning">{i18n._(CAMERA_FAILURE_TEXTS[failure])}</Alert> : null}
    </div>
  );
}

function ManualEntry({ queue }: { queue: ScanQueueRef }) {
  const { t } = useLingui();
  const problem = useSelector(queue, (snapshot) => snapshot.context.entryProblem);
  const errors = problem === 'invalidSerial'
    ? [t`Enter the serial number as printed on the label: 4 to 40 letters and digits.`]
    : problem === 'alreadyQueued' ? [t`This serial number is already in the list.`] : undefined;
  return (
    <form
      className="app-scanner__entry"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const serial = String(new FormData(form).get('serial') ?? '');
        queue.send(scanEvent(serial, 'manual'));
        // Queued: the field is ready for the next label.
        if (queue.getSnapshot().context.entryProblem === null) form.reset();
      }}
    >
      <TextField label={t`Serial number`} name="serial" autoComplete="off" autoCapitalize="characters" spellCheck={false} errors={errors} />
      <Button type="submit" variant="secondary" data-testid="serial-add"><Trans>Add</Trans></Button>
    </form>
  );
}
