import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../ui';
import { useSession } from '../session/session';

/** Shown throughout an emulated session; closing it ends the emulation (SPEC §4 Session). */
export function EmulationBanner({ userName }: { userName: string | null }) {
  const { t } = useLingui();
  const { emulatedBy, endEmulation, signingOut } = useSession();
  if (!emulatedBy) return null;
  const staff = emulatedBy;
  const name = userName ?? '…';
  return (
    <div className="app-emulation" role="region" aria-label={t`Emulated session`}>
      <div className="app-emulation__inner">
        <p>
          <Trans>
            <strong>Emulated session:</strong> {staff} is viewing the portal as {name}. Changes are not saved.
          </Trans>
        </p>
        <Button variant="secondary" onClick={endEmulation} loading={signingOut}>
          <Trans>Close emulation</Trans>
        </Button>
      </div>
    </div>
  );
}
