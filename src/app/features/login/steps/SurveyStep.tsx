import { Trans, useLingui } from '@lingui/react/macro';
import type { SurveyQuestion } from '../../../../contract/survey';
import { currentSurveyQuestion, surveyOf } from '../../../../../machines/login-context';
import { SurveyQuestionField } from '../../../ui/survey/SurveyQuestionField';
import { SurveyWelcome } from '../../../ui/survey/SurveyWelcome';
import { QuestionCounter } from '../../../ui/wizard/QuestionCounter';
import { useMessageTexts } from '../../../ui/wizard/wizard-messages';
import { LoginActor, selectFieldErrors } from '../login-actor';
import { OnboardingCard } from './OnboardingCard';

/** The company (or decor) survey: a welcome screen with its reward, then one question at a time. */
export function SurveyStep() {
  const atIntro = LoginActor.useSelector((snapshot) => snapshot.matches({ onboarding: { survey: 'intro' } }));
  return atIntro ? <SurveyIntro /> : <SurveyQuestionCard />;
}

function SurveyIntro() {
  const { t } = useLingui();
  const survey = LoginActor.useSelector(({ context }) => (context.account ? surveyOf(context) : null));
  if (!survey) return null;
  return (
    <OnboardingCard title={t`A few questions about your company`} stepKey="survey-intro" submitEvent="START_SURVEY" submitLabel={<Trans>Start</Trans>}>
      <SurveyWelcome survey={survey} />
    </OnboardingCard>
  );
}

function SurveyQuestionCard() {
  const { t } = useLingui();
  const questionIndex = LoginActor.useSelector(({ context }) => context.surveyQuestionIndex);
  const questionCount = LoginActor.useSelector(({ context }) => (context.account ? surveyOf(context).questions.length : 0));
  const question = LoginActor.useSelector(({ context }) => (context.account ? currentSurveyQuestion(context) : undefined));
  if (!question) return null;
  return (
    <OnboardingCard
      title={t`A few questions about your company`}
      stepKey={`survey-${questionIndex}`}
      isLastPart={questionIndex === questionCount - 1}
    >
      <QuestionCounter index={questionIndex} count={questionCount} />
      <LoginSurveyQuestion question={question} />
    </OnboardingCard>
  );
}

function LoginSurveyQuestion({ question }: { question: SurveyQuestion }) {
  const texts = useMessageTexts();
  const { send } = LoginActor.useActorRef();
  const answer = LoginActor.useSelector(({ context }) => context.answers?.survey[question.id]);
  const errors = LoginActor.useSelector(selectFieldErrors('survey'));
  return (
    <SurveyQuestionField
      question={question}
      answer={answer}
      errors={texts(errors, 'survey')}
      onPick={(answerId) => send({ type: 'PICK_ANSWER', answerId })}
      onType={(value) => send({ type: 'TYPE_ANSWER', value })}
    />
  );
}
