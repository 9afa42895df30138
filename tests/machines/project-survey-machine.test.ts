/**
 * The project survey against its requirement (SPEC §2 Survey: a welcome with the reward, then one
 * question at a time; §4 Projects: an empty answer when no product needs the survey, the review
 * modal when the project goes to review; §5 and §9: Next needs an answer, numbers 1..999999,
 * multi-select limits): model-based walks whose every step is checked against the tables below,
 * and the rules said plainly.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { projectSurveyProblems } from '../../src/contract/projects';
import type { SurveyQuestion } from '../../src/contract/survey';
import {
  projectSurveyMachine,
  projectSurveyQuestions,
  projectSurveyResponse,
  type ProjectSurveyEvent,
} from '../../machines/project-survey-machine';
import { DeferredActors } from '../app/support/machine-harness';
import { testRequirements, type RequirementTable, type RequirementWalk } from '../app/support/requirement-walk';

const WINDOW = { uuid: '11111111-1111-4111-8111-111111111111', type: 'roof_window' as const, needs_survey: true };
const LADDER = { uuid: '22222222-2222-4222-8222-222222222222', type: 'loft_ladder' as const, needs_survey: true };
const FLASHING = { uuid: '33333333-3333-4333-8333-333333333333', type: 'flashing' as const, needs_survey: false };

function start(questions: readonly SurveyQuestion[]) {
  const actors = new DeferredActors();
  const actor = createActor(projectSurveyMachine.provide({ actors: { 'post survey': actors.logic('post survey') } }), { input: { questions } }).start();
  return { actor, actors, value: () => actor.getSnapshot().value, context: () => actor.getSnapshot().context };
}

describe('project survey questions and response', () => {
  it('asks every question for every product that needs the survey, and the answer is what the server accepts', () => {
    const scans = [WINDOW, FLASHING, LADDER];
    const questions = projectSurveyQuestions(scans);
    expect(questions.map((q) => q.id)).toEqual([
      `${WINDOW.uuid}|installation`, `${WINDOW.uuid}|building`, `${LADDER.uuid}|installation`, `${LADDER.uuid}|building`,
    ]);
    const draft = Object.fromEntries(questions.map((q) => [q.id, [q.type === 'number' ? '' : q.answers[0]?.id ?? '']]));
    const response = projectSurveyResponse(questions, draft);
    expect(projectSurveyProblems(scans, response)).toEqual([]);
    expect(projectSurveyResponse(projectSurveyQuestions([FLASHING]), {})).toEqual([]);
  });
});

describe('project survey machine', () => {
  it('from the welcome, a project no product of which needs answers posts an empty answer', async () => {
    const { actor, actors, value } = start([]);
    actor.send({ type: 'START' });
    expect(value()).toBe('submitting');
    expect(actors.inputOf('post survey')).toEqual({ questions: [], draft: {} });
    await actors.resolve('post survey', 2);
    expect(value()).toBe('closed');
  });

  it('needs an answer before Next, goes one question at a time, and shows the review modal when the answer says so', async () => {
    const { actor, actors, value, context } = start(projectSurveyQuestions([WINDOW]));
    actor.send({ type: 'START' });
    actor.send({ type: 'NEXT' });
    expect(context()).toMatchObject({ index: 0, messages: ['answerRequired'] });
    actor.send({ type: 'PICK_ANSWER', answerId: 'replacement' });
    expect(context().messages).toEqual([]);
    actor.send({ type: 'NEXT' });
    expect(context().index).toBe(1);
    actor.send({ type: 'PICK_ANSWER', answerId: 'not-an-answer' });
    actor.send({ type: 'NEXT' });
    expect(context().messages).toEqual(['answerRequired']);
    actor.send({ type: 'PICK_ANSWER', answerId: 'detached-house' });
    actor.send({ type: 'NEXT' });
    expect(value()).toBe('submitting');
    await actors.reject('post survey', new Error('offline'));
    expect(value()).toBe('failed');
    actor.send({ type: 'RETRY' });
    await actors.resolve('post survey', 5);
    expect(value()).toBe('inReview');
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});

/** A survey with each kind of question (SPEC §5, §9): one choice, a number 1..999999, several choices up to 2. */
const MIXED: SurveyQuestion[] = [
  { id: 'kind', type: 'single', answers: [{ id: 'a' }, { id: 'b' }] },
  { id: 'count', type: 'number', min: 1, max: 999_999, step: 1 },
  { id: 'brands', type: 'multi', limit: 2, answers: [{ id: 'x' }, { id: 'y' }, { id: 'z' }] },
];

