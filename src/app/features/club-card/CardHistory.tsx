import { useSuspenseQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { TopUpHistoryItem } from '../../../contract/club-card';
import { cardHistoryQuery } from '../../api/club-card-queries';
import { TopUpStatus } from '../../shell/CardStatuses';
import { EmptyState } from '../../ui/EmptyState';
import { Pagination } from '../../ui/Pagination';
import { Table, type TableColumn } from '../../ui/Table';
import { Money } from './Money';

/** SPEC §2/§4/§9: the card's top-ups, 4 a page (`?page=`), each status in its style; a failed one says to check the e-mail. */
export function CardHistory({ page }: { page: number }) {
  const { i18n, t } = useLingui();
  const { data } = useSuspenseQuery(cardHistoryQuery(page));
  const columns: TableColumn<TopUpHistoryItem>[] = [
    { key: 'date', header: t`Date`, cell: (item) => i18n.date(item.dateTime, { dateStyle: 'medium', timeStyle: 'short' }) },
    { key: 'points', header: t`Points`, cell: (item) => <Plural value={item.amount.points} one="# point" other="# points" />, align: 'end' },
    { key: 'money', header: t`On the card`, cell: (item) => <Money amount={item.amount.local} currency={item.amount.currency} />, align: 'end' },
    { key: 'status', header: t`Status`, cell: (item) => <TopUpStatus status={item.status} /> },
  ];
  return (
    <section className="app-club-card__history" aria-labelledby="history-heading">
      <h2 id="history-heading"><Trans>Top-up history</Trans></h2>
      {data.data.length === 0 ? (
        <EmptyState title={<Trans>No top-ups yet</Trans>}>
          <p><Trans>Every top-up appears here and you can follow it until it reaches your card.</Trans></p>
        </EmptyState>
      ) : (
        <Table caption={t`Top-ups of your club card`} hideCaption columns={columns} rows={data.data} rowKey={(item) => item.uuid} />
      )}
      <Pagination page={data.meta.current_page} lastPage={data.meta.last_page} />
    </section>
  );
}
