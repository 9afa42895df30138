import type { OnboardingView } from './login-actor';
import { AgreementStep } from './steps/AgreementStep';
import { AllSetStep } from './steps/AllSetStep';
import { CompanyTypeStep } from './steps/CompanyTypeStep';
import { ConsentStep } from './steps/ConsentStep';
import { RegistrationNumberStep } from './steps/RegistrationNumberStep';
import { SurveyStep } from './steps/SurveyStep';
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
      return <CompanyTypeStep />;
    case 'disclaimer':
      return <AgreementStep key={view} field="disclaimerAccepted" />;
    case 'declaration':
      return <AgreementStep key={view} field="declarationAccepted" />;
    case 'consent':
      return <ConsentStep />;
    case 'survey':
      return <SurveyStep />;
    case 'allSet':
      return <AllSetStep />;
  }
}
