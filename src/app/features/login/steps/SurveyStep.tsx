import { Trans, useLingui } from '@lingui/react/macro';
import type { SurveyQuestion } from '../../../../contract/survey';
import { currentSurveyQuestion } from '../../../../../machines/login-machine';
import { surveyOf } from '../../../../../machines/login-steps';
import { LoginActor, selectFieldErrors } from '../login-context';
import { SurveyQuestionField } from '../../survey/SurveyQuestionField';
import { useLoginText } from '../use-login-text';
import { OnboardingCard } from './OnboardingCard';

/** The company (or decor) survey, one question at a time. */
export function SurveyStep() {
  const { t } = useLingui();
  const questionIndex = LoginActor.useSelector((snapshot) => snapshot.context.surveyQuestionIndex);
  const questionCount = LoginActor.useSelector((snapshot) =>
    snapshot.context.account ? surveyOf(snapshot.context.account).questions.length : 0,
  );
  const question = LoginActor.useSelector((snapshot) => (snapshot.context.account ? currentSurveyQuestion(snapshot.context) : undefined));
  if (!question) return null;
  return (
    <OnboardingCard
      title={t`A few questions about your company`}
      stepKey={`survey-${questionIndex}`}
      isLastPart={questionIndex === questionCount - 1}
    >
      <p className="login-survey__progress">
        <Trans>Question {questionIndex + 1} of {questionCount}</Trans>
      </p>
      <LoginSurveyQuestion question={question} />
    </OnboardingCard>
  );
}

function LoginSurveyQuestion({ question }: { question: SurveyQuestion }) {
  const { messages } = useLoginText();
  const { send } = LoginActor.useActorRef();
  const answer = LoginActor.useSelector((snapshot) => snapshot.context.answers?.survey[question.id]);
  const errors = messages(LoginActor.useSelector(selectFieldErrors('survey')));
  return (
    <SurveyQuestionField
      question={question}
      answer={answer}
      errors={errors}
      onPick={(answerId) => send({ type: 'PICK_ANSWER', answerId })}
      onType={(value) => send({ type: 'CHANGE_NUMBER_ANSWER', value })}
    />
  );
}
