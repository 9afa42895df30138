import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { PointsHistoryEntry } from '../../../contract/points';
import type { Project, ProductScan, ProjectStatusId } from '../../../contract/projects';
import type { OrderSummary, ShopProductType } from '../../../contract/shop';
import type { StaffCompanyView } from '../../../contract/staff';
import type { Ticket } from '../../../contract/support';
import type { TopUpHistoryItem } from '../../../contract/club-card';
import { REASON_LABELS, VARIATION_LABELS } from '../../features/club/club-texts';
import { Money } from '../../features/club-card/Money';
import { PRODUCT_TYPE_LABELS, PROJECT_STATUS_LABELS, PROJECT_STATUS_TONES, SCAN_FLAG_LABELS } from '../../features/projects/project-texts';
import { OrderStatusBadge } from '../../features/shop/OrderStatusBadge';
import { STATUS_LABELS as TICKET_STATUS_LABELS } from '../../features/support/support-texts';
import { TopUpStatus } from '../../shell/CardStatuses';
import { Badge, Card, EmptyState, Skeleton, Table, type BadgeTone, type TableColumn } from '../../ui';
import { companyTicketsQuery } from './find-queries';
import { PagedList } from './PagedList';
import { StaffLoadFailed } from '../QueryStates';

const VARIATION_TONES: Record<PointsHistoryEntry['variation'], BadgeTone> = { positive: 'success', negative: 'neutral', reserved: 'warning', expired: 'danger' };
/** SPEC §4's project colours in the console's badges. */
const PROJECT_TONES: Record<(typeof PROJECT_STATUS_TONES)[ProjectStatusId], BadgeTone> = { blue: 'brand', green: 'success', grey: 'neutral', yellow: 'warning' };
const FLAG_TONES: Record<NonNullable<ProductScan['flag']>, BadgeTone> = { 1: 'success', 2: 'warning', 3: 'danger' };

/** The shop's order types as the console names them. */
const ORDER_TYPE_NAMES: Record<ShopProductType, MessageDescriptor> = {
  voucher: msg`Voucher`,
  product: msg`Product`,
  marketing_service: msg`Marketing service`,
  club_card: msg`Club card`,
  top_up: msg`Card top-up`,
  marketing_material: msg`Marketing material`,
};

