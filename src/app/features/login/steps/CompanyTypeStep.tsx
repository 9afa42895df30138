import { useLingui } from '@lingui/react/macro';
import { RadioGroup } from '../../../ui';
import { LoginActor, selectFieldErrors } from '../login-context';
import { useLoginText } from '../use-login-text';
import { OnboardingCard } from './OnboardingCard';

/** The company type; the type chosen decides whether a disclaimer and a declaration follow. */
export function CompanyTypeStep() {
  const { t } = useLingui();
  const { messages } = useLoginText();
  const { send } = LoginActor.useActorRef();
  const types = LoginActor.useSelector((snapshot) => snapshot.context.settings?.company_types ?? []);
  const chosen = LoginActor.useSelector((snapshot) => snapshot.context.answers?.companyTypeId ?? null);
  const errors = LoginActor.useSelector(selectFieldErrors('companyType'));
  return (
    <OnboardingCard title={t`What kind of company is yours?`} stepKey="companyType">
      <RadioGroup
        legend={t`Company type`}
        hideLegend
        name="company-type"
        options={types.map((type) => ({ value: String(type.id), label: type.name_translated }))}
        value={chosen === null ? null : String(chosen)}
        errors={messages(errors)}
        onChange={(value) => send({ type: 'CHOOSE_COMPANY_TYPE', companyTypeId: Number(value) })}
      />
    </OnboardingCard>
  );
}
