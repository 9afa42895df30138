import { ConsentStepView } from '../../../ui/wizard/ConsentStepView';
import { RegistrationActor } from '../registration-actor';
import { StepCard } from './StepCard';

export function ConsentStep() {
  const { send } = RegistrationActor.useActorRef();
  const emailConsent = RegistrationActor.useSelector(({ context }) => context.form.emailConsent);
  const phoneConsent = RegistrationActor.useSelector(({ context }) => context.form.phoneConsent);
  return (
    <ConsentStepView
      Frame={StepCard}
      emailConsent={emailConsent}
      phoneConsent={phoneConsent}
      onTick={(field, checked) => send({ type: 'TICK', field, checked })}
    />
  );
}
