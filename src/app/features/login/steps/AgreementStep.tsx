import { useLingui } from '@lingui/react/macro';
import { FIELD_STATE } from '../../../../contract/limits';
import { agreementState, findCompanyType } from '../../../../contract/regional-rules';
import { Checkbox } from '../../../ui';
import { LoginActor, selectFieldErrors } from '../login-context';
import { useLoginText } from '../use-login-text';
import { OnboardingCard } from './OnboardingCard';

/** The chosen company type's disclaimer or declaration, ticked to accept (required in state 2). */
export function AgreementStep({ step }: { step: 'disclaimer' | 'declaration' }) {
  const { t } = useLingui();
  const { messages } = useLoginText();
  const { send } = LoginActor.useActorRef();
  const type = LoginActor.useSelector((snapshot) =>
    snapshot.context.settings && snapshot.context.answers
      ? findCompanyType(snapshot.context.settings, snapshot.context.answers.companyTypeId)
      : undefined,
  );
  const accepted = LoginActor.useSelector((snapshot) =>
    step === 'disclaimer' ? !!snapshot.context.answers?.disclaimerAccepted : !!snapshot.context.answers?.declarationAccepted,
  );
  const errors = LoginActor.useSelector(selectFieldErrors(step));
  const required = agreementState(type, step) === FIELD_STATE.required;
  const text = step === 'disclaimer' ? type?.disclaimer_translated : type?.declaration_translated;
  return (
    <OnboardingCard title={step === 'disclaimer' ? t`Disclaimer` : t`Declaration`} stepKey={step}>
      <p className="login-agreement">{text}</p>
      <Checkbox
        label={step === 'disclaimer' ? t`I accept the disclaimer` : t`I confirm the declaration`}
        hint={required ? t`Required to continue.` : t`Optional.`}
        checked={accepted}
        errors={messages(errors)}
        onChange={(event) =>
          send(step === 'disclaimer'
            ? { type: 'SET_DISCLAIMER', accepted: event.target.checked }
            : { type: 'SET_DECLARATION', accepted: event.target.checked })
        }
      />
    </OnboardingCard>
  );
}
