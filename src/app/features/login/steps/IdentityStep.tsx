import { Trans, useLingui } from '@lingui/react/macro';
import { CLUB_REGIONS } from '../../../../contract/regions';
import { Select, TextField, WizardCard } from '../../../ui/core';
import { LoginActor, selectFieldErrors } from '../login-actor';
import { LoginAlert } from '../LoginAlert';
import { useMessageTexts } from '../../../ui/wizard/wizard-messages';
import { ResendCode } from './ResendCode';
import { StepActions, StepForm } from './StepActions';

// Country letters rather than flag emoji: Windows shows no flags, and letters read the same everywhere.
const PHONE_CODE_OPTIONS = CLUB_REGIONS.map((region) => ({ value: String(region.id), label: `${region.country} +${region.phoneCode}` }));

/**
 * Step 2: the e-mail address, or the phone number with its country. After a wrong code (SPEC
 * §8: back here) the id stays, the step's alert says the code was wrong, and the code sent may be
 * entered again or replaced by a new one.
 */
export function IdentityStep() {
  const { t } = useLingui();
  const texts = useMessageTexts();
  const { send } = LoginActor.useActorRef();
  const loginType = LoginActor.useSelector((snapshot) => snapshot.context.loginType);
  const email = LoginActor.useSelector((snapshot) => snapshot.context.email);
  const phone = LoginActor.useSelector((snapshot) => snapshot.context.phone);
  const phoneRegionId = LoginActor.useSelector((snapshot) => snapshot.context.phoneRegionId);
  const emailErrors = LoginActor.useSelector(selectFieldErrors('email'));
  const phoneErrors = LoginActor.useSelector(selectFieldErrors('phone'));
  const requesting = LoginActor.useSelector((snapshot) => snapshot.matches({ enterId: 'requestingCode' }));
  const codePending = LoginActor.useSelector((snapshot) => snapshot.context.login !== null);

  return (
    <WizardCard
      title={loginType === 'phone' ? t`Sign in with phone number` : t`Sign in with e-mail`}
      stepKey={`enterId-${loginType}`}
    >
      <LoginAlert />
      <StepForm onSubmit={() => send({ type: 'SUBMIT' })}>
        {loginType === 'phone' ? (
          <div className="login-phone">
            <Select
              className="login-phone__country"
              label={t`Country calling code`}
              hideLabel
              options={PHONE_CODE_OPTIONS}
              value={String(phoneRegionId)}
              onChange={(event) => send({ type: 'CHANGE_PHONE_REGION', regionId: Number(event.target.value) })}
            />
            <TextField
              className="login-phone__number"
              label={t`Phone number`}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={phone}
              errors={texts(phoneErrors)}
              onChange={(event) => send({ type: 'CHANGE_PHONE', value: event.target.value })}
            />
          </div>
        ) : (
          <TextField
            label={t`E-mail address`}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            errors={texts(emailErrors)}
            onChange={(event) => send({ type: 'CHANGE_EMAIL', value: event.target.value })}
          />
        )}
        <StepActions
          submitLabel={codePending ? <Trans>Enter the code again</Trans> : <Trans>Send code</Trans>}
          busy={requesting && !codePending}
          canGoBack
        />
      </StepForm>
      {codePending ? <ResendCode /> : null}
    </WizardCard>
  );
}
