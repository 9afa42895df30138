import { useSuspenseQuery } from '@tanstack/react-query';
import { useActorRef, useMachine, useSelector } from '@xstate/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { PROJECT_STATUS, SCAN_FLAG, type ProductScan, type Project } from '../../../contract/projects';
import type { ScanInQueue } from '../../../../machines/scan-queue-machine';
import { projectQuery } from '../../api/project-queries';
import { useLeaveOn } from '../../routing/use-leave';
import { Button } from '../../ui';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { addressLine } from './project-facts';
import { appProjectRemovalMachine, appScanQueueMachine, appScanRemovalMachine } from './project-actors';
import { SCAN_FLAG_LABELS, scanProductText } from './project-texts';
import { ProjectHeader } from './ProjectHeader';
import { RefusedScans } from './RefusedScans';
import { ScanEntry } from './ScanEntry';
import './projects.css';

export type ScanQueueRef = ActorRefFrom<typeof appScanQueueMachine>;

/** /projects/{uuid}: the project's products, scanning while it is in progress (SPEC §2, §4). */
export function ProjectPage({ uuid }: { uuid: string }) {
  const { data: project } = useSuspenseQuery(projectQuery(uuid));
  // A new queue for each project opened.
  return <ProjectScans key={project.uuid} project={project} />;
}

function ProjectScans({ project }: { project: Project }) {
  const inProgress = project.status.id === PROJECT_STATUS.inProgress;
  const queue = useActorRef(appScanQueueMachine, { input: { projectUuid: project.uuid, online: navigator.onLine } });
  const queued = useSelector(queue, (snapshot) => snapshot.context.scans);
  // A refused code is no product of the project: it shows apart (RefusedScans).
  const waiting = queued.filter((scan) => scan.refusal === null);

  // The browser's word on the connection is the queue's cue to send or to wait.
  useEffect(() => {
    const online = () => queue.send({ type: 'ONLINE' });
    const offline = () => queue.send({ type: 'OFFLINE' });
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [queue]);

  return (
    <>
      <ProjectHeader project={project} current="scans" />
      {inProgress ? <ScanEntry queue={queue} /> : null}
      <RefusedScans queue={queue} scans={queued} />
      <section className="app-card" aria-labelledby="scans-heading">
        <h2 id="scans-heading"><Trans>Scanned products</Trans></h2>
        <WaitingScans scans={waiting} />
        {project.products.length === 0 && waiting.length === 0 ? (
          <EmptyState title={<Trans>No products scanned yet</Trans>}>
            {inProgress ? <p><Trans>Scan the code on each product label with the camera, or enter its serial number.</Trans></p> : null}
          </EmptyState>
        ) : (
          <ScanList project={project} />
        )}
      </section>
      {inProgress && project.products.length === 0 && waiting.length === 0 ? <DeleteProject project={project} /> : null}
    </>
  );
}

/** Scans on their way: written on the device, waiting for a connection or their turn. */
function WaitingScans({ scans }: { scans: ScanInQueue[] }) {
  const { t } = useLingui();
  if (scans.length === 0) return null;
  return (
    <ul className="app-scan-list app-scan-list--queued" aria-label={t`Scans not sent yet`}>
      {scans.map((scan) => (
        <li key={scan.id} className="app-scan app-scan--pending" data-testid="queued-scan">
          <span className="app-scan__serial">{scan.serial}</span>
          <span className="app-scan__details"><Trans>Waiting to be sent</Trans></span>
          <span className="app-scan__side"><span className="app-status app-status--grey"><Trans>Pending</Trans></span></span>
        </li>
      ))}
    </ul>
  );
}

/** The registered scans with type, size, variant and date; flags once the project is in review or closed. */
function ScanList({ project }: { project: Project }) {
  const { t } = useLingui();
  const inProgress = project.status.id === PROJECT_STATUS.inProgress;
  const [removal, send] = useMachine(appScanRemovalMachine);
  const target = removal.context.target;
  const serial = target?.label ?? '';
  return (
    <>
      <ul className="app-scan-list">
        {project.products.map((scan) => (
          <ScanItem key={scan.uuid} scan={scan} onRemove={inProgress ? () => send({ type: 'ASK', target: { id: scan.uuid, label: scan.serial_number } }) : null} />
        ))}
      </ul>
      <ConfirmDialog
        open={removal.matches('confirming') || removal.matches('removing')}
        title={<Trans>Remove the scan of {serial}?</Trans>}
        confirmLabel={t`Remove`}
        cancelLabel={t`Cancel`}
        busy={removal.matches('removing')}
        error={removal.context.failed ? t`The scan could not be removed. Please try again.` : null}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      >
        <p><Trans>The product leaves the project and its serial number can be scanned again.</Trans></p>
      </ConfirmDialog>
    </>
  );
}

function ScanItem({ scan, onRemove }: { scan: ProductScan; onRemove: (() => void) | null }) {
  const { i18n, t } = useLingui();
  const details = scanProductText(i18n, scan);
  const date = i18n.date(new Date(scan.created_at), { dateStyle: 'medium', timeStyle: 'short' });
  const flagTone = scan.flag === 1 ? 'green' : scan.flag === 2 ? 'yellow' : 'red';
  const rejectionReason = scan.rejection_reason;
  const reward = scan.points;
  return (
    <li className="app-scan" data-testid="scan">
      <span className="app-scan__serial">{scan.serial_number}</span>
      <span className="app-scan__details">{details} · <time dateTime={scan.created_at}>{date}</time></span>
      {scan.rejection_reason ? <span className="app-scan__reason"><Trans>Why it was rejected: {rejectionReason}</Trans></span> : null}
      <span className="app-scan__side">
        {/* Its base points, unless review rejected it. */}
        {scan.flag === SCAN_FLAG.rejected ? null : <span className="app-scan__points"><Plural value={reward} one="+# point" other="+# points" /></span>}
        {scan.flag !== null ? <span className={`app-status app-status--${flagTone}`}>{i18n._(SCAN_FLAG_LABELS[scan.flag])}</span> : null}
        {onRemove ? (
          <Button variant="link" onClick={onRemove} aria-label={t`Remove ${scan.serial_number}`}><Trans>Remove</Trans></Button>
        ) : null}
      </span>
    </li>
  );
}

/** SPEC §4: a project without scans can be deleted, after a confirm. */
function DeleteProject({ project }: { project: Project }) {
  const { t } = useLingui();
  const [removal, send, removalActor] = useMachine(appProjectRemovalMachine);
  useLeaveOn(removalActor, 'removed', () => ({ to: '/projects', replace: true }));
  const address = addressLine(project);
  return (
    <>
      <Button variant="secondary" onClick={() => send({ type: 'ASK', target: { id: project.uuid, label: address } })}>
        <Trans>Delete project</Trans>
      </Button>
      <ConfirmDialog
        open={removal.matches('confirming') || removal.matches('removing')}
        title={<Trans>Delete the project {address}?</Trans>}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        busy={removal.matches('removing')}
        error={removal.context.failed ? t`The project could not be deleted. Please try again.` : null}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </>
  );
}
