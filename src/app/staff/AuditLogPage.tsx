import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntryView } from '../../contract/staff';
import { Alert, Button, EmptyState, PageTitle, Skeleton, Table, type TableColumn } from '../ui';
import { NotAllowed } from './NotAllowed';
import { auditLogQuery } from './staff-queries';
import { staffMay } from './staff-session';

/** /staff/audit: what staff and the operator did, newest first, for admins (issue 27 §1). */
export function AuditLogPage() {
  if (!staffMay('audit.read')) return <NotAllowed />;
  return (
    <>
      <PageTitle subtitle={<Trans>Every staff write and emulation link, newest first. Nobody can change it.</Trans>}>
        <Trans>Audit log</Trans>
      </PageTitle>
      <AuditLog />
    </>
  );
}

function AuditLog() {
  const { t, i18n } = useLingui();
  const audit = useInfiniteQuery(auditLogQuery());
  if (audit.isPending) {
    return (
      <div className="staff-loading" aria-busy="true">
        <span className="ui-visually-hidden"><Trans>Loading the audit log…</Trans></span>
        <Skeleton shape="block" height="16rem" />
      </div>
    );
  }
  if (audit.isError) {
    return (
      <Alert tone="error">
        <p><Trans>The audit log could not be loaded.</Trans></p>
        <Button variant="secondary" onClick={() => void audit.refetch()}><Trans>Try again</Trans></Button>
      </Alert>
    );
  }
  const entries = audit.data.pages.flatMap((page) => page.data);
  if (entries.length === 0) return <EmptyState title={<Trans>Nothing recorded yet.</Trans>}><Trans>Staff writes and emulation links will show here.</Trans></EmptyState>;

  const columns: TableColumn<AuditEntryView>[] = [
    { key: 'at', header: t`When`, cell: (entry) => <time dateTime={entry.at}>{i18n.date(entry.at, { dateStyle: 'medium', timeStyle: 'medium' })}</time> },
    { key: 'by', header: t`Who`, cell: (entry) => entry.by },
    { key: 'action', header: t`What`, cell: (entry) => <code>{entry.action}</code> },
    { key: 'company', header: t`Company`, cell: (entry) => entry.company_id ?? '–', align: 'end' },
    { key: 'user', header: t`User`, cell: (entry) => entry.user_id ?? '–', align: 'end' },
    { key: 'ip', header: t`Address`, cell: (entry) => entry.client_ip ?? '–' },
    { key: 'details', header: t`Details`, cell: (entry) => <code className="staff-audit__details">{JSON.stringify(entry.details)}</code> },
  ];
  return (
    <div className="staff-audit">
      <Table caption={t`Audit entries`} hideCaption columns={columns} rows={entries} rowKey={(entry) => entry.id} stacked="tablet" />
      {audit.hasNextPage ? (
        <Button variant="secondary" loading={audit.isFetchingNextPage} onClick={() => void audit.fetchNextPage()}>
          <Trans>Show older entries</Trans>
        </Button>
      ) : (
        <p className="staff-audit__end"><Trans>That is the start of the log.</Trans></p>
      )}
      {audit.isFetchNextPageError ? <Alert tone="error"><p><Trans>The older entries could not be loaded.</Trans></p></Alert> : null}
    </div>
  );
}
