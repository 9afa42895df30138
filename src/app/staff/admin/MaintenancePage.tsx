import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import type { MaintenanceView } from '../../../contract/staff-admin';
import { Alert, Badge, Button, Card, PageTitle } from '../../ui';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { NotAllowed } from '../NotAllowed';
import { staffMay } from '../staff-session';
import { maintenanceQuery, maintenanceSwitchMachine } from './admin-actors';
import './admin.css';
import { StaffLoadFailed, StaffLoading } from '../QueryStates';

/** /staff/maintenance: whether installers see the maintenance page, and the switch (issue 27 §2, admin). */
export function MaintenancePage() {
  if (!staffMay('maintenance.switch')) return <NotAllowed />;
  return (
    <>
      <PageTitle subtitle={<Trans>While it is on, installers see the maintenance page instead of the portal. The console keeps working.</Trans>}>
        <Trans>Maintenance</Trans>
      </PageTitle>
      <MaintenanceState />
    </>
  );
}

function MaintenanceState() {
  const maintenance = useQuery(maintenanceQuery());
  if (maintenance.isPending) {
    return (
      <StaffLoading height="10rem"><Trans>Loading the maintenance state…</Trans></StaffLoading>
    );
  }
  if (maintenance.isError) {
    return (
      <StaffLoadFailed onRetry={() => void maintenance.refetch()}><Trans>The maintenance state could not be loaded.</Trans></StaffLoadFailed>
    );
  }
  return <MaintenanceSwitch state={maintenance.data} />;
}

function MaintenanceSwitch({ state }: { state: MaintenanceView }) {
  const { t } = useLingui();
  const step = useActorRef(maintenanceSwitchMachine);
  const asked = useSelector(step, (snapshot) => snapshot.context.step);
  const failure = useSelector(step, (snapshot) => snapshot.context.failure);
  const taking = useSelector(step, (snapshot) => snapshot.matches('taking'));
  const switchingOn = asked?.kind === 'on';
  return (
    <Card
      as="section"
      title={t`Maintenance page`}
      actions={state.on ? <Badge tone="warning"><Trans>On</Trans></Badge> : <Badge tone="success"><Trans>Off</Trans></Badge>}
      className="staff-maintenance"
    >
      <p className="staff-maintenance__state" role="status">
        {state.on ? <Trans>Installers see the maintenance page now.</Trans> : <Trans>Installers use the portal as usual.</Trans>}
      </p>
      {state.from_env ? (
        <Alert tone="warning">
          <Trans>The server was started with MAINTENANCE=1: the maintenance page stays on until it is restarted without it.</Trans>
        </Alert>
      ) : (
        <Button
          variant={state.on ? 'primary' : 'danger'}
          onClick={() => step.send({ type: 'ASK', step: { kind: state.on ? 'off' : 'on', id: 'maintenance', label: '' } })}
        >
          {state.on ? <Trans>Switch maintenance off</Trans> : <Trans>Switch maintenance on</Trans>}
        </Button>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={switchingOn ? <Trans>Switch maintenance on?</Trans> : <Trans>Switch maintenance off?</Trans>}
        confirmLabel={switchingOn ? <Trans>Switch on</Trans> : <Trans>Switch off</Trans>}
        cancelLabel={<Trans>Cancel</Trans>}
        busy={taking}
        error={failure ? (failure.message ?? t`The switch did not go through. Please try again.`) : null}
        onConfirm={() => step.send({ type: 'CONFIRM' })}
        onCancel={() => step.send({ type: 'CANCEL' })}
      >
        <p>
          {switchingOn
            ? <Trans>Installers will see the maintenance page and cannot use the portal until you switch it off. Signed-in staff keep working here.</Trans>
            : <Trans>Installers will use the portal again at once.</Trans>}
        </p>
      </ConfirmDialog>
    </Card>
  );
}
