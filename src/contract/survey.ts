/**
 * The onboarding surveys of SPEC §4 Login as data: the company survey (owners, role 3) and the
 * decor survey (roles 7 and 8). Only ids live here; the portal translates question and answer
 * texts by id, so the contract stays free of any i18n framework.
 */
import * as v from 'valibot';
import { SURVEY_NUMBER_MAX, SURVEY_NUMBER_MIN } from './limits';
import { isDecorRole } from './roles';

/** A numeric range an answer stands for; `to: null` is open-ended ("95%+"). */
export interface SurveyBand {
  from: number;
  to: number | null;
  unit: 'percent' | 'count';
}

export interface SurveyAnswer {
  id: string;
  /** Present when the answer is a range of numbers; the portal formats it per locale. */
  band?: SurveyBand;
}

/** The answer to a number question: a whole number from SURVEY_NUMBER_MIN to SURVEY_NUMBER_MAX (SPEC §5). */
export const SurveyNumber = v.pipe(v.number(), v.integer(), v.minValue(SURVEY_NUMBER_MIN), v.maxValue(SURVEY_NUMBER_MAX));

export function isSurveyNumber(value: number): boolean {
  return v.is(SurveyNumber, value);
}

export type SurveyQuestion =
  | { id: string; type: 'single'; answers: readonly SurveyAnswer[] }
  /** `limit` of 0 or below: any number of answers (SPEC §9). */
  | { id: string; type: 'multi'; limit: number; answers: readonly SurveyAnswer[] }
  | { id: string; type: 'number'; min: typeof SURVEY_NUMBER_MIN; max: typeof SURVEY_NUMBER_MAX; step: 1 };

export interface Survey {
  id: 'company' | 'decor';
  questions: readonly SurveyQuestion[];
}

function bands(unit: SurveyBand['unit'], ranges: ReadonlyArray<readonly [number, number | null]>): SurveyAnswer[] {
  return ranges.map(([from, to]) => ({
    id: to === null ? `${from}+` : from === to ? `${from}` : `${from}-${to}`,
    band: { from, to, unit },
  }));
}

function choices(...ids: string[]): SurveyAnswer[] {
  return ids.map((id) => ({ id }));
}

/** Answer bands of SPEC §9. */
export const SURVEY_BANDS = {
  answer: bands('percent', [[0, 25], [26, 50], [51, 75], [76, 95], [95, null]]),
  share: bands('percent', [[1, 5], [6, 10], [11, 25], [26, 50]]),
  count: bands('count', [[2, 2], [3, 5], [6, 10], [11, 20], [21, 50], [51, null]]),
  decor: bands('count', [[0, 0], [1, 20], [21, 50], [51, 100], [100, null]]),
} as const;

/** Multi-select limit of the brand list and of the decor product question (SPEC §9). */
export const SURVEY_MULTI_LIMIT = 3;

export const COMPANY_SURVEY: Survey = {
  id: 'company',
  questions: [
    { id: 'team-size', type: 'single', answers: SURVEY_BANDS.count },
    { id: 'windows-per-year', type: 'number', min: SURVEY_NUMBER_MIN, max: SURVEY_NUMBER_MAX, step: 1 },
    { id: 'renovation-share', type: 'single', answers: SURVEY_BANDS.answer },
    { id: 'flat-roof-share', type: 'single', answers: SURVEY_BANDS.share },
    {
      id: 'brands',
      type: 'multi',
      limit: SURVEY_MULTI_LIMIT,
      answers: choices('velux', 'fakro', 'roto', 'dakea', 'okpol', 'other-brand'),
    },
    {
      id: 'services',
      type: 'multi',
      limit: 0,
      answers: choices('roof-windows', 'flat-roof-windows', 'sun-tunnels', 'blinds-shutters', 'roofing', 'loft-conversions'),
    },
  ],
};

export const DECOR_SURVEY: Survey = {
  id: 'decor',
  questions: [
    { id: 'decor-per-month', type: 'single', answers: SURVEY_BANDS.decor },
    {
      id: 'decor-products',
      type: 'multi',
      limit: SURVEY_MULTI_LIMIT,
      answers: choices('interior-blinds', 'exterior-blinds', 'roller-shutters', 'insect-screens', 'awnings'),
    },
    { id: 'team-size', type: 'single', answers: SURVEY_BANDS.count },
    { id: 'decor-customers', type: 'multi', limit: -1, answers: choices('homeowners', 'developers', 'roofers', 'retailers') },
  ],
};

/** Decor owners and decor staff answer the decor survey; everyone else the company survey. */
export function surveyForRole(role: number): Survey {
  return isDecorRole(role) ? DECOR_SURVEY : COMPANY_SURVEY;
}

export function hasAnswerLimit(question: SurveyQuestion): question is Extract<SurveyQuestion, { type: 'multi' }> {
  return question.type === 'multi' && question.limit > 0;
}

const SurveyId = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

/** One answer of a survey response: a chosen answer, or a number for a number question. */
export const SurveyResponseEntry = v.union([
  v.strictObject({ question_id: SurveyId, answer_id: SurveyId }),
  v.strictObject({ question_id: SurveyId, value: SurveyNumber }),
]);
export type SurveyResponseEntry = v.InferOutput<typeof SurveyResponseEntry>;

export const SurveyResponse = v.pipe(v.array(SurveyResponseEntry), v.maxLength(200));
export type SurveyResponse = v.InferOutput<typeof SurveyResponse>;

/** The survey response as the API carries it: JSON text (company `surveyResponse`). */
export const SurveyResponseText = v.pipe(v.string(), v.maxLength(20_000), v.parseJson(), SurveyResponse);

/**
 * What is wrong with a response to `survey`, in words for logs and 422 answers; empty when it is
 * complete: every question answered once (multi-choice: one entry per chosen answer, within the
 * limit), only known questions and answers.
 */
export function surveyResponseProblems(survey: Survey, response: SurveyResponse): string[] {
  const problems: string[] = [];
  for (const entry of response) {
    const question = survey.questions.find((q) => q.id === entry.question_id);
    if (!question) problems.push(`unknown question ${entry.question_id}`);
    else if ('value' in entry ? question.type !== 'number' : question.type === 'number') {
      problems.push(`wrong kind of answer to ${question.id}`);
    } else if ('answer_id' in entry && question.type !== 'number' && !question.answers.some((a) => a.id === entry.answer_id)) {
      problems.push(`unknown answer ${entry.answer_id} to ${question.id}`);
    }
  }
  for (const question of survey.questions) {
    const entries = response.filter((e) => e.question_id === question.id);
    const distinct = new Set(entries.map((e) => ('answer_id' in e ? e.answer_id : String(e.value))));
    if (entries.length === 0) problems.push(`no answer to ${question.id}`);
    else if (distinct.size !== entries.length) problems.push(`repeated answer to ${question.id}`);
    else if (question.type !== 'multi' && entries.length > 1) problems.push(`several answers to ${question.id}`);
    else if (hasAnswerLimit(question) && entries.length > question.limit) problems.push(`more than ${question.limit} answers to ${question.id}`);
  }
  return problems;
}
