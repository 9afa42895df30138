import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { CONTENT_TYPES } from '../../../contract/content';
import { UI_LANGUAGE_CODES } from '../../../contract/languages';
import type { StaffContentItem } from '../../../contract/staff-content';
import { Badge, EmptyState, PageTitle, Pagination, Select, Table, type TableColumn } from '../../ui';
import { buttonClassName } from '../../ui/core';
import { NotAllowed } from '../NotAllowed';
import { StaffLink } from '../StaffLink';
import { staffMay } from '../staff-session';
import { contentListQuery, type ContentSearch } from './content-api';
import { CONTENT_TYPE_NAMES, languageLabel, regionChoices, regionLabel } from './content-texts';
import './content-desk.css';
import { StaffLoadFailed, StaffLoading } from '../QueryStates';

/** /staff/content: every item of the member's regions, scheduled and hidden too, newest first, filtered by type, region and language. */
export function ContentListPage({ search }: { search: ContentSearch }) {
  if (!staffMay('content.manage')) return <NotAllowed />;
  return (
    <>
      <PageTitle subtitle={<Trans>News, videos and links per region. A future date schedules an item.</Trans>}>
        <Trans>Content</Trans>
      </PageTitle>
      <div className="staff-content__actions">
        <StaffLink href="/staff/content/new" className={buttonClassName('primary')}><Trans>New item</Trans></StaffLink>
        <StaffLink href="/staff/content/serials" className={buttonClassName('secondary')}><Trans>Import serial numbers</Trans></StaffLink>
      </div>
      <ContentFilters search={search} />
      <ContentList search={search} />
    </>
  );
}

function ContentFilters({ search }: { search: ContentSearch }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  // A filter is part of the address (a reload or a shared link keeps it) and starts at page 1.
  const filter = (key: 'type' | 'region' | 'language') => (event: { target: { value: string } }) =>
    void router.navigate({ to: '/staff/content', search: { ...search, page: undefined, [key]: event.target.value || undefined } } as never);
  const any = { value: '', label: t`Any` };
  return (
    <div className="staff-content__filters" role="search" aria-label={t`Filter the content`}>
      <Select label={t`Type`} value={search.type ?? ''} onChange={filter('type')}
        options={[any, ...CONTENT_TYPES.map((type) => ({ value: type, label: t(CONTENT_TYPE_NAMES[type]) }))]} />
      <Select label={t`Region`} value={search.region ?? ''} onChange={filter('region')} options={[any, ...regionChoices(i18n)]} />
      <Select label={t`Language`} value={search.language ?? ''} onChange={filter('language')}
        options={[any, ...UI_LANGUAGE_CODES.map((code) => ({ value: code, label: languageLabel(code) }))]} />
    </div>
  );
}

function ContentList({ search }: { search: ContentSearch }) {
  const { t, i18n } = useLingui();
  const list = useQuery(contentListQuery(search));
  if (list.isPending) {
    return (
      <StaffLoading height="16rem"><Trans>Loading the content…</Trans></StaffLoading>
    );
  }
  if (list.isError) {
    return (
      <StaffLoadFailed onRetry={() => void list.refetch()}><Trans>The content could not be loaded.</Trans></StaffLoadFailed>
    );
  }
  if (list.data.data.length === 0) return <EmptyState title={<Trans>Nothing here yet.</Trans>}><Trans>No item matches these filters.</Trans></EmptyState>;
  const columns: TableColumn<StaffContentItem>[] = [
    {
      key: 'title', header: t`Title`,
      cell: (item) => (item.type === 'hero' ? item.title : <StaffLink href={`/staff/content/${item.uuid}`}>{item.title}</StaffLink>),
    },
    { key: 'type', header: t`Type`, cell: (item) => t(CONTENT_TYPE_NAMES[item.type]) },
    { key: 'region', header: t`Region`, cell: (item) => regionLabel(i18n, item.region) },
    { key: 'language', header: t`Language`, cell: (item) => languageLabel(item.language) },
    { key: 'published', header: t`Published`, cell: (item) => <time dateTime={item.published_at}>{i18n.date(item.published_at, { dateStyle: 'medium', timeStyle: 'short' })}</time> },
    { key: 'state', header: t`State`, cell: (item) => <ContentState item={item} /> },
  ];
  return (
    <div className="staff-content__list">
      <Table caption={t`Content items`} hideCaption columns={columns} rows={list.data.data} rowKey={(item) => item.uuid} stacked="tablet" />
      <Pagination page={list.data.meta.current_page} lastPage={list.data.meta.last_page} />
    </div>
  );
}

/** Scheduled and hidden items are marked: members do not see them (yet). */
export function ContentState({ item }: { item: Pick<StaffContentItem, 'scheduled' | 'visible'> }) {
  return (
    <span className="staff-content__state">
      {item.scheduled ? <Badge tone="warning"><Trans>Scheduled</Trans></Badge> : null}
      {item.visible ? (item.scheduled ? null : <Badge tone="success"><Trans>Published</Trans></Badge>) : <Badge tone="neutral"><Trans>Hidden</Trans></Badge>}
    </span>
  );
}
