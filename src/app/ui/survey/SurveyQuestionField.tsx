import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { SURVEY_NUMBER_MAX, SURVEY_NUMBER_MIN } from '../../../contract/limits';
import { hasAnswerLimit, type SurveyAnswer, type SurveyQuestion } from '../../../contract/survey';
import { Checkbox } from '../Checkbox';
import { RadioGroup } from '../RadioGroup';
import { TextField } from '../TextField';
import { answerText, questionText } from './survey-texts';

interface SurveyQuestionFieldProps {
  question: SurveyQuestion;
  /** The draft answer: chosen answer ids, or the typed number. */
  answer: string[] | string | undefined;
  errors?: readonly string[];
  onPick: (answerId: string) => void;
  onType: (value: string) => void;
  /** Texts of a survey other than the onboarding ones (the project survey has its own). */
  texts?: { question: string; answer: (answer: SurveyAnswer) => string };
}

/**
 * One survey question (SPEC §2 Survey) as its control: a number, one choice, or several choices
 * up to the question's limit. Shared by the wizards that ask the company and decor surveys.
 */
export function SurveyQuestionField({ question, answer, errors, onPick, onType, texts }: SurveyQuestionFieldProps) {
  const { t, i18n } = useLingui();
  const errorId = useId();
  const label = texts?.question ?? questionText(i18n, question.id);
  const optionText = texts?.answer ?? ((option: SurveyAnswer) => answerText(i18n, option));

  if (question.type === 'number') {
    return (
      <TextField
        label={label}
        type="number"
        inputMode="numeric"
        min={SURVEY_NUMBER_MIN}
        max={SURVEY_NUMBER_MAX}
        step={1}
        value={typeof answer === 'string' ? answer : ''}
        errors={errors}
        onChange={(event) => onType(event.target.value)}
      />
    );
  }
  const chosen = Array.isArray(answer) ? answer : [];
  if (question.type === 'single') {
    return (
      <RadioGroup
        legend={label}
        name={`survey-${question.id}`}
        options={question.answers.map((option) => ({ value: option.id, label: optionText(option) }))}
        value={chosen[0] ?? null}
        errors={errors}
        onChange={onPick}
      />
    );
  }
  const full = hasAnswerLimit(question) && chosen.length >= question.limit;
  const hasErrors = !!errors && errors.length > 0;
  return (
    <fieldset className="ui-radio-group" aria-describedby={hasErrors ? errorId : undefined} aria-invalid={hasErrors || undefined}>
      <legend className="ui-radio-group__legend">{label}</legend>
      <p className="ui-field__hint">
        {hasAnswerLimit(question) ? t`Choose up to ${question.limit}.` : t`Choose all that apply.`}
      </p>
      {question.answers.map((option) => (
        <Checkbox
          key={option.id}
          value={option.id}
          label={optionText(option)}
          checked={chosen.includes(option.id)}
          disabled={full && !chosen.includes(option.id)}
          onChange={() => onPick(option.id)}
        />
      ))}
      {hasErrors ? (
        <ul id={errorId} className="ui-field__errors">
          {errors.map((error) => <li key={error}>{error}</li>)}
        </ul>
      ) : null}
    </fieldset>
  );
}
