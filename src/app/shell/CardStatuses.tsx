/** The club card's statuses, shared by the club card page and the order page (signed-in catalog). */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { CARD_STATUS, FAILED_TOP_UP_STATUSES, type TopUpStatus as Status } from '../../contract/club-card';
import { Badge, type BadgeTone } from '../ui';

/** SPEC §3 request status labels. */
const LABELS: Record<Status, MessageDescriptor> = {
  SUBMITTED: msg`Submitted`,
  PENDING: msg`Pending`,
  SUCCEEDED: msg`Loaded`,
  REFUSED: msg`Refused`,
  REJECTED: msg`Rejected`,
};

/** SPEC §4 top-up history: SUCCEEDED positive, PENDING warning, REFUSED and REJECTED failed. */
const TONES: Record<Status, BadgeTone> = {
  SUBMITTED: 'neutral',
  PENDING: 'warning',
  SUCCEEDED: 'success',
  REFUSED: 'danger',
  REJECTED: 'danger',
};

/**
 * A top-up's status in SPEC §4's style, a failed one with the hint to check the e-mail (SPEC §8):
 * the club card page's history and a top-up order's page show it alike.
 */
export function TopUpStatus({ status }: { status: Status }) {
  const { i18n } = useLingui();
  return (
    <span className="app-top-up-status">
      <Badge tone={TONES[status]}>{i18n._(LABELS[status])}</Badge>
      {FAILED_TOP_UP_STATUSES.includes(status)
        ? <span className="app-top-up-status__hint"><Trans>The points are back. Check your e-mail for the reason.</Trans></span> : null}
    </span>
  );
}

/** A card's status as the issuer reports it (SPEC §4): ACTIVE, ISSUED (to be activated), any other inactive. */
export function CardStatus({ status }: { status: string }) {
  if (status === CARD_STATUS.active) return <Badge tone="success"><Trans>Active</Trans></Badge>;
  if (status === CARD_STATUS.issued) return <Badge tone="warning"><Trans>Issued, not activated yet</Trans></Badge>;
  return <Badge tone="danger"><Trans>Inactive</Trans></Badge>;
}