/** PROJECT_STATUS of SPEC §4: 2 closed, 5 in review. */
const [CLOSED, IN_REVIEW] = [2, 5];
const OFFLINE = new Error('offline');

type Snapshot = SnapshotFrom<typeof projectSurveyMachine>;
type WalkEvent = ProjectSurveyEvent | { type: 'xstate.done.actor.postSurvey'; output: number } | { type: 'xstate.error.actor.postSurvey'; error: unknown };

const POST_ENDINGS: WalkEvent[] = [
  { type: 'xstate.done.actor.postSurvey', output: IN_REVIEW },
  { type: 'xstate.done.actor.postSurvey', output: CLOSED },
  { type: 'xstate.error.actor.postSurvey', error: OFFLINE },
];

/**
 * The buttons of every screen, the answers the question shown offers (one of each kind: the
 * choice "a", the numbers 0 and 42, the brand "x" ticked and unticked), and how the post ends.
 */
function events(snapshot: Snapshot): WalkEvent[] {
  const question = snapshot.matches('asking') ? MIXED[snapshot.context.index]?.id : undefined;
  const answers: Partial<Record<string, WalkEvent[]>> = {
    kind: [{ type: 'PICK_ANSWER', answerId: 'a' }],
    count: [{ type: 'TYPE_ANSWER', value: '0' }, { type: 'TYPE_ANSWER', value: '42' }],
    brands: [{ type: 'PICK_ANSWER', answerId: 'x' }],
  };
  return [
    { type: 'START' }, { type: 'NEXT' }, { type: 'BACK' }, { type: 'RETRY' }, { type: 'CLOSE' },
    ...(answers[question ?? ''] ?? []),
    ...(snapshot.matches('submitting') ? POST_ENDINGS : []),
  ];
}

function eventName(event: WalkEvent): string {
  switch (event.type) {
    case 'START': return 'Start';
    case 'NEXT': return 'Next';
    case 'BACK': return 'Back';
    case 'RETRY': return 'Retry';
    case 'CLOSE': return 'Close';
    case 'PICK_ANSWER': return `pick ${event.answerId}`;
    case 'TYPE_ANSWER': return `type ${event.value}`;
    case 'xstate.done.actor.postSurvey': return event.output === IN_REVIEW ? 'posting: in review' : 'posting: closed';
    case 'xstate.error.actor.postSurvey': return 'posting: failed';
  }
}

/** The screen, the question shown, the answers given so far (as given), and the message under the question. */
function stateOf(snapshot: Snapshot): string {
  const { index, draft, messages } = snapshot.context;
  const answers = MIXED.flatMap(({ id }) => {
    const answer = draft[id] ?? [];
    return answer.length > 0 ? [`${id} ${Array.isArray(answer) ? [...answer].sort().join('+') : answer}`] : [];
  });
  return [
    String(snapshot.value),
    snapshot.matches('asking') && `at ${MIXED[index]?.id ?? '?'}`,
    ...answers,
    messages.includes('answerRequired') && 'answer required',
    messages.includes('numberOutOfRange') && 'out of range',
  ].filter(Boolean).join(', ');
}

const at = (question: string, ...facts: string[]) => ['asking', `at ${question}`, ...facts].join(', ');
const on = (screen: string, ...facts: string[]) => [screen, ...facts].join(', ');
const [A, C0, C42, X] = ['kind a', 'count 0', 'count 42', 'brands x'];
const post = { to: on('submitting', A, C42, X), calls: ['post survey'] };

