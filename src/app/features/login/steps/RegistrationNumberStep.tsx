import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '../../../ui';
import { numberFieldSetting } from '../../../../../machines/login-steps';
import { LoginActor, selectFieldErrors } from '../login-context';
import { useLoginText } from '../use-login-text';
import { OnboardingCard } from './OnboardingCard';

const FIELD = { registrationNumber: 'registration_number', registrationNumber2: 'registration_number_2' } as const;

/** A company registration number the company lacks, labelled as the country names it (IČO, NIP, ...). */
export function RegistrationNumberStep({ step }: { step: keyof typeof FIELD }) {
  const { t } = useLingui();
  const { messages } = useLoginText();
  const { send } = LoginActor.useActorRef();
  const value = LoginActor.useSelector((snapshot) => snapshot.context.answers?.[step] ?? '');
  const settings = LoginActor.useSelector((snapshot) => snapshot.context.settings);
  const errors = LoginActor.useSelector(selectFieldErrors(step));
  const label = settings?.number_labels[FIELD[step]] ?? t`Company registration number`;
  const required = settings ? (numberFieldSetting(settings, FIELD[step])?.required ?? false) : false;
  return (
    <OnboardingCard title={t`Your company's ${label}`} stepKey={step}>
      <p>
        {required ? (
          <Trans>Your company profile is missing this number. Please add it to continue.</Trans>
        ) : (
          <Trans>Your company profile is missing this number. Add it now, or continue and add it later in your profile.</Trans>
        )}
      </p>
      <TextField
        label={label}
        hint={required ? t`Required, at least 6 characters.` : t`Optional, at least 6 characters.`}
        autoComplete="off"
        value={value}
        required={required}
        errors={messages(errors)}
        onChange={(event) => send({ type: 'CHANGE_REGISTRATION_NUMBER', value: event.target.value })}
      />
    </OnboardingCard>
  );
}
