import { useMachine } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import { fromPromise } from 'xstate';
import { API_BASE } from '../../../contract/limits';
import { maintenanceMachine } from '../../../../machines/maintenance-machine';
import { useLeaveOn } from '../../routing/use-leave';
import { clearMaintenanceFlag } from '../../storage/maintenance-flag';
import { useOn } from '../../ui/use-on';

/** Status of the public config call, asked without the API client (whose 503 handling leads here). */
async function configStatus(): Promise<number> {
  const response = await fetch(`${API_BASE}/v1/config/public`, { cache: 'no-store' });
  return response.status;
}

/** The maintenance machine with the portal's check (DESIGN rule 2). */
const appMaintenanceMachine = maintenanceMachine.provide({
  actors: { 'check the service': fromPromise(configStatus) },
});

export function MaintenancePage() {
  const [snapshot, , actor] = useMachine(appMaintenanceMachine);
  // Back: this tab leaves maintenance for good, then for home.
  useOn(actor, 'serviceBack', clearMaintenanceFlag);
  useLeaveOn(actor, 'serviceBack', () => ({ to: '/', replace: true }));

  return (
    <div className="app-centred">
      <svg viewBox="0 0 64 64" width="72" height="72" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" fill="var(--color-brand-soft)" />
        <path d="M32 18v14l9 6" fill="none" stroke="var(--color-brand)" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="32" cy="32" r="20" fill="none" stroke="var(--color-brand)" strokeWidth="4" />
      </svg>
      <h1 tabIndex={-1}><Trans>We'll be back soon</Trans></h1>
      <p><Trans>Installer Club is undergoing maintenance. This page checks every minute and takes you back as soon as the portal is available again.</Trans></p>
      <p aria-live="polite" className="ui-field__hint">
        {snapshot.matches('checking') ? <Trans>Checking whether the portal is back…</Trans> : null}
      </p>
    </div>
  );
}
