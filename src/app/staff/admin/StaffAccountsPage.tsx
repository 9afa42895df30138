import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useMachine, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { StaffAccountView } from '../../../contract/staff-admin';
import type { Step } from '../../../../machines/confirmed-step-machine';
import { countryName } from '../../features/registration/country-names';
import { Badge, Button, Dialog, EmptyState, MachineForm, PageTitle, Table, type TableColumn } from '../../ui';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ROLE_NAMES } from '../desks';
import { NotAllowed } from '../NotAllowed';
import { staffMay, useStaffSession } from '../staff-session';
import { AccountFields } from './AccountFields';
import { accountProblems, accountStepMachine, accountValues, addAccountMachine, editAccessMachine, staffAccountsQuery } from './admin-actors';
import './admin.css';
import { StaffLoadFailed, StaffLoading } from '../QueryStates';

/** /staff/accounts: the staff accounts, their roles and regions, and the admin's changes (issue 27 §1, admin). */
export function StaffAccountsPage() {
  if (!staffMay('staff.manage')) return <NotAllowed />;
  return (
    <>
      <PageTitle subtitle={<Trans>Who may sign in to the console, with which roles and for which regions. Every change is on the audit log.</Trans>}>
        <Trans>Staff accounts</Trans>
      </PageTitle>
      <StaffAccounts />
    </>
  );
}

function StaffAccounts() {
  const accounts = useQuery(accountsQueryOptions);
  if (accounts.isPending) {
    return (
      <StaffLoading height="16rem"><Trans>Loading the staff accounts…</Trans></StaffLoading>
    );
  }
  if (accounts.isError) {
    return (
      <StaffLoadFailed onRetry={() => void accounts.refetch()}><Trans>The staff accounts could not be loaded.</Trans></StaffLoadFailed>
    );
  }
  return (
    <div className="staff-accounts">
      {/* A new form after each addition: the next one starts empty. */}
      <AddAccount key={accounts.data.length} />
      {accounts.data.length === 0
        ? <EmptyState title={<Trans>No staff accounts yet.</Trans>}><Trans>Add the first one above.</Trans></EmptyState>
        : <AccountsTable accounts={accounts.data} />}
    </div>
  );
}

function AddAccount() {
  const { t } = useLingui();
  const [snapshot, send] = useMachine(addAccountMachine, { input: { values: accountValues(), validate: (values) => accountProblems(values, true), startIn: 'display' } });
  const editing = !snapshot.matches('display');
  return (
    <>
      <Button onClick={() => send({ type: 'EDIT' })}><Trans>Add a staff member</Trans></Button>
      <Dialog open={editing} onClose={() => send({ type: 'CANCEL' })} title={t`Add a staff member`}>
        <AccountForm snapshot={snapshot} send={send} isNew isSelf={false} submitLabel={<Trans>Add</Trans>}>
          <p className="ui-field__hint"><Trans>The new member signs in at /staff/login with a code sent to this e-mail.</Trans></p>
        </AccountForm>
      </Dialog>
    </>
  );
}

type FormSnapshot = Parameters<typeof AccountFields>[0]['snapshot'];
type FormSend = Parameters<typeof AccountFields>[0]['send'];

function AccountForm({ snapshot, send, isNew, isSelf, submitLabel, children }: {
  snapshot: FormSnapshot; send: FormSend; isNew: boolean; isSelf: boolean; submitLabel: ReactNode; children?: ReactNode;
}) {
  const { t } = useLingui();
  const submitting = snapshot.matches('submitting');
  return (
    <MachineForm onSubmit={() => send({ type: 'SUBMIT' })} problems={snapshot.context.failed ? [t`The change did not go through. Please try again.`] : undefined} className="staff-account-form">
      {children}
      <AccountFields snapshot={snapshot} send={send} isNew={isNew} isSelf={isSelf} />
      <div className="app-form__actions">
        <Button type="submit" loading={submitting}>{submitLabel}</Button>
        <Button variant="secondary" disabled={submitting} onClick={() => send({ type: 'CANCEL' })}><Trans>Cancel</Trans></Button>
      </div>
    </MachineForm>
  );
}

/** A member's roles and regions, changed in a dialog the form machine opens (display: closed). */
function AccessEditor({ account, isSelf }: { account: StaffAccountView; isSelf: boolean }) {
  const { t } = useLingui();
  const [snapshot, send] = useMachine(editAccessMachine, {
    input: { values: accountValues(account), validate: (values) => accountProblems(values, false), startIn: 'display' },
  });
  const name = account.name;
  return (
    <>
      <Button variant="secondary" onClick={() => send({ type: 'EDIT' })}>
        <Trans>Change roles</Trans><span className="ui-visually-hidden"> ({name})</span>
      </Button>
      <Dialog open={!snapshot.matches('display')} onClose={() => send({ type: 'CANCEL' })} title={t`Roles and regions of ${name}`}>
        <AccountForm snapshot={snapshot} send={send} isNew={false} isSelf={isSelf} submitLabel={<Trans>Save</Trans>} />
      </Dialog>
    </>
  );
}

