import { findCompanyType } from '../../../../contract/regional-rules';
import { isDecorRole } from '../../../../contract/roles';
import { surveyOf } from '../../../../../machines/login-context';
import type { CompanyStepsView, CompanyStepsWizard } from '../../../ui/wizard/company-steps';
import { LoginActor, type LoginSnapshot } from '../login-actor';
import { OnboardingCard } from './OnboardingCard';

/** What the shared company steps show of the login wizard: its onboarding answers, once the account is known. */
function companyStepsView(snapshot: LoginSnapshot): CompanyStepsView {
  const { context } = snapshot;
  return {
    answers: context.answers,
    companyTypes: context.settings?.company_types ?? [],
    chosenType: context.settings && context.answers ? findCompanyType(context.settings, context.answers.companyTypeId) : undefined,
    decor: context.account !== null && isDecorRole(context.account.role),
    survey: context.account && context.rules ? surveyOf(context) : null,
    atSurveyIntro: snapshot.matches({ onboarding: { survey: 'intro' } }),
    surveyQuestionIndex: context.surveyQuestionIndex,
    messages: (field) => context.fieldErrors[field],
  };
}

/** The login wizard as the shared company steps see it. */
export const loginCompanySteps: CompanyStepsWizard = {
  Frame: OnboardingCard,
  useView: (select, compare) => LoginActor.useSelector((snapshot) => select(companyStepsView(snapshot)), compare),
  useSend: () => LoginActor.useActorRef().send,
};
