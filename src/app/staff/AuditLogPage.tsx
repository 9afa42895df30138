import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { isAuditAction } from '../../contract/audit-actions';
import type { AuditEntryView } from '../../contract/staff';
import { Alert, Button, EmptyState, PageTitle, Table, TextField, type TableColumn } from '../ui';
import { auditActionLabel } from './audit-action-labels';
import { auditDetails } from './audit-details';
import { NotAllowed } from './NotAllowed';
import { StaffLink } from './StaffLink';
import { auditLogQuery, type AuditFilter } from './staff-queries';
import { staffMay } from './staff-session';
import { StaffLoadFailed, StaffLoading } from './QueryStates';

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

/** The filter lives in the address (?action=&by=), so a filtered log can be linked and reloaded. */
function useAuditFilter(): AuditFilter {
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return { action: text(search.action), by: text(search.by) };
}

function AuditFilterForm({ filter }: { filter: AuditFilter }) {
  const { t } = useLingui();
  const router = useRouter();
  return (
    <form
      // A new filter is a new form: its fields start from the address.
      key={`${filter.action}|${filter.by}`}
      className="staff-audit__filter"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const params = new URLSearchParams();
        for (const name of ['action', 'by']) {
          const value = String(form.get(name) ?? '').trim();
          if (value) params.set(name, value);
        }
        void router.navigate({ href: `/staff/audit${params.size > 0 ? `?${params}` : ''}` });
      }}
    >
      <TextField name="action" label={t`Action`} hint={t`Its start is enough: "staff." finds every account change.`} defaultValue={filter.action} />
      <TextField name="by" label={t`Who`} hint={t`A staff e-mail, or "operator".`} defaultValue={filter.by} />
      <div className="staff-audit__filter-actions">
        <Button type="submit" variant="secondary"><Trans>Filter</Trans></Button>
        {filter.action || filter.by ? <StaffLink href="/staff/audit" className="staff-audit__clear"><Trans>Show everything</Trans></StaffLink> : null}
      </div>
    </form>
  );
}

function AuditLog() {
  const filter = useAuditFilter();
  return (
    <div className="staff-audit">
      <AuditFilterForm filter={filter} />
      <AuditEntries filter={filter} />
    </div>
  );
}

function AuditEntries({ filter }: { filter: AuditFilter }) {
  const { t, i18n } = useLingui();
  const audit = useInfiniteQuery(auditLogQuery(filter));
  if (audit.isPending) {
    return (
      <StaffLoading height="16rem"><Trans>Loading the audit log…</Trans></StaffLoading>
    );
  }
  if (audit.isError) {
    return (
      <StaffLoadFailed onRetry={() => void audit.refetch()}><Trans>The audit log could not be loaded.</Trans></StaffLoadFailed>
    );
  }
  const entries = audit.data.pages.flatMap((page) => page.data);
  if (entries.length === 0) {
    return filter.action || filter.by
      ? <EmptyState title={<Trans>No entries match the filter.</Trans>} />
      : <EmptyState title={<Trans>Nothing recorded yet.</Trans>}><Trans>Staff writes and emulation links will show here.</Trans></EmptyState>;
  }

  const columns: TableColumn<AuditEntryView>[] = [
    { key: 'at', header: t`When`, cell: (entry) => <time dateTime={entry.at}>{i18n.date(entry.at, { dateStyle: 'medium', timeStyle: 'medium' })}</time> },
    {
      key: 'by', header: t`Who`,
      cell: (entry) => (entry.by === 'operator'
        ? <Trans>Operator (server shell)</Trans>
        : <span className="staff-audit__who"><span>{entry.by_name}</span><span className="staff-audit__muted">{entry.by}</span></span>),
    },
    { key: 'action', header: t`What`, cell: (entry) => <AuditAction code={entry.action} /> },
    {
      key: 'company', header: t`Company`,
      cell: (entry) => (entry.company ? <StaffLink href={`/staff/companies/${entry.company.uuid}`}>{entry.company.name}</StaffLink> : '–'),
    },
    { key: 'user', header: t`User`, cell: (entry) => entry.user?.name ?? '–' },
    { key: 'details', header: t`Details`, cell: (entry) => <AuditDetails entry={entry} /> },
    { key: 'ip', header: t`Address`, cell: (entry) => entry.client_ip ?? '–' },
  ];
  return (
    <>
      <Table caption={t`Audit entries`} hideCaption columns={columns} rows={entries} rowKey={(entry) => entry.id} stacked="tablet" />
      {audit.hasNextPage ? (
        <Button variant="secondary" loading={audit.isFetchingNextPage} onClick={() => void audit.fetchNextPage()}>
          <Trans>Show older entries</Trans>
        </Button>
      ) : (
        <p className="staff-audit__end"><Trans>That is the start of the log.</Trans></p>
      )}
      {audit.isFetchNextPageError ? <Alert tone="error"><p><Trans>The older entries could not be loaded.</Trans></p></Alert> : null}
    </>
  );
}

/** What was done in words, its code under it (the filter searches by code); a code without words as it is. */
export function AuditAction({ code }: { code: string }) {
  const { i18n } = useLingui();
  if (!isAuditAction(code)) return <code>{code}</code>;
  return (
    <span className="staff-audit__what">
      <span>{auditActionLabel(i18n, code)}</span>
      <code className="staff-audit__code">{code}</code>
    </span>
  );
}

function AuditDetails({ entry }: { entry: AuditEntryView }) {
  const { i18n } = useLingui();
  const pairs = auditDetails(i18n, entry);
  if (pairs.length === 0) return '–';
  return (
    <dl className="staff-audit__details">
      {pairs.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
