import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PointsHistoryEntry } from '../../../contract/points';
import { pointsHistoryQuery } from '../../api/points-queries';
import { Badge, EmptyState, Pagination, Skeleton, Table, type BadgeTone, type TableColumn } from '../../ui';
import { REASON_LABELS, TIER_NAMES, VARIATION_LABELS } from './club-texts';

const TONES: Record<PointsHistoryEntry['variation'], BadgeTone> = { positive: 'success', negative: 'neutral', reserved: 'warning', expired: 'danger' };

/** SPEC §2 /balance "history": the ledger paged (page in the query string), with what each entry came from. */
export function PointsHistory({ page }: { page: number }) {
  const { i18n, t } = useLingui();
  const { data } = useSuspenseQuery(pointsHistoryQuery(page));
  if (data.meta.total === 0) {
    return <EmptyState title={<Trans>No points yet</Trans>}><p><Trans>Points you earn and spend will be listed here.</Trans></p></EmptyState>;
  }
  const columns: TableColumn<PointsHistoryEntry>[] = [
    { key: 'date', header: t`Date`, cell: (e) => i18n.date(e.created_at, { dateStyle: 'medium' }) },
    { key: 'reason', header: t`Reason`, cell: (e) => <Reason entry={e} /> },
    { key: 'source', header: t`From`, cell: (e) => <Source entry={e} /> },
    { key: 'variation', header: t`Change`, cell: (e) => <Badge tone={TONES[e.variation]}>{i18n._(VARIATION_LABELS[e.variation])}</Badge> },
    { key: 'points', header: t`Points`, align: 'end', cell: (e) => <span className={`app-ledger-points app-ledger-points--${e.variation}`}>{e.variation === 'positive' ? '+' : '−'}{i18n.number(e.points)}</span> },
  ];
  return (
    <>
      <Table caption={<Trans>Points history</Trans>} hideCaption columns={columns} rows={data.data} rowKey={(e) => e.uuid} />
      <Pagination page={data.meta.current_page} lastPage={data.meta.last_page} />
    </>
  );
}

function Reason({ entry }: { entry: PointsHistoryEntry }) {
  const { i18n } = useLingui();
  const tier = entry.options.tier;
  const tierName = tier ? i18n._(TIER_NAMES[tier.category as keyof typeof TIER_NAMES]) : '';
  const level = tier?.level ?? 0;
  return (
    <span className="app-history__reason">
      {i18n._(REASON_LABELS[entry.event])}
      {tier ? <span className="app-history__detail"><Trans>{tierName}, level {level}</Trans></span> : null}
    </span>
  );
}

function Source({ entry }: { entry: PointsHistoryEntry }) {
  const { project, order } = entry.options;
  const installer = entry.installer ? `${entry.installer.name} ${entry.installer.surname}` : null;
  const projectId = project?.id ?? 0;
  const orderNumber = order?.order_number ?? '';
  return (
    <span className="app-history__source">
      {project ? <Link to="/projects/$uuid" params={{ uuid: project.uuid }}><Trans>Project {projectId}</Trans></Link> : null}
      {order ? <Link to="/orders/$uuid" params={{ uuid: order.uuid }}><Trans>Order {orderNumber}</Trans></Link> : null}
      {installer ? <span className="app-history__detail">{installer}</span> : null}
      {!project && !order && !installer ? <span className="app-history__detail"><Trans>The club</Trans></span> : null}
    </span>
  );
}

export function PointsHistorySkeleton() {
  return <div className="app-history--loading"><Skeleton lines={8} /></div>;
}
