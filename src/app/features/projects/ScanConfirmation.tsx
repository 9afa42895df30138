import { useSelector } from '@xstate/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CheckIcon } from '../../ui/icons';
import { scanProductText } from './project-texts';
import type { ScanQueueRef } from './ProjectPage';

/**
 * The moment of reward (issue 28): the product the server registered last, with the base points it
 * earns once the project closes with it accepted, and what this visit's scans add up to. A live
 * region from the start, so that each new confirmation is read out.
 */
export function ScanConfirmation({ queue }: { queue: ScanQueueRef }) {
  const { i18n } = useLingui();
  const last = useSelector(queue, (snapshot) => snapshot.context.lastRegistered);
  const visit = useSelector(queue, (snapshot) => snapshot.context.registeredThisVisit);
  // Named as in the closing message's "+N points", so both share one translation.
  const reward = last?.points ?? 0;
  const visitScans = visit.scans;
  const visitPoints = visit.points;
  return (
    <div role="status" className="app-scan-reward-region">
      {last ? (
        <div className="app-scan-reward" data-testid="scan-confirmation">
          <span className="app-scan-reward__icon"><CheckIcon /></span>
          <div className="app-scan-reward__text">
            <p className="app-scan-reward__title"><Trans>Added to the project</Trans></p>
            <p>{scanProductText(i18n, last)}</p>
            <p className="app-scan__serial">{last.serial_number}</p>
          </div>
          <p className="app-scan-reward__points">
            <strong><Plural value={reward} one="+# point" other="+# points" /></strong>
            <span><Trans>when the project closes</Trans></span>
          </p>
          {visitScans > 1 ? (
            <p className="app-scan-reward__visit">
              <Plural value={visitScans} one="# product added on this visit" other="# products added on this visit" />
              {' · '}
              <Plural value={visitPoints} one="# point in all" other="# points in all" />
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