/**
 * A survey of three questions (SPEC §2, §4, §5):
 * - Start on the welcome asks the first question; Back from the first returns to the welcome.
 * - An answer replaces the last one (a choice), is typed (a number), or is ticked and unticked
 *   (several choices); it hides the message.
 * - Next without an answer says one is required; a number outside 1..999999 is out of range;
 *   with an answer Next asks the next question, and after the last posts the answers.
 * - Back returns to the previous question; every answer given stays, no message is carried.
 * - Posted: closed ends; in review shows the modal, Close ends; failed keeps the answers: Retry
 *   posts again, Back returns to the last question.
 */
const SURVEY: RequirementTable<string> = {
  'welcome': { 'Start': at('kind') },
  [at('kind')]: { 'Next': at('kind', 'answer required'), 'Back': 'welcome', 'pick a': at('kind', A) },
  [at('kind', 'answer required')]: { 'Back': 'welcome', 'pick a': at('kind', A) },
  [at('kind', A)]: { 'Next': at('count', A), 'Back': on('welcome', A) },
  [on('welcome', A)]: { 'Start': at('kind', A) },
  [at('count', A)]: { 'Next': at('count', A, 'answer required'), 'Back': at('kind', A), 'type 0': at('count', A, C0), 'type 42': at('count', A, C42) },
  [at('count', A, 'answer required')]: { 'Back': at('kind', A), 'type 0': at('count', A, C0), 'type 42': at('count', A, C42) },
  [at('count', A, C0)]: { 'Next': at('count', A, C0, 'out of range'), 'Back': at('kind', A, C0), 'type 42': at('count', A, C42) },
  [at('count', A, C0, 'out of range')]: { 'Back': at('kind', A, C0), 'type 0': at('count', A, C0), 'type 42': at('count', A, C42) },
  [at('kind', A, C0)]: { 'Next': at('count', A, C0), 'Back': on('welcome', A, C0) },
  [on('welcome', A, C0)]: { 'Start': at('kind', A, C0) },
  [at('count', A, C42)]: { 'Next': at('brands', A, C42), 'Back': at('kind', A, C42), 'type 0': at('count', A, C0) },
  [at('kind', A, C42)]: { 'Next': at('count', A, C42), 'Back': on('welcome', A, C42) },
  [on('welcome', A, C42)]: { 'Start': at('kind', A, C42) },
  [at('brands', A, C42)]: { 'Next': at('brands', A, C42, 'answer required'), 'Back': at('count', A, C42), 'pick x': at('brands', A, C42, X) },
  [at('brands', A, C42, 'answer required')]: { 'Back': at('count', A, C42), 'pick x': at('brands', A, C42, X) },
  [at('brands', A, C42, X)]: { 'Next': post, 'Back': at('count', A, C42, X), 'pick x': at('brands', A, C42) },
  [at('count', A, C42, X)]: { 'Next': at('brands', A, C42, X), 'Back': at('kind', A, C42, X), 'type 0': at('count', A, C0, X) },
  [at('kind', A, C42, X)]: { 'Next': at('count', A, C42, X), 'Back': on('welcome', A, C42, X) },
  [on('welcome', A, C42, X)]: { 'Start': at('kind', A, C42, X) },
  [at('count', A, C0, X)]: { 'Next': at('count', A, C0, X, 'out of range'), 'Back': at('kind', A, C0, X), 'type 42': at('count', A, C42, X) },
  [at('count', A, C0, X, 'out of range')]: { 'Back': at('kind', A, C0, X), 'type 0': at('count', A, C0, X), 'type 42': at('count', A, C42, X) },
  [at('kind', A, C0, X)]: { 'Next': at('count', A, C0, X), 'Back': on('welcome', A, C0, X) },
  [on('welcome', A, C0, X)]: { 'Start': at('kind', A, C0, X) },
  [on('submitting', A, C42, X)]: { 'posting: in review': on('inReview', A, C42, X), 'posting: closed': on('closed', A, C42, X), 'posting: failed': on('failed', A, C42, X) },
  [on('failed', A, C42, X)]: { 'Retry': post, 'Back': at('brands', A, C42, X) },
  [on('inReview', A, C42, X)]: { 'Close': on('done', A, C42, X) },
};

