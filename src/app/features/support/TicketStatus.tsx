import { useLingui } from '@lingui/react/macro';
import type { TicketStatusId } from '../../../contract/support';
import { ClockIcon, DoneCircleIcon, OpenCircleIcon } from '../../ui/icons';
import { STATUS_LABELS } from './support-texts';

const ICONS = { 1: OpenCircleIcon, 2: ClockIcon, 3: DoneCircleIcon } as const;

/** The status icon with its name for screen readers and on hover. */
export function TicketStatus({ status }: { status: TicketStatusId }) {
  const { i18n } = useLingui();
  const Icon = ICONS[status];
  const label = i18n._(STATUS_LABELS[status]);
  return (
    <span className={`app-ticket__status app-ticket__status--${status}`} role="img" aria-label={label} title={label}>
      <Icon />
    </span>
  );
}
