import { Plural, Trans } from '@lingui/react/macro';
import { SURVEY_REWARD_POINTS } from '../../../contract/limits';
import type { Survey } from '../../../contract/survey';
import '../points-tag.css';

/**
 * The welcome screen of the company and decor surveys (SPEC §2 Survey): the reward points tag,
 * what the survey is about and how long it is. Both wizards show it before the first question.
 */
export function SurveyWelcome({ survey }: { survey: Survey }) {
  const questionCount = survey.questions.length;
  return (
    <>
      <p className="ui-points-tag">
        <Plural value={SURVEY_REWARD_POINTS} one="+# point for your company" other="+# points for your company" />
      </p>
      <p>
        {survey.id === 'decor'
          ? <Trans>Tell us about your blinds and shutters work: {questionCount} short questions.</Trans>
          : <Trans>Tell us about your roof window work: {questionCount} short questions.</Trans>}
      </p>
      <p><Trans>Your answers help the club offer you the right trainings and rewards.</Trans></p>
    </>
  );
}
