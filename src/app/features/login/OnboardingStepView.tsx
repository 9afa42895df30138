import { AgreementStep } from '../../ui/wizard/AgreementStep';
import { CompanyTypeStep } from '../../ui/wizard/CompanyTypeStep';
import { ConsentStep } from '../../ui/wizard/ConsentStep';
import { SurveyStep } from '../../ui/wizard/SurveyStep';
import type { OnboardingView } from './login-actor';
import { AllSetStep } from './steps/AllSetStep';
import { loginCompanySteps } from './steps/login-company-steps';
import { RegistrationNumberStep } from './steps/RegistrationNumberStep';
import { DeclineTermsStep, TermsStep } from './steps/TermsStep';

/**
 * The onboarding steps after the code and their end, loaded only when an account needs them (most sign-ins
 * never do), which keeps /login's first load small.
 */
export default function OnboardingStepView({ view }: { view: OnboardingView }) {
  switch (view) {
    case 'terms':
      return <TermsStep />;
    case 'confirmingDecline':
      return <DeclineTermsStep />;
    case 'registrationNumber':
    case 'registrationNumber2':
      return <RegistrationNumberStep key={view} field={view} />;
    case 'companyType':
      return <CompanyTypeStep wizard={loginCompanySteps} />;
    case 'disclaimer':
      return <AgreementStep key={view} wizard={loginCompanySteps} field="disclaimerAccepted" />;
    case 'declaration':
      return <AgreementStep key={view} wizard={loginCompanySteps} field="declarationAccepted" />;
    case 'consent':
      return <ConsentStep wizard={loginCompanySteps} />;
    case 'survey':
      return <SurveyStep wizard={loginCompanySteps} />;
    case 'allSet':
      return <AllSetStep />;
  }
}
