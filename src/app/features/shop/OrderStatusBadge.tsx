import { useLingui } from '@lingui/react/macro';
import type { OrderStatus } from '../../../contract/shop';
import { Badge } from '../../ui';
import { ORDER_STATUS_LABELS, ORDER_STATUS_TONES } from './shop-texts';

/** An order's status in SPEC §4's style. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { i18n } = useLingui();
  return <Badge tone={ORDER_STATUS_TONES[status]}>{i18n._(ORDER_STATUS_LABELS[status])}</Badge>;
}