function AccountsTable({ accounts }: { accounts: StaffAccountView[] }) {
  const { t, i18n } = useLingui();
  const { member } = useStaffSession();
  const steps = useActorRef(accountStepMachine);
  const asked = useSelector(steps, (snapshot) => snapshot.context.step);
  const failure = useSelector(steps, (snapshot) => snapshot.context.failure);
  const taking = useSelector(steps, (snapshot) => snapshot.matches('taking'));
  const ask = (kind: Step['kind'], account: StaffAccountView) => steps.send({ type: 'ASK', step: { kind, id: String(account.id), label: account.name } });

  const columns: TableColumn<StaffAccountView>[] = [
    {
      key: 'who', header: t`Member`,
      cell: (account) => (
        <div className="staff-accounts__who">
          <span className="staff-accounts__name">{account.name}{account.id === member?.id ? <> <Badge tone="neutral"><Trans>You</Trans></Badge></> : null}</span>
          <span className="staff-accounts__email">{account.email}</span>
        </div>
      ),
    },
    { key: 'roles', header: t`Roles`, cell: (account) => <span className="staff-accounts__badges">{account.roles.map((role) => <Badge key={role} tone="brand">{t(ROLE_NAMES[role])}</Badge>)}</span> },
    {
      key: 'regions', header: t`Regions`,
      cell: (account) => (account.regions.length === 0 ? <Trans>Every region</Trans> : account.regions.map((id) => countryName(i18n, id)).join(', ')),
    },
    {
      key: 'state', header: t`Status`,
      cell: (account) => (
        <span className="staff-accounts__badges">
          {account.active ? <Badge tone="success"><Trans>Active</Trans></Badge> : <Badge tone="neutral"><Trans>Deactivated</Trans></Badge>}
          {account.locked ? <Badge tone="danger"><Trans>Sign-in locked</Trans></Badge> : null}
        </span>
      ),
    },
    {
      key: 'actions', header: t`Actions`,
      cell: (account) => {
        const isSelf = account.id === member?.id;
        return (
          <div className="staff-accounts__actions">
            <AccessEditor key={`${account.roles.join()}|${account.regions.join()}`} account={account} isSelf={isSelf} />
            {account.locked ? <Button variant="secondary" onClick={() => ask('unlock', account)}><Trans>Unlock sign-in</Trans></Button> : null}
            {isSelf ? <span className="staff-accounts__note"><Trans>You cannot deactivate your own account.</Trans></span>
              : account.active ? <Button variant="danger" onClick={() => ask('deactivate', account)}><Trans>Deactivate</Trans></Button>
              : <Button variant="secondary" onClick={() => ask('reactivate', account)}><Trans>Reactivate</Trans></Button>}
          </div>
        );
      },
    },
  ];
  const name = asked?.label ?? '';
  const dialog = asked ? STEP_TEXTS[asked.kind as AccountStep] : null;
  return (
    <>
      <Table caption={t`Staff accounts`} hideCaption columns={columns} rows={accounts} rowKey={(account) => account.id} stacked="tablet" />
      <ConfirmDialog
        open={asked !== null}
        title={dialog ? dialog.title(name) : ''}
        confirmLabel={dialog ? dialog.confirm() : ''}
        cancelLabel={<Trans>Cancel</Trans>}
        busy={taking}
        error={failure ? (failure.message ?? t`The change did not go through. Please try again.`) : null}
        onConfirm={() => steps.send({ type: 'CONFIRM' })}
        onCancel={() => steps.send({ type: 'CANCEL' })}
      >
        {dialog ? <p>{dialog.body()}</p> : null}
      </ConfirmDialog>
    </>
  );
}

type AccountStep = 'deactivate' | 'reactivate' | 'unlock';

/** What each step's dialog says will follow. */
const STEP_TEXTS: Record<AccountStep, { title: (name: string) => ReactNode; body: () => ReactNode; confirm: () => ReactNode }> = {
  deactivate: {
    title: (name) => <Trans>Deactivate {name}?</Trans>,
    body: () => <Trans>Their sessions end at once and they cannot sign in until an admin reactivates the account.</Trans>,
    confirm: () => <Trans>Deactivate</Trans>,
  },
  reactivate: {
    title: (name) => <Trans>Reactivate {name}?</Trans>,
    body: () => <Trans>They can sign in again with their roles and regions.</Trans>,
    confirm: () => <Trans>Reactivate</Trans>,
  },
  unlock: {
    title: (name) => <Trans>Unlock the sign-in of {name}?</Trans>,
    body: () => <Trans>Too many wrong codes locked it. Unlocking lets them ask for a new code at once.</Trans>,
    confirm: () => <Trans>Unlock</Trans>,
  },
};

const accountsQueryOptions = staffAccountsQuery();