/**
 * A project none of whose products needs the survey (SPEC §4: an empty answer is posted): Start
 * on the welcome posts at once; a failed post offers Retry, and Back returns to the welcome.
 */
const NO_QUESTIONS: RequirementTable<string> = {
  'welcome': { 'Start': { to: 'submitting', calls: ['post survey'] } },
  'submitting': { 'posting: in review': 'inReview', 'posting: closed': 'closed', 'posting: failed': 'failed' },
  'failed': { 'Retry': { to: 'submitting', calls: ['post survey'] }, 'Back': 'welcome' },
  'inReview': { 'Close': 'done' },
};

function walkOf(questions: readonly SurveyQuestion[], table: RequirementTable<string>): RequirementWalk<typeof projectSurveyMachine, WalkEvent, string> {
  return {
    machine: projectSurveyMachine, input: { questions }, events, stateOf, eventName, table,
    start() {
      const { actor, actors } = start(questions);
      return {
        snapshot: () => actor.getSnapshot(),
        takeCalls: () => actors.takeStarted(),
        async deliver(event) {
          if (event.type === 'xstate.done.actor.postSurvey') await actors.resolve('post survey', event.output);
          else if (event.type === 'xstate.error.actor.postSurvey') await actors.reject('post survey', event.error);
          else actor.send(event);
        },
      };
    },
  };
}

describe('project survey machine, a survey with a choice, a number and several choices: every state and transition as the requirement says', () => {
  testRequirements(walkOf(MIXED, SURVEY));
});

describe('project survey machine, a project without surveyed products: every state and transition as the requirement says', () => {
  testRequirements(walkOf([], NO_QUESTIONS));
});

describe('project survey rules', () => {
  it('never lets a number outside 1..999999 or more than the limit of choices through', () => {
    const { actor } = start(MIXED);
    actor.send({ type: 'START' });
    actor.send({ type: 'PICK_ANSWER', answerId: 'b' });
    actor.send({ type: 'NEXT' });
    for (const value of ['0', '1000000', '1.5']) {
      actor.send({ type: 'TYPE_ANSWER', value });
      actor.send({ type: 'NEXT' });
      expect(actor.getSnapshot().context).toMatchObject({ index: 1, messages: ['numberOutOfRange'] });
    }
    actor.send({ type: 'TYPE_ANSWER', value: '999999' });
    actor.send({ type: 'NEXT' });
    for (const answerId of ['x', 'y', 'z']) actor.send({ type: 'PICK_ANSWER', answerId });
    expect(actor.getSnapshot().context.draft.brands).toEqual(['x', 'y']);
  });

  it('posts the answers as given', () => {
    const { actor, actors } = start(MIXED);
    actor.send({ type: 'START' });
    for (const event of [{ type: 'PICK_ANSWER', answerId: 'b' }, { type: 'TYPE_ANSWER', value: '7' }, { type: 'PICK_ANSWER', answerId: 'z' }] as const) {
      actor.send(event);
      actor.send({ type: 'NEXT' });
    }
    expect(actors.inputOf('post survey')).toEqual({ questions: MIXED, draft: { kind: ['b'], count: '7', brands: ['z'] } });
  });

  it('shows no message on the first question before Next, after going back to the welcome', () => {
    const { actor, context } = start(MIXED);
    actor.send({ type: 'START' });
    actor.send({ type: 'NEXT' });
    expect(context().messages).toEqual(['answerRequired']);
    actor.send({ type: 'BACK' });
    actor.send({ type: 'START' });
    expect(context().messages).toEqual([]);
  });
});
