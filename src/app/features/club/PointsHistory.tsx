import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PointsHistoryEntry, PointsHistoryGroup, PointsHistoryProject } from '../../../contract/points';
import { pointsHistoryQuery } from '../../api/points-queries';
import { Badge, EmptyState, Pagination, Skeleton, type BadgeTone } from '../../ui';
import { REASON_LABELS, TIER_NAMES, VARIATION_LABELS } from './club-texts';

const TONES: Record<PointsHistoryEntry['variation'], BadgeTone> = { positive: 'success', negative: 'neutral', reserved: 'warning', expired: 'danger' };

/**
 * SPEC §2 /balance "history": the ledger paged (page in the query string). A project's entries are
 * one line named by its address, opened to show them (issue 28: a line per scan was 6,500 px on a phone).
 */
export function PointsHistory({ page }: { page: number }) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(pointsHistoryQuery(page));
  if (data.meta.total === 0) {
    return <EmptyState title={<Trans>No points yet</Trans>}><p><Trans>Points you earn and spend will be listed here.</Trans></p></EmptyState>;
  }
  return (
    <>
      <ul className="app-history" aria-label={t`Points history`}>
        {data.data.map((group) => (
          <li key={group.entries[0]?.uuid} className="app-history__item">
            {group.project ? <ProjectGroup group={group} project={group.project} /> : group.entries.map((entry) => <EntryLine key={entry.uuid} entry={entry} />)}
          </li>
        ))}
      </ul>
      <Pagination page={data.meta.current_page} lastPage={data.meta.last_page} />
    </>
  );
}

/** "ul. Lipowa 8, Kraków": how installers tell their projects apart. */
const addressOf = ({ street, house_number, city }: PointsHistoryProject) =>
  [[street, house_number].filter(Boolean).join(' '), city].filter(Boolean).join(', ');

function ProjectGroup({ group, project }: { group: PointsHistoryGroup; project: PointsHistoryProject }) {
  const { i18n } = useLingui();
  return (
    <details className="app-history__group">
      <summary className="app-history__line">
        <span className="app-history__date">{i18n.date(group.created_at, { dateStyle: 'medium' })}</span>
        <span className="app-history__title">{addressOf(project)}</span>
        <Points points={Math.abs(group.points)} gained={group.points >= 0} />
      </summary>
      <div className="app-history__entries">
        <Link to="/projects/$uuid" params={{ uuid: project.uuid }}><Trans>Open the project</Trans></Link>
        {group.entries.map((entry) => <EntryLine key={entry.uuid} entry={entry} />)}
      </div>
    </details>
  );
}

function EntryLine({ entry }: { entry: PointsHistoryEntry }) {
  const { i18n } = useLingui();
  return (
    <div className="app-history__line">
      <span className="app-history__date">{i18n.date(entry.created_at, { dateStyle: 'medium' })}</span>
      <span className="app-history__title">
        <Reason entry={entry} />
        <Source entry={entry} />
      </span>
      <span className="app-history__change">
        <Badge tone={TONES[entry.variation]}>{i18n._(VARIATION_LABELS[entry.variation])}</Badge>
        <Points points={entry.points} gained={entry.variation === 'positive'} variation={entry.variation} />
      </span>
    </div>
  );
}

function Points({ points, gained, variation }: { points: number; gained: boolean; variation?: PointsHistoryEntry['variation'] }) {
  const { i18n } = useLingui();
  const tone = variation ?? (gained ? 'positive' : 'negative');
  return <span className={`app-ledger-points app-ledger-points--${tone}`}>{gained ? '+' : '−'}{i18n.number(points)}</span>;
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

/** What the entry came from besides its project (the group names that): an order, an installer or the club. */
function Source({ entry }: { entry: PointsHistoryEntry }) {
  const { project, order } = entry.options;
  const installer = entry.installer ? `${entry.installer.name} ${entry.installer.surname}` : null;
  const orderNumber = order?.order_number ?? '';
  return (
    <span className="app-history__source">
      {order ? <Link to="/orders/$uuid" params={{ uuid: order.uuid }}><Trans>Order {orderNumber}</Trans></Link> : null}
      {installer ? <span className="app-history__detail">{installer}</span> : null}
      {!project && !order && !installer ? <span className="app-history__detail"><Trans>The club</Trans></span> : null}
    </span>
  );
}

export function PointsHistorySkeleton() {
  return <div className="app-history--loading"><Skeleton lines={8} /></div>;
}
