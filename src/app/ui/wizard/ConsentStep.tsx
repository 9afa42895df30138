import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox } from '../Checkbox';
import type { CompanyStepsWizard } from './company-steps';

/** Marketing consents by e-mail and by text message; both optional. */
export function ConsentStep({ wizard }: { wizard: CompanyStepsWizard }) {
  const { t } = useLingui();
  const send = wizard.useSend();
  const emailConsent = wizard.useView((view) => view.answers?.emailConsent ?? false);
  const phoneConsent = wizard.useView((view) => view.answers?.phoneConsent ?? false);
  return (
    <wizard.Frame title={t`Stay in touch`} stepKey="consent">
      <p><Trans>Choose how the club may send you news about promotions, trainings and rewards. You can change this later in your profile.</Trans></p>
      <Checkbox
        label={t`Send me news by e-mail`}
        name="emailConsent"
        checked={emailConsent}
        onChange={(event) => send({ type: 'TICK', field: 'emailConsent', checked: event.target.checked })}
      />
      <Checkbox
        label={t`Send me news by text message`}
        name="phoneConsent"
        checked={phoneConsent}
        onChange={(event) => send({ type: 'TICK', field: 'phoneConsent', checked: event.target.checked })}
      />
    </wizard.Frame>
  );
}
