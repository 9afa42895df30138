import { Trans } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert, Button, EmptyState, Skeleton } from '../../ui';
import { companyListQuery, type CompanyList, type CompanyListRow } from './find-queries';


interface PagedListProps<L extends CompanyList> {
  company: string;
  list: L;
  /** Said while the first page loads, for screen readers. */
  loading: ReactNode;
  failed: ReactNode;
  empty: ReactNode;
  children: (rows: CompanyListRow<L>[]) => ReactNode;
}

/**
 * One of the company's paged lists: its first page, then "Show more" for each next one (the agent
 * scrolls one list rather than paging several), with the loading, error and empty states.
 */
export function PagedList<L extends CompanyList>({ company, list, loading, failed, empty, children }: PagedListProps<L>) {
  const query = useInfiniteQuery(companyListQuery(company, list));
  if (query.isPending) {
    return (
      <div aria-busy="true">
        <span className="ui-visually-hidden">{loading}</span>
        <Skeleton lines={6} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert tone="error">
        <p>{failed}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}><Trans>Try again</Trans></Button>
      </Alert>
    );
  }
  const rows = query.data.pages.flatMap((page) => page.data as CompanyListRow<L>[]);
  if (rows.length === 0) return <EmptyState title={empty} />;
  return (
    <div className="staff-company__list">
      {children(rows)}
      {query.hasNextPage ? (
        <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          <Trans>Show more</Trans>
        </Button>
      ) : null}
      {query.isFetchNextPageError ? <Alert tone="error"><p><Trans>The next page could not be loaded.</Trans></p></Alert> : null}
    </div>
  );
}
