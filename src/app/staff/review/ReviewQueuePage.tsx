import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReviewQueueEntry } from '../../../contract/staff-review';
import { Badge, EmptyState, PageTitle, Pagination, Table, type TableColumn } from '../../ui';
import { NotAllowed } from '../NotAllowed';
import { StaffLink } from '../StaffLink';
import { staffMay } from '../staff-session';
import { reviewQueueQuery } from './review-queries';
import { FLAG_REASON_TEXTS } from './review-texts';
import { StaffLoadFailed, StaffLoading } from '../QueryStates';

/** /staff/review: projects flagged by the fraud rules, the longest-waiting first (issue 27 §2). */
export function ReviewQueuePage({ page }: { page: number }) {
  if (!staffMay('review.decide')) return <NotAllowed />;
  return (
    <>
      <PageTitle subtitle={<Trans>Projects whose scans the fraud rules flagged, the longest-waiting first.</Trans>}>
        <Trans>Review queue</Trans>
      </PageTitle>
      <ReviewQueue page={page} />
    </>
  );
}

function ReviewQueue({ page }: { page: number }) {
  const { t, i18n } = useLingui();
  const queue = useQuery(reviewQueueQuery(page));
  if (queue.isPending) {
    return (
      <StaffLoading height="16rem"><Trans>Loading the review queue…</Trans></StaffLoading>
    );
  }
  if (queue.isError) {
    return (
      <StaffLoadFailed onRetry={() => void queue.refetch()}><Trans>The review queue could not be loaded.</Trans></StaffLoadFailed>
    );
  }
  if (queue.data.data.length === 0) {
    return <EmptyState title={<Trans>Nothing to review.</Trans>}><Trans>Projects with flagged scans will show here.</Trans></EmptyState>;
  }
  const columns: TableColumn<ReviewQueueEntry>[] = [
    {
      key: 'project', header: t`Project`,
      cell: (entry) => (
        <StaffLink href={`/staff/review/${entry.uuid}`} className="staff-review__project">
          {entry.name ? <>{entry.name}<br /></> : null}{entry.address}
        </StaffLink>
      ),
    },
    { key: 'company', header: t`Company`, cell: (entry) => <>{entry.company.name} <Badge tone="neutral">{entry.company.region.toUpperCase()}</Badge></> },
    {
      key: 'since', header: t`Waiting since`,
      cell: (entry) => (entry.in_review_since ? <time dateTime={entry.in_review_since}>{i18n.date(entry.in_review_since, { dateStyle: 'medium', timeStyle: 'short' })}</time> : '–'),
    },
    {
      key: 'flagged', header: t`Flagged scans`,
      cell: (entry) => (
        <ul className="staff-review__flags">
          {entry.flagged.map((scan) => (
            <li key={scan.uuid}><code>{scan.serial_number}</code> {scan.reason ? <Badge tone="warning">{i18n._(FLAG_REASON_TEXTS[scan.reason])}</Badge> : null}</li>
          ))}
        </ul>
      ),
    },
    { key: 'scans', header: t`Scans`, cell: (entry) => entry.scans, align: 'end' },
  ];
  return (
    <div className="staff-review">
      <Table caption={t`Projects in review`} hideCaption columns={columns} rows={queue.data.data} rowKey={(entry) => entry.uuid} stacked="tablet" />
      <Pagination page={page} lastPage={queue.data.meta.last_page} />
    </div>
  );
}
