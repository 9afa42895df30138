import { useMachine } from '@xstate/react';
import { useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { API_BASE } from '../../../contract/limits';
import { maintenanceMachine } from '../../../../machines/maintenance-machine';
import { clearMaintenanceFlag } from '../../storage/maintenance-flag';

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
  const navigate = useNavigate();
  const [snapshot] = useMachine(appMaintenanceMachine);
  const serviceIsBack = snapshot.status === 'done';
  useEffect(() => {
    if (!serviceIsBack) return;
    clearMaintenanceFlag();
    void navigate({ to: '/', replace: true });
  }, [serviceIsBack, navigate]);

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