function When({ at, time = false }: { at: string; time?: boolean }) {
  const { i18n } = useLingui();
  return <time dateTime={at}>{i18n.date(at, time ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' })}</time>;
}

/** The ledger, each entry with its reason and what it came from (project, order, installer). */
export function LedgerPanel({ company }: { company: string }) {
  const { t, i18n } = useLingui();
  const columns: TableColumn<PointsHistoryEntry>[] = [
    { key: 'date', header: t`Date`, cell: (entry) => <When at={entry.created_at} /> },
    { key: 'reason', header: t`Reason`, cell: (entry) => i18n._(REASON_LABELS[entry.event]) },
    { key: 'source', header: t`From`, cell: (entry) => <LedgerSource entry={entry} /> },
    { key: 'variation', header: t`Change`, cell: (entry) => <Badge tone={VARIATION_TONES[entry.variation]}>{i18n._(VARIATION_LABELS[entry.variation])}</Badge> },
    { key: 'points', header: t`Points`, align: 'end', cell: (entry) => `${entry.variation === 'positive' ? '+' : '−'}${i18n.number(entry.points)}` },
  ];
  return (
    <PagedList company={company} list="ledger" loading={<Trans>Loading the ledger…</Trans>} failed={<Trans>The ledger could not be loaded.</Trans>} empty={<Trans>No points yet.</Trans>}>
      {(entries) => <Table caption={t`Points ledger`} hideCaption columns={columns} rows={entries} rowKey={(entry) => entry.uuid} stacked="tablet" />}
    </PagedList>
  );
}

function LedgerSource({ entry }: { entry: PointsHistoryEntry }) {
  const { project, order } = entry.options;
  const projectId = project?.id ?? 0;
  const orderNumber = order?.order_number ?? '';
  const installer = entry.installer ? `${entry.installer.name} ${entry.installer.surname}` : null;
  return (
    <span className="staff-ledger__source">
      {project ? <span><Trans>Project {projectId}</Trans></span> : null}
      {order ? <span><Trans>Order {orderNumber}</Trans></span> : null}
      {installer ? <span className="staff-muted">{installer}</span> : null}
      {!project && !order && !installer ? <span className="staff-muted"><Trans>The club</Trans></span> : null}
    </span>
  );
}

/** Projects, each with its scans and their review flags (shown once the project is in review or closed). */
export function ProjectsPanel({ company }: { company: string }) {
  return (
    <PagedList company={company} list="projects" loading={<Trans>Loading the projects…</Trans>} failed={<Trans>The projects could not be loaded.</Trans>} empty={<Trans>No projects yet.</Trans>}>
      {(projects) => <ul className="staff-projects">{projects.map((project) => <li key={project.uuid}><ProjectCard project={project} /></li>)}</ul>}
    </PagedList>
  );
}

function ProjectCard({ project }: { project: Project }) {
  const { t, i18n } = useLingui();
  const id = project.id;
  const title = project.name ? `${project.name} (#${id})` : t`Project #${id}`;
  const address = [project.street_name, project.house_number].filter(Boolean).join(' ');
  const creator = `${project.creator.name} ${project.creator.surname}`;
  const available = i18n.number(project.available_points);
  const max = i18n.number(project.max_points);
  const columns: TableColumn<ProductScan>[] = [
    { key: 'serial', header: t`Serial number`, cell: (scan) => <code>{scan.serial_number}</code> },
    { key: 'type', header: t`Product`, cell: (scan) => [i18n._(PRODUCT_TYPE_LABELS[scan.type]), scan.size].filter(Boolean).join(', ') },
    { key: 'scanned', header: t`Scanned`, cell: (scan) => <When at={scan.created_at} time /> },
    { key: 'points', header: t`Points`, align: 'end', cell: (scan) => i18n.number(scan.points) },
    { key: 'flag', header: t`Review`, cell: (scan) => (scan.flag ? <Badge tone={FLAG_TONES[scan.flag]}>{i18n._(SCAN_FLAG_LABELS[scan.flag])}</Badge> : '–') },
  ];
  return (
    <Card
      as="article"
      headingLevel={3}
      title={title}
      actions={<Badge tone={PROJECT_TONES[PROJECT_STATUS_TONES[project.status.id]]}>{i18n._(PROJECT_STATUS_LABELS[project.status.id])}</Badge>}
    >
      <p className="staff-muted">
        {address}, {project.postal_code} {project.city ?? ''} · <Trans>by {creator}</Trans> · <When at={project.created_at} />
      </p>
      <p><Trans>{available} points for sure, {max} at most.</Trans></p>
      {project.products.length === 0 ? (
        <p className="staff-muted"><Trans>No scans yet.</Trans></p>
      ) : (
        <Table caption={t`Scans of ${title}`} hideCaption columns={columns} rows={project.products} rowKey={(scan) => scan.uuid} stacked="tablet" />
      )}
    </Card>
  );
}

export function OrdersPanel({ company }: { company: string }) {
  const { t, i18n } = useLingui();
  const columns: TableColumn<OrderSummary>[] = [
    { key: 'number', header: t`Order`, cell: (order) => <strong>{order.number}</strong> },
    { key: 'date', header: t`Placed`, cell: (order) => <When at={order.created_at} /> },
    { key: 'type', header: t`Type`, cell: (order) => i18n._(ORDER_TYPE_NAMES[order.type]) },
    { key: 'items', header: t`Items`, align: 'end', cell: (order) => i18n.number(order.item_count) },
    { key: 'points', header: t`Points`, align: 'end', cell: (order) => i18n.number(order.points) },
    { key: 'status', header: t`Status`, cell: (order) => <OrderStatusBadge status={order.status} /> },
  ];
  return (
    <PagedList company={company} list="orders" loading={<Trans>Loading the orders…</Trans>} failed={<Trans>The orders could not be loaded.</Trans>} empty={<Trans>No orders yet.</Trans>}>
      {(orders) => <Table caption={t`Orders`} hideCaption columns={columns} rows={orders} rowKey={(order) => order.uuid} stacked="tablet" />}
    </PagedList>
  );
}

/** The club card as the company's flags say, and its top-ups. */
export function ClubCardPanel({ view }: { view: StaffCompanyView }) {
  const { t } = useLingui();
  const { has_card: hasCard, pending } = view.club_card;
  const columns: TableColumn<TopUpHistoryItem>[] = [
    { key: 'date', header: t`Date`, cell: (item) => <When at={item.dateTime} time /> },
    { key: 'points', header: t`Points`, align: 'end', cell: (item) => <Plural value={item.amount.points} one="# point" other="# points" /> },
    { key: 'money', header: t`On the card`, align: 'end', cell: (item) => <Money amount={item.amount.local} currency={item.amount.currency} /> },
    { key: 'status', header: t`Status`, cell: (item) => <TopUpStatus status={item.status} /> },
  ];
  return (
    <div className="staff-company__list">
      <p>
        {hasCard ? <Badge tone="success"><Trans>Has a club card</Trans></Badge> : pending ? <Badge tone="warning"><Trans>Card ordered, not issued yet</Trans></Badge> : <Badge tone="neutral"><Trans>No club card</Trans></Badge>}
      </p>
      <h3><Trans>Top-ups</Trans></h3>
      <PagedList company={view.uuid} list="top-ups" loading={<Trans>Loading the top-ups…</Trans>} failed={<Trans>The top-ups could not be loaded.</Trans>} empty={<Trans>No top-ups yet.</Trans>}>
        {(topUps) => <Table caption={t`Top-ups`} hideCaption columns={columns} rows={topUps} rowKey={(item) => item.uuid} stacked="tablet" />}
      </PagedList>
    </div>
  );
}

export function TicketsPanel({ company }: { company: string }) {
  const { t, i18n } = useLingui();
  const tickets = useQuery(companyTicketsQuery(company));
  if (tickets.isPending) return <div aria-busy="true"><span className="ui-visually-hidden"><Trans>Loading the conversations…</Trans></span><Skeleton lines={4} /></div>;
  if (tickets.isError) {
    return (
      <StaffLoadFailed onRetry={() => void tickets.refetch()}><Trans>The conversations could not be loaded.</Trans></StaffLoadFailed>
    );
  }
  if (tickets.data.length === 0) return <EmptyState title={<Trans>No conversations yet.</Trans>} />;
  const columns: TableColumn<Ticket>[] = [
    { key: 'title', header: t`Subject`, cell: (ticket) => <strong>{ticket.title}</strong> },
    { key: 'status', header: t`Status`, cell: (ticket) => i18n._(TICKET_STATUS_LABELS[ticket.status]) },
    { key: 'updated', header: t`Last activity`, cell: (ticket) => <When at={ticket.updated_at} time /> },
    { key: 'last', header: t`Last message`, cell: (ticket) => <span className="staff-tickets__last">{ticket.last_message?.message ?? '–'}</span> },
  ];
  return <Table caption={t`Conversations`} hideCaption columns={columns} rows={tickets.data} rowKey={(ticket) => ticket.uuid} stacked="tablet" />;
}
