import { Trans } from '@lingui/react/macro';

/** "Question 2 of 6" above a survey question (both wizards ask the survey one question at a time). */
export function QuestionCounter({ index, count }: { index: number; count: number }) {
  const number = index + 1;
  return <p className="wizard-muted"><Trans>Question {number} of {count}</Trans></p>;
}
