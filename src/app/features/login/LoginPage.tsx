import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { languageIdOf } from '../../../contract/languages';
import { regionFromHost } from '../../../contract/regions';
import { LOGIN_PROGRESS_KEY } from '../../../../machines/login-progress';
import { useFollowLanguage } from '../../i18n/follow-language';
import { addCatalog } from '../../i18n/i18n';
import { signIn } from '../../session/session';
import { systemClock } from '../../session/system-clock';
import { readSavedProgress, useSavedProgress } from '../../storage/wizard-progress';
import { Button, Spinner, useOn, WizardCard, WizardPage } from '../../ui/core';
import { useBackButtonSteps } from '../../ui/wizard/back-button-steps';
import '../../ui/wizard/wizard.css';
import { appLoginMachine } from './login-actors';
import { LoginActor, loginView, type LoginView } from './login-actor';
import { LoginAlert } from './LoginAlert';
import { LoginLanding } from './LoginLanding';
import { ChooseTypeStep } from './steps/ChooseTypeStep';
import { CodeStep } from './steps/CodeStep';
import { IdentityStep } from './steps/IdentityStep';
import './login.css';

// The onboarding steps and their messages (the wizards' catalog) load together, when an account needs them.
const OnboardingStepView = lazy(async () => {
  const [view, { wizardCatalog }] = await Promise.all([import('./OnboardingStepView'), import('../../i18n/wizard-catalog')]);
  await addCatalog(wizardCatalog);
  return view;
});

/** /login: the sign-in wizard (SPEC §2 "Login wizard"); progress survives a reload. */
export function LoginPage() {
  const { i18n } = useLingui();
  return (
    <LoginActor.Provider
      logic={appLoginMachine}
      options={{
        input: {
          hostRegionId: regionFromHost(location.hostname)?.id ?? null,
          languageId: languageIdOf(i18n.locale),
          saved: readSavedProgress(LOGIN_PROGRESS_KEY),
          clock: systemClock,
        },
      }}
    >
      <WizardPage>
        <LoginWizard />
      </WizardPage>
    </LoginActor.Provider>
  );
}

function LoginWizard() {
  const wizard = LoginActor.useActorRef();
  useSavedProgress(wizard, LOGIN_PROGRESS_KEY);
  useBackButtonSteps(wizard);
  // An untouched phone prefix follows the interface language.
  useFollowLanguage(wizard.send);
  // The wizard ends with the session's first token pair: the portal is signed in from then on.
  useOn(wizard, 'signedIn', ({ pair }) => signIn(pair));
  const view = LoginActor.useSelector(loginView);
  const card = <StepView view={view} />;
  return SIGN_IN_VIEWS.has(view) ? <LoginLanding card={card} /> : <div className="wizard-page">{card}</div>;
}

/** Steps a guest sees on the landing page; once the code is right, the card is shown alone. */
const SIGN_IN_VIEWS: ReadonlySet<LoginView> = new Set(['chooseType', 'enterId', 'enterCode', 'stepsUnavailable']);

function StepView({ view }: { view: LoginView }) {
  switch (view) {
    case 'chooseType':
      return <ChooseTypeStep />;
    case 'enterId':
      return <IdentityStep />;
    case 'enterCode':
      return <CodeStep />;
    case 'stepsUnavailable':
      return <StepsUnavailable />;
    case 'loading':
    case 'finishing':
      return <Working />;
    default:
      return (
        <Suspense fallback={<Working />}>
          <OnboardingStepView view={view} />
        </Suspense>
      );
  }
}

function StepsUnavailable() {
  const { t } = useLingui();
  const { send } = LoginActor.useActorRef();
  return (
    <WizardCard title={t`Sign in to Installer Club`} stepKey="stepsUnavailable">
      <LoginAlert />
      <div className="wizard-actions">
        <Button block onClick={() => send({ type: 'RETRY' })}><Trans>Try again</Trans></Button>
        <Button block variant="secondary" onClick={() => send({ type: 'BACK' })}><Trans>Start over</Trans></Button>
      </div>
    </WizardCard>
  );
}

function Working() {
  const { t } = useLingui();
  return (
    <WizardCard title={t`Signing you in…`} stepKey="working">
      <div className="login-working">
        <Spinner size="large" label={t`Please wait`} />
      </div>
    </WizardCard>
  );
}
