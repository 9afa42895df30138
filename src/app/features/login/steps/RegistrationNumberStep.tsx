import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { REGISTRATION_MIN_LENGTH } from '../../../../contract/limits';
import { numberFieldFormat } from '../../../../contract/regional-formats';
import { isNumberRequired } from '../../../../../machines/company-answer-rules';
import { NUMBER_NAME, type NumberField } from '../../../../../machines/company-answers';
import { TextField } from '../../../ui/core';
import { formatHint } from '../../../ui/wizard/number-field-texts';
import { useMessageTexts } from '../../../ui/wizard/wizard-messages';
import { LoginActor, selectFieldErrors } from '../login-actor';
import { OnboardingCard } from './OnboardingCard';

/** A company registration number the company lacks, labelled as the country names it (IČO, NIP, ...). */
export function RegistrationNumberStep({ field }: { field: NumberField }) {
  const { t, i18n } = useLingui();
  const texts = useMessageTexts();
  const { send } = LoginActor.useActorRef();
  const value = LoginActor.useSelector(({ context }) => context.answers?.[field] ?? '');
  const settings = LoginActor.useSelector(({ context }) => context.settings);
  const errors = LoginActor.useSelector(selectFieldErrors(field));
  const format = LoginActor.useSelector(({ context }) =>
    context.settings && context.account ? numberFieldFormat(context.settings, context.account.region, NUMBER_NAME[field]) : null,
  );
  const label = settings?.number_labels[NUMBER_NAME[field]] || t`Company registration number`;
  const required = settings ? isNumberRequired(settings, field) : false;
  const min = REGISTRATION_MIN_LENGTH.registrationNumber;
  return (
    <OnboardingCard title={t`Your company's ${label}`} stepKey={field}>
      <p>
        {required ? (
          <Trans>Your company profile is missing this number. Please add it to continue.</Trans>
        ) : (
          <Trans>Your company profile is missing this number. Add it now, or continue and add it later in your profile.</Trans>
        )}
      </p>
      <TextField
        label={label}
        hint={format
          ? [required ? t`Required to continue.` : t`Optional.`, formatHint(i18n, format)].join(' ')
          : required
            ? plural(min, { one: 'Required, at least # character.', other: 'Required, at least # characters.' })
            : plural(min, { one: 'Optional, at least # character.', other: 'Optional, at least # characters.' })}
        autoComplete="off"
        value={value}
        required={required}
        errors={texts(errors, field)}
        onChange={(event) => send({ type: 'CHANGE_REGISTRATION_NUMBER', value: event.target.value })}
      />
    </OnboardingCard>
  );
}
