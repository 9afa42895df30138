import { findCompanyType } from '../../../../contract/regional-rules';
import { isDecorRole } from '../../../../contract/roles';
import type { AgreementField } from '../../../../../machines/company-answers';
import { AgreementStepView } from '../../../ui/wizard/AgreementStepView';
import { useMessageTexts } from '../../../ui/wizard/wizard-messages';
import { LoginActor, selectFieldErrors } from '../login-actor';
import { OnboardingCard } from './OnboardingCard';

/** The chosen company type's disclaimer or declaration. */
export function AgreementStep({ field }: { field: AgreementField }) {
  const texts = useMessageTexts();
  const { send } = LoginActor.useActorRef();
  const type = LoginActor.useSelector(({ context }) =>
    context.settings && context.answers ? findCompanyType(context.settings, context.answers.companyTypeId) : undefined,
  );
  const decor = LoginActor.useSelector(({ context }) => context.account !== null && isDecorRole(context.account.role));
  const accepted = LoginActor.useSelector(({ context }) => !!context.answers?.[field]);
  const errors = LoginActor.useSelector(selectFieldErrors(field));
  return (
    <AgreementStepView
      Frame={OnboardingCard}
      field={field}
      type={type}
      decor={decor}
      accepted={accepted}
      errors={texts(errors, field)}
      onTick={(checked) => send({ type: 'TICK', field, checked })}
    />
  );
}
