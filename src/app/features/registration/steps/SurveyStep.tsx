import { Trans, useLingui } from '@lingui/react/macro';
import { currentQuestion, questionMessagesOf } from '../../../../../machines/registration-context';
import { SurveyQuestionField } from '../../../ui/survey/SurveyQuestionField';
import { SurveyWelcome } from '../../../ui/survey/SurveyWelcome';
import { QuestionCounter } from '../../../ui/wizard/QuestionCounter';
import { RegistrationActor } from '../registration-actor';
import { messageText } from '../../../ui/wizard/wizard-messages';
import { StepCard } from './StepCard';

/** The company survey (or the decor survey): a welcome screen with its reward, then one question at a time. */
export function SurveyStep() {
  const atIntro = RegistrationActor.useSelector((snapshot) =>
    snapshot.matches({ filling: { wizard: { editing: { survey: 'intro' } } } }),
  );
  return atIntro ? <SurveyIntro /> : <SurveyQuestionCard />;
}

function SurveyIntro() {
  const { t } = useLingui();
  const survey = RegistrationActor.useSelector((snapshot) => snapshot.context.survey);
  return (
    <StepCard title={t`A few questions about your company`} stepKey="survey-intro" submitEvent="START_SURVEY" submitLabel={<Trans>Start</Trans>}>
      <SurveyWelcome survey={survey} />
    </StepCard>
  );
}

function SurveyQuestionCard() {
  const { t, i18n } = useLingui();
  const { send } = RegistrationActor.useActorRef();
  const index = RegistrationActor.useSelector((snapshot) => snapshot.context.surveyQuestionIndex);
  const count = RegistrationActor.useSelector((snapshot) => snapshot.context.survey.questions.length);
  const question = RegistrationActor.useSelector((snapshot) => currentQuestion(snapshot.context));
  const answer = RegistrationActor.useSelector((snapshot) => (question ? snapshot.context.form.survey[question.id] : undefined));
  const messages = RegistrationActor.useSelector(
    (snapshot) => questionMessagesOf(snapshot.context),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  if (!question) return null;
  return (
    <StepCard title={t`A few questions about your company`} stepKey={`survey-${index}`} canGoBack>
      <QuestionCounter index={index} count={count} />
      <SurveyQuestionField
        question={question}
        answer={answer}
        errors={messages.map((message) => messageText(i18n, message, 'survey'))}
        onPick={(answerId) => send({ type: 'PICK_ANSWER', answerId })}
        onType={(value) => send({ type: 'TYPE_ANSWER', value })}
      />
    </StepCard>
  );
}
