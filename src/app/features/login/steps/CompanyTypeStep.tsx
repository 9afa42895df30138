import { CompanyTypeStepView } from '../../../ui/wizard/CompanyTypeStepView';
import { useMessageTexts } from '../../../ui/wizard/wizard-messages';
import { LoginActor, selectFieldErrors } from '../login-actor';
import { OnboardingCard } from './OnboardingCard';

export function CompanyTypeStep() {
  const texts = useMessageTexts();
  const { send } = LoginActor.useActorRef();
  const types = LoginActor.useSelector(({ context }) => context.settings?.company_types ?? []);
  const chosen = LoginActor.useSelector(({ context }) => context.answers?.companyTypeId ?? null);
  const errors = LoginActor.useSelector(selectFieldErrors('companyTypeId'));
  return (
    <CompanyTypeStepView
      Frame={OnboardingCard}
      types={types}
      chosen={chosen}
      errors={texts(errors, 'companyTypeId')}
      onChoose={(companyTypeId) => send({ type: 'CHOOSE_COMPANY_TYPE', companyTypeId })}
    />
  );
}
