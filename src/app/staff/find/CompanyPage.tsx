import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { StaffCompanyView } from '../../../contract/staff';
import { Alert, Badge, Button, Card, PageTitle, Skeleton, Tabs } from '../../ui';
import { NotAllowed } from '../NotAllowed';
import { staffMay } from '../staff-session';
import { ClubCardPanel, LedgerPanel, OrdersPanel, ProjectsPanel, TicketsPanel } from './CompanyLists';
import { companyHref } from './CompanyLink';
import { staffCompanyQuery } from './find-queries';
import { MembersPanel } from './MembersPanel';
import './find.css';

const TAB_IDS = ['members', 'points', 'projects', 'orders', 'card', 'tickets'] as const;
type CompanyTab = (typeof TAB_IDS)[number];
const isTab = (value: unknown): value is CompanyTab => TAB_IDS.includes(value as CompanyTab);

/** /staff/companies/$company?tab=: a company as support, review and fulfilment see it (issue 27 §2 "Company view"). */
export function CompanyPage({ company }: { company: string }) {
  if (!staffMay('companies.read')) return <NotAllowed />;
  return <CompanyView company={company} />;
}

function CompanyView({ company }: { company: string }) {
  const { t } = useLingui();
  const shown = useQuery(staffCompanyQuery(company));
  if (shown.isPending) {
    return (
      <div aria-busy="true">
        <span className="ui-visually-hidden"><Trans>Loading the company…</Trans></span>
        <Skeleton shape="block" height="20rem" />
      </div>
    );
  }
  if (shown.isError) {
    const missing = 'status' in shown.error && shown.error.status === 404;
    return (
      <>
        <PageTitle><Trans>Company</Trans></PageTitle>
        <Alert tone="error">
          <p>{missing ? t`No such company in your regions.` : t`The company could not be loaded.`}</p>
          {missing ? null : <Button variant="secondary" onClick={() => void shown.refetch()}><Trans>Try again</Trans></Button>}
        </Alert>
      </>
    );
  }
  const view = shown.data;
  return (
    <div className="staff-company">
      <PageTitle subtitle={<>{view.city} · {view.region.toUpperCase()}</>}>{view.name}</PageTitle>
      <div className="staff-company__summary">
        <CompanyFacts view={view} />
        <Onboarding view={view} />
      </div>
      <CompanyTabs view={view} />
    </div>
  );
}

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="staff-facts__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function CompanyFacts({ view }: { view: StaffCompanyView }) {
  const { i18n } = useLingui();
  const points = i18n.number(view.points);
  return (
    <Card as="section" title={<Trans>Company</Trans>} actions={view.active ? <Badge tone="success"><Trans>Active</Trans></Badge> : <Badge tone="danger"><Trans>Inactive</Trans></Badge>}>
      <dl className="staff-facts">
        <Fact label={<Trans>Address</Trans>}>{view.address}, {view.postal_code} {view.city}</Fact>
        <Fact label={<Trans>Region</Trans>}>{view.region.toUpperCase()}</Fact>
        <Fact label={<Trans>Registration number</Trans>}>{view.registration_number ?? '–'}</Fact>
        <Fact label={<Trans>Second number</Trans>}>{view.registration_number_2 ?? '–'}</Fact>
        <Fact label={<Trans>Points</Trans>}><strong className="staff-facts__points"><Trans>{points} points</Trans></strong></Fact>
        <Fact label={<Trans>Recommended by the club</Trans>}>
          {view.recommended ? <Trans>Yes: the recommended logo on its materials</Trans> : <Trans context="recommended by the club">No</Trans>}
        </Fact>
      </dl>
    </Card>
  );
}

function Step({ done, children }: { done: boolean; children: ReactNode }) {
  return (
    <li className={done ? 'staff-onboarding__step staff-onboarding__step--done' : 'staff-onboarding__step'}>
      <span aria-hidden="true" className="staff-onboarding__mark">{done ? '✓' : '–'}</span>
      <span>{children}</span>
      <Badge tone={done ? 'success' : 'warning'}>{done ? <Trans context="onboarding step">Done</Trans> : <Trans>Not yet</Trans>}</Badge>
    </li>
  );
}

function Onboarding({ view }: { view: StaffCompanyView }) {
  const { onboarding } = view;
  return (
    <Card as="section" title={<Trans>Onboarding</Trans>}>
      <ul className="staff-onboarding">
        <Step done={onboarding.terms_accepted}><Trans>Terms accepted</Trans></Step>
        <Step done={onboarding.numbers_given}><Trans>Registration numbers given</Trans></Step>
        <Step done={onboarding.survey_answered}><Trans>Company survey answered</Trans></Step>
      </ul>
    </Card>
  );
}

/** The tab lives in the address (`?tab=`), so that a reload or a shared link opens the same list. */
function CompanyTabs({ view }: { view: StaffCompanyView }) {
  const { t } = useLingui();
  const router = useRouter();
  const requested = useRouterState({ select: (state) => (state.location.search as { tab?: unknown }).tab });
  const selected: CompanyTab = isTab(requested) ? requested : 'members';
  const tabs = [
    { id: 'members', label: t`Members`, panel: <MembersPanel view={view} /> },
    { id: 'points', label: t`Points`, panel: <LedgerPanel company={view.uuid} /> },
    { id: 'projects', label: t`Projects`, panel: <ProjectsPanel company={view.uuid} /> },
    { id: 'orders', label: t`Orders`, panel: <OrdersPanel company={view.uuid} /> },
    { id: 'card', label: t`Club card`, panel: <ClubCardPanel view={view} /> },
    { id: 'tickets', label: t`Conversations`, panel: <TicketsPanel company={view.uuid} /> },
  ] satisfies { id: CompanyTab; label: string; panel: ReactNode }[];
  return (
    <Tabs
      label={t`Company records`}
      tabs={tabs}
      selected={selected}
      onSelect={(id) => void router.navigate({ href: `${companyHref(view.uuid)}?tab=${id}`, replace: true })}
    />
  );
}
