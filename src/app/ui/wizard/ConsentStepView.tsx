import { Trans, useLingui } from '@lingui/react/macro';
import type { ConsentField } from '../../../../machines/company-answers';
import { Checkbox } from '../Checkbox';
import type { StepFrame } from './step-frame';

interface ConsentStepViewProps {
  Frame: StepFrame;
  emailConsent: boolean;
  phoneConsent: boolean;
  onTick: (field: ConsentField, checked: boolean) => void;
}

/** Marketing consents by e-mail and by text message; both optional. */
export function ConsentStepView({ Frame, emailConsent, phoneConsent, onTick }: ConsentStepViewProps) {
  const { t } = useLingui();
  return (
    <Frame title={t`Stay in touch`} stepKey="consent">
      <p><Trans>Choose how the club may send you news about promotions, trainings and rewards. You can change this later in your profile.</Trans></p>
      <Checkbox
        label={t`Send me news by e-mail`}
        name="emailConsent"
        checked={emailConsent}
        onChange={(event) => onTick('emailConsent', event.target.checked)}
      />
      <Checkbox
        label={t`Send me news by text message`}
        name="phoneConsent"
        checked={phoneConsent}
        onChange={(event) => onTick('phoneConsent', event.target.checked)}
      />
    </Frame>
  );
}
