import { findCompanyType } from '../../../../contract/regional-rules';
import { messagesOf, questionMessagesOf, settingsOf } from '../../../../../machines/registration-context';
import type { CompanyStepsView, CompanyStepsWizard } from '../../../ui/wizard/company-steps';
import { RegistrationActor, type RegistrationSnapshot } from '../registration-actor';
import { StepCard } from './StepCard';

/** What the shared company steps show of the registration wizard: the new company's form. */
function companyStepsView(snapshot: RegistrationSnapshot): CompanyStepsView {
  const { context } = snapshot;
  const settings = settingsOf(context);
  return {
    answers: context.form,
    companyTypes: settings.company_types,
    chosenType: findCompanyType(settings, context.form.companyTypeId),
    decor: context.variant === 'decor',
    survey: context.survey,
    atSurveyIntro: snapshot.matches({ filling: { wizard: { editing: { survey: 'intro' } } } }),
    surveyQuestionIndex: context.surveyQuestionIndex,
    // The survey's message is the current question's.
    messages: (field) => (field === 'survey' ? questionMessagesOf(context) : messagesOf(context, field)),
  };
}

/** The registration wizard as the shared company steps see it. */
export const registrationCompanySteps: CompanyStepsWizard = {
  Frame: StepCard,
  useView: (select, compare) => RegistrationActor.useSelector((snapshot) => select(companyStepsView(snapshot)), compare),
  useSend: () => RegistrationActor.useActorRef().send,
};
