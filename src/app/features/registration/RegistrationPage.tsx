import { REGISTRATION_PROGRESS_KEY } from '../../../../machines/registration-progress';
import type { RegistrationVariant } from '../../../../machines/registration-request';
import { useFollowLanguage } from '../../i18n/follow-language';
import { useSavedProgress } from '../../storage/wizard-progress';
import { WizardPage } from '../../ui';
import { useBackButtonSteps } from '../../ui/wizard/back-button-steps';
import '../../ui/wizard/wizard.css';
import { appRegistrationMachine, registrationInput } from './registration-actors';
import type { RegistrationConfig } from './registration-config';
import { RegistrationActor, registrationView } from './registration-actor';
import { AgreementStep } from '../../ui/wizard/AgreementStep';
import { CompanyTypeStep } from '../../ui/wizard/CompanyTypeStep';
import { ConsentStep } from '../../ui/wizard/ConsentStep';
import { SurveyStep } from '../../ui/wizard/SurveyStep';
import { CompanyAddressStep } from './steps/CompanyAddressStep';
import { CompanyInfoStep } from './steps/CompanyInfoStep';
import { CompleteStep } from './steps/CompleteStep';
import { RegionStep } from './steps/RegionStep';
import { registrationCompanySteps } from './steps/registration-company-steps';
import { ReviewStep } from './steps/ReviewStep';
import { UserInfoStep } from './steps/UserInfoStep';
import './registration.css';

interface RegistrationPageProps {
  variant: RegistrationVariant;
  config: RegistrationConfig;
}

/** /register and /register/decor: the registration wizard (SPEC §2); progress survives a reload. */
export function RegistrationPage({ variant, config }: RegistrationPageProps) {
  return (
    <RegistrationActor.Provider logic={appRegistrationMachine} options={{ input: registrationInput(variant, config) }}>
      <WizardPage>
        <div className="wizard-page">
          <LanguageFollower />
          <RegistrationWizard termsUrls={config.termsUrls} />
        </div>
      </WizardPage>
    </RegistrationActor.Provider>
  );
}

/** The new installer's language, and an untouched region, follow the interface language chosen while registering. */
function LanguageFollower() {
  useFollowLanguage(RegistrationActor.useActorRef().send);
  return null;
}

function RegistrationWizard({ termsUrls }: { termsUrls: RegistrationConfig['termsUrls'] }) {
  const wizard = RegistrationActor.useActorRef();
  useSavedProgress(wizard, REGISTRATION_PROGRESS_KEY);
  useBackButtonSteps(wizard);
  const view = RegistrationActor.useSelector(registrationView);
  switch (view) {
    case 'region':
      return <RegionStep />;
    case 'userInfo':
      return <UserInfoStep />;
    case 'companyInfo':
      return <CompanyInfoStep />;
    case 'companyAddress':
      return <CompanyAddressStep />;
    case 'companyType':
      return <CompanyTypeStep wizard={registrationCompanySteps} />;
    case 'disclaimer':
      return <AgreementStep key={view} wizard={registrationCompanySteps} field="disclaimerAccepted" />;
    case 'declaration':
      return <AgreementStep key={view} wizard={registrationCompanySteps} field="declarationAccepted" />;
    case 'survey':
      return <SurveyStep wizard={registrationCompanySteps} />;
    case 'consent':
      return <ConsentStep wizard={registrationCompanySteps} />;
    case 'review':
      return <ReviewStep termsUrls={termsUrls} />;
    case 'complete':
      return <CompleteStep />;
  }
}
