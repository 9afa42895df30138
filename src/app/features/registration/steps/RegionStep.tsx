import { Trans, useLingui } from '@lingui/react/macro';
import { Select } from '../../../ui';
import { regionOptions } from '../country-names';
import { RegistrationActor, useFieldMessages } from '../registration-actor';
import { StepCard } from './StepCard';

/** Step 1: the country the company works in (preset from the host, else Poland). */
export function RegionStep() {
  const { t, i18n } = useLingui();
  const { send } = RegistrationActor.useActorRef();
  const regionId = RegistrationActor.useSelector((snapshot) => snapshot.context.form.regionId);
  const errors = useFieldMessages('regionId');
  return (
    <StepCard title={t`Where does your company work?`} stepKey="region">
      <p><Trans>The country decides which company details we ask for and the phone prefix.</Trans></p>
      <Select
        label={t`Country`}
        name="regionId"
        options={regionOptions(i18n)}
        value={String(regionId)}
        errors={errors}
        onChange={(event) => send({ type: 'CHOOSE_REGION', regionId: Number(event.target.value) })}
      />
    </StepCard>
  );
}
