import { assign, fromPromise, setup } from 'xstate';
import { PROJECT_STATUS, PROJECT_SURVEY, type ProductType, type ProjectStatusId, type ProjectSurveyResponse } from '../src/contract/projects';
import type { SurveyQuestion } from '../src/contract/survey';
import { pickSurveyAnswer, surveyAnswerMessages, typeSurveyAnswer, type SurveyAnswerMessage, type SurveyDraft } from './survey-draft';

/**
 * The project survey (SPEC §2 Survey, §4 Projects): a welcome with the reward points, then one
 * question at a time; Next needs an answer (SPEC §5: numbers 1..999999, multi-select limits of
 * §9, as the shared survey draft rules them), the last question submits. A project none of whose
 * products needs a survey submits an empty answer from the welcome. The server closes the project
 * or sends it to review; review shows a modal the installer closes.
 */

/** Separates the scan from the question in the id of one project survey question. */
const ID_SEPARATOR = '|';

/** The scan and the question a project survey question id stands for. */
export function projectQuestionParts(id: string): { scanUuid: string; questionId: string } {
  const at = id.indexOf(ID_SEPARATOR);
  return { scanUuid: id.slice(0, at), questionId: id.slice(at + 1) };
}

/** Every question of PROJECT_SURVEY for every scan whose product needs the survey, scan by scan. */
export function projectSurveyQuestions(scans: readonly { uuid: string; type: ProductType; needs_survey: boolean }[]): SurveyQuestion[] {
  return scans.filter((scan) => scan.needs_survey).flatMap((scan) =>
    PROJECT_SURVEY.questions.map((question): SurveyQuestion => ({
      id: `${scan.uuid}${ID_SEPARATOR}${question.id}`,
      type: 'single',
      answers: question.answers.map((id) => ({ id })),
    })));
}

/** The response POST /v1/project/{uuid}/survey takes: one answer per scan and question. */
export function projectSurveyResponse(questions: readonly SurveyQuestion[], draft: SurveyDraft): ProjectSurveyResponse {
  return questions.flatMap((question) => {
    const answer = draft[question.id];
    const { scanUuid, questionId } = projectQuestionParts(question.id);
    return (Array.isArray(answer) ? answer : []).map((answerId) => ({ uuid: scanUuid, question_id: questionId, answer_id: answerId }));
  });
}

export interface ProjectSurveyInput {
  questions: readonly SurveyQuestion[];
}

export interface ProjectSurveyContext {
  questions: readonly SurveyQuestion[];
  draft: SurveyDraft;
  index: number;
  /** Messages under the current question, shown once Next was pressed without a valid answer. */
  messages: SurveyAnswerMessage[];
}

export type ProjectSurveyEvent =
  | { type: 'START' }
  | { type: 'PICK_ANSWER'; answerId: string }
  | { type: 'TYPE_ANSWER'; value: string }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  | { type: 'CLOSE' };

export const currentProjectQuestion = (context: ProjectSurveyContext): SurveyQuestion | undefined => context.questions[context.index];

export const projectSurveyMachine = setup({
  types: {
    context: {} as ProjectSurveyContext,
    input: {} as ProjectSurveyInput,
    events: {} as ProjectSurveyEvent,
  },
  actors: {
    /** POSTs the response (`[]` when nothing is asked), refreshes what shows points; answers the project's new status. */
    'post survey': fromPromise<ProjectStatusId, { questions: readonly SurveyQuestion[]; draft: SurveyDraft }>(() =>
      Promise.reject(new Error('The project survey actor "post survey" was not provided'))),
  },
  guards: {
    'asks no question': ({ context }) => context.questions.length === 0,
    'answer is missing': ({ context }) => {
      const question = currentProjectQuestion(context);
      return !question || surveyAnswerMessages(question, context.draft).length > 0;
    },
    'is last question': ({ context }) => context.index >= context.questions.length - 1,
    'is past first question': ({ context }) => context.index > 0,
    'went to review': (_, params: { status: ProjectStatusId }) => params.status === PROJECT_STATUS.inReview,
  },
  actions: {
    'pick answer': assign(({ context }, params: { answerId: string }) => {
      const question = currentProjectQuestion(context);
      return question ? { draft: pickSurveyAnswer(question, context.draft, params.answerId), messages: [] } : {};
    }),
    'type answer': assign(({ context }, params: { value: string }) => {
      const question = currentProjectQuestion(context);
      return question ? { draft: typeSurveyAnswer(question, context.draft, params.value), messages: [] } : {};
    }),
    'show answer messages': assign(({ context }) => {
      const question = currentProjectQuestion(context);
      return { messages: question ? surveyAnswerMessages(question, context.draft) : [] };
    }),
    'go to next question': assign(({ context }) => ({ index: context.index + 1, messages: [] })),
    'go to previous question': assign(({ context }) => ({ index: context.index - 1, messages: [] })),
    'forget answer messages': assign({ messages: [] }),
  },
}).createMachine({
  id: 'projectSurvey',
  description: 'Closes a project with its survey: a welcome with the reward points, then one question at a time for each surveyed product. Posting it closes the project, or puts it in review when some scans need a decision first.',
  context: ({ input }) => ({ questions: input.questions, draft: {}, index: 0, messages: [] }),
  initial: 'welcome',
  states: {
    welcome: {
      description: 'Welcome with the reward points tag; a project without surveyed products posts an empty answer on Start.',
      on: {
        START: [{ guard: 'asks no question', target: 'submitting' }, { target: 'asking' }],
      },
    },
    asking: {
      description: 'One question at a time; Next needs an answer, Back returns to the previous question or the welcome.',
      on: {
        PICK_ANSWER: { actions: { type: 'pick answer', params: ({ event }) => ({ answerId: event.answerId }) } },
        TYPE_ANSWER: { actions: { type: 'type answer', params: ({ event }) => ({ value: event.value }) } },
        NEXT: [
          { guard: 'answer is missing', actions: 'show answer messages' },
          { guard: 'is last question', target: 'submitting' },
          { actions: 'go to next question' },
        ],
        BACK: [{ guard: 'is past first question', actions: 'go to previous question' }, { target: 'welcome', actions: 'forget answer messages' }],
      },
    },
    submitting: {
      description: 'Posts the answers.',
      invoke: {
        id: 'postSurvey',
        src: 'post survey',
        input: ({ context }) => ({ questions: context.questions, draft: context.draft }),
        onDone: [
          { guard: { type: 'went to review', params: ({ event }) => ({ status: event.output }) }, target: 'inReview' },
          { target: 'closed' },
        ],
        onError: 'failed',
      },
    },
    failed: {
      description: 'The answers could not be posted and are kept: Retry posts them again.',
      on: {
        RETRY: 'submitting',
        BACK: [{ guard: 'asks no question', target: 'welcome' }, { target: 'asking' }],
      },
    },
    /** The modal: the project waits for a decision on some of its scans. */
    inReview: {
      description: 'The modal says the project waits for a decision on some scans.',
      on: { CLOSE: 'done' },
    },
    closed: { description: 'Posted: the project is closed and its points credited.', type: 'final' },
    done: { description: 'Posted and in review; the modal was closed.', type: 'final' },
  },
});
