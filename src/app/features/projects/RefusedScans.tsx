import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ScanInQueue } from '../../../../machines/scan-queue-machine';
import { Button } from '../../ui';
import { SCAN_REFUSAL_ADVICE, SCAN_REFUSAL_TEXTS } from './project-texts';
import type { ScanQueueRef } from './ProjectPage';

/**
 * The codes the server refused, apart from the scanned products (issue 28): each with the reason,
 * what to do, and a way to dismiss it. Announced as they arrive.
 */
export function RefusedScans({ queue, scans }: { queue: ScanQueueRef; scans: ScanInQueue[] }) {
  const refused = scans.filter((scan) => scan.refusal !== null);
  return (
    <div aria-live="polite">
      {refused.length > 0 ? (
        <section className="app-card app-refused" aria-labelledby="refused-heading">
          <h2 id="refused-heading"><Trans>Codes not added</Trans></h2>
          <ul className="app-scan-list">
            {refused.map((scan) => <RefusedScan key={scan.id} scan={scan} onDismiss={() => queue.send({ type: 'DISMISS', id: scan.id })} />)}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function RefusedScan({ scan, onDismiss }: { scan: ScanInQueue; onDismiss: () => void }) {
  const { i18n, t } = useLingui();
  const refusal = scan.refusal ?? 'other';
  const advice = SCAN_REFUSAL_ADVICE[refusal];
  const serial = scan.serial;
  return (
    <li className="app-scan app-scan--refused" data-testid="refused-scan">
      <span className="app-scan__serial">{serial}</span>
      <span className="app-scan__reason">{i18n._(SCAN_REFUSAL_TEXTS[refusal])}</span>
      <span className="app-scan__advice">
        {i18n._(advice.text)}
        {advice.goTo === 'support' ? <> <Link to="/support/chat/new"><Trans>Write to support</Trans></Link></> : null}
        {advice.goTo === 'newProject' ? <> <Link to="/projects/add"><Trans>Start a project</Trans></Link></> : null}
      </span>
      <span className="app-scan__side">
        <Button variant="link" onClick={onDismiss} aria-label={t`Dismiss ${serial}`}><Trans>Dismiss</Trans></Button>
      </span>
    </li>
  );
}
