/**
 * A survey while a wizard asks it (SPEC §2 Survey, §5), shared by the login and registration
 * wizards: the draft answers by question, how a pick changes them, the rule an answer must pass
 * before Next, and the response the API stores.
 */
import { hasAnswerLimit, isSurveyNumber, type Survey, type SurveyQuestion, type SurveyResponse } from '../src/contract/survey';

/** Draft answers by question id: chosen answer ids, or the text typed for a number question. */
export type SurveyDraft = Record<string, string[] | string>;

export type SurveyAnswerMessage = 'answerRequired' | 'numberOutOfRange';

/** The number typed for a number question, when it is one the contract accepts. */
export function parseSurveyNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return isSurveyNumber(value) ? value : null;
}

/** Next needs an answer; a number question needs a number the contract accepts. */
export function surveyAnswerMessages(question: SurveyQuestion, draft: SurveyDraft): SurveyAnswerMessage[] {
  const answer = draft[question.id];
  if (question.type === 'number') {
    if (typeof answer !== 'string' || answer.trim() === '') return ['answerRequired'];
    return parseSurveyNumber(answer) === null ? ['numberOutOfRange'] : [];
  }
  return Array.isArray(answer) && answer.length > 0 ? [] : ['answerRequired'];
}

export function isSurveyComplete(survey: Survey, draft: SurveyDraft): boolean {
  return survey.questions.every((question) => surveyAnswerMessages(question, draft).length === 0);
}

/** Picks an answer: replaces it for single choice, toggles it for multi choice up to the limit. */
export function pickSurveyAnswer(question: SurveyQuestion, draft: SurveyDraft, answerId: string): SurveyDraft {
  if (question.type === 'number' || !question.answers.some((a) => a.id === answerId)) return draft;
  if (question.type === 'single') return { ...draft, [question.id]: [answerId] };
  const answer = draft[question.id];
  const current = Array.isArray(answer) ? answer : [];
  if (current.includes(answerId)) return { ...draft, [question.id]: current.filter((id) => id !== answerId) };
  if (hasAnswerLimit(question) && current.length >= question.limit) return draft;
  return { ...draft, [question.id]: [...current, answerId] };
}

/** Takes the text typed for a number question; other questions keep their draft. */
export function typeSurveyAnswer(question: SurveyQuestion, draft: SurveyDraft, text: string): SurveyDraft {
  return question.type === 'number' ? { ...draft, [question.id]: text } : draft;
}

/** The response the API stores: one entry per chosen answer, the value for number questions. */
export function surveyResponse(survey: Survey, draft: SurveyDraft): SurveyResponse {
  return survey.questions.flatMap((question): SurveyResponse => {
    const answer = draft[question.id];
    if (question.type === 'number') {
      const value = typeof answer === 'string' ? parseSurveyNumber(answer) : null;
      return value === null ? [] : [{ question_id: question.id, value }];
    }
    return (Array.isArray(answer) ? answer : []).map((answerId) => ({ question_id: question.id, answer_id: answerId }));
  });
}
