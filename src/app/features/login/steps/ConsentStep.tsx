import { ConsentStepView } from '../../../ui/wizard/ConsentStepView';
import { LoginActor } from '../login-actor';
import { OnboardingCard } from './OnboardingCard';

/** Asked once, until the installer has seen it. */
export function ConsentStep() {
  const { send } = LoginActor.useActorRef();
  const emailConsent = LoginActor.useSelector(({ context }) => !!context.answers?.emailConsent);
  const phoneConsent = LoginActor.useSelector(({ context }) => !!context.answers?.phoneConsent);
  return (
    <ConsentStepView
      Frame={OnboardingCard}
      emailConsent={emailConsent}
      phoneConsent={phoneConsent}
      onTick={(field, checked) => send({ type: 'TICK', field, checked })}
    />
  );
}
