import { Trans, useLingui } from '@lingui/react/macro';
import { SurveyQuestionField } from '../survey/SurveyQuestionField';
import { SurveyWelcome } from '../survey/SurveyWelcome';
import { useStepMessages, type CompanyStepsWizard } from './company-steps';
import { QuestionCounter } from './QuestionCounter';
import { messageText } from './wizard-messages';

/** The company (or decor) survey: a welcome screen with its reward, then one question at a time. */
export function SurveyStep({ wizard }: { wizard: CompanyStepsWizard }) {
  const atIntro = wizard.useView((view) => view.atSurveyIntro);
  return atIntro ? <SurveyIntro wizard={wizard} /> : <SurveyQuestionCard wizard={wizard} />;
}

function SurveyIntro({ wizard }: { wizard: CompanyStepsWizard }) {
  const { t } = useLingui();
  const survey = wizard.useView((view) => view.survey);
  if (!survey) return null;
  return (
    <wizard.Frame title={t`A few questions about your company`} stepKey="survey-intro" submitEvent="START_SURVEY" submitLabel={<Trans>Start</Trans>}>
      <SurveyWelcome survey={survey} />
    </wizard.Frame>
  );
}

function SurveyQuestionCard({ wizard }: { wizard: CompanyStepsWizard }) {
  const { t, i18n } = useLingui();
  const send = wizard.useSend();
  const index = wizard.useView((view) => view.surveyQuestionIndex);
  const count = wizard.useView((view) => view.survey?.questions.length ?? 0);
  const question = wizard.useView((view) => view.survey?.questions[view.surveyQuestionIndex]);
  const answer = wizard.useView((view) => (question ? view.answers?.survey[question.id] : undefined));
  const messages = useStepMessages(wizard, 'survey');
  if (!question) return null;
  return (
    <wizard.Frame title={t`A few questions about your company`} stepKey={`survey-${index}`} part={{ last: index === count - 1 }}>
      <QuestionCounter index={index} count={count} />
      <SurveyQuestionField
        question={question}
        answer={answer}
        errors={messages?.map((message) => messageText(i18n, message, 'survey'))}
        onPick={(answerId) => send({ type: 'PICK_ANSWER', answerId })}
        onType={(value) => send({ type: 'TYPE_ANSWER', value })}
      />
    </wizard.Frame>
  );
}
