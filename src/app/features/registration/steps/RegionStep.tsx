import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Select } from '../../../ui';
import { regionOptions } from '../country-names';
import { RegistrationActor, useFieldMessages } from '../registration-actor';
import { StepCard } from './StepCard';

/** Step 1: the country the company works in (preset from the host, else the language), and the way to the other programme. */
export function RegionStep() {
  const { t, i18n } = useLingui();
  const { send } = RegistrationActor.useActorRef();
  const regionId = RegistrationActor.useSelector((snapshot) => snapshot.context.form.regionId);
  const decor = RegistrationActor.useSelector((snapshot) => snapshot.context.variant === 'decor');
  const errors = useFieldMessages('regionId');
  return (
    <StepCard title={t`Where does your company work?`} stepKey="region">
      {decor ? (
        <p><Trans>The decor programme of the Installer Club is for companies that install blinds, shutters and other window decor.</Trans></p>
      ) : null}
      <p><Trans>The country decides which company details we ask for and the phone prefix.</Trans></p>
      <Select
        label={t`Country`}
        name="regionId"
        options={regionOptions(i18n)}
        value={String(regionId)}
        errors={errors}
        onChange={(event) => send({ type: 'CHOOSE_REGION', regionId: Number(event.target.value) })}
      />
      <p>
        {decor ? (
          <><Trans>Installing roof windows?</Trans> <Link to="/register"><Trans>Register your company in the Installer Club</Trans></Link></>
        ) : (
          <><Trans>Installing blinds, shutters or decor?</Trans> <Link to="/register/decor"><Trans>Join the decor programme</Trans></Link></>
        )}
      </p>
    </StepCard>
  );
}
