import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type SnapshotFrom } from 'xstate';
import { projectSurveyProblems } from '../../src/contract/projects';
import type { SurveyQuestion } from '../../src/contract/survey';
import {
  projectSurveyMachine,
  projectSurveyQuestions,
  projectSurveyResponse,
  type ProjectSurveyContext,
} from '../../machines/project-survey-machine';
import { DeferredActors, everyTransition, walk } from '../app/support/machine-harness';
import { plainEventModel } from './login-model';

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

describe('project survey machine, model-based', () => {
  type Snapshot = SnapshotFrom<typeof projectSurveyMachine>;
  const model = plainEventModel(projectSurveyMachine);
  const serializeState = (snapshot: Snapshot) => {
    const { index, draft, messages } = snapshot.context as ProjectSurveyContext;
    return JSON.stringify([snapshot.value, index, draft, messages]);
  };
  const events = (snapshot: Snapshot): EventObject[] => {
    const question = MIXED[(snapshot.context as ProjectSurveyContext).index];
    const answerEvents: EventObject[] = !question ? []
      : question.type === 'number'
        ? [{ type: 'TYPE_ANSWER', value: '0' }, { type: 'TYPE_ANSWER', value: '1000000' }, { type: 'TYPE_ANSWER', value: '42' }] as unknown as EventObject[]
        : question.answers.map((answer) => ({ type: 'PICK_ANSWER', answerId: answer.id }) as EventObject);
    const all: EventObject[] = [
      { type: 'START' }, { type: 'NEXT' }, { type: 'BACK' }, { type: 'RETRY' }, { type: 'CLOSE' },
      ...answerEvents,
      { type: 'xstate.done.actor.postSurvey', output: 5 } as EventObject,
      { type: 'xstate.done.actor.postSurvey', output: 2 } as EventObject,
      { type: 'xstate.error.actor.postSurvey', error: new Error('offline') } as EventObject,
    ];
    // Only what the state handles: a person cannot press a button that is not shown.
    return all.filter((event) => snapshot.can(event as never));
  };

  it('walks every state and transition of a survey with a choice, a number and a limited multi-choice', async () => {
    const paths = everyTransition(model, { input: { questions: MIXED }, events: events as never, serializeState: serializeState as never });
    const visited = new Set<string>();
    for (const path of paths) {
      const { actor, actors } = start(MIXED);
      await walk(
        path,
        async (event) => {
          if (event.type === 'xstate.done.actor.postSurvey') await actors.resolve('post survey', (event as { output?: unknown }).output);
          else if (event.type === 'xstate.error.actor.postSurvey') await actors.reject('post survey', (event as { error?: unknown }).error);
          else actor.send(event as never);
        },
        () => {
          // The multi-choice limit holds after every step of every path.
          expect(actor.getSnapshot().context.draft.brands?.length ?? 0).toBeLessThanOrEqual(2);
          visited.add(JSON.stringify(actor.getSnapshot().value));
          return actor.getSnapshot().value;
        },
      );
    }
    expect([...visited].sort()).toEqual(['"asking"', '"closed"', '"done"', '"failed"', '"inReview"', '"submitting"', '"welcome"']);
  });

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
});
