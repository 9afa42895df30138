/**
 * The project survey machine's model paths drive the real portal: every transition of the model
 * (machines/project-survey-machine.ts, built on the questions of a real project with one roof
 * window) is walked in Chromium on a project of its own, each event as what the installer does
 * or what the server answers, each state checked on the page. The server decides the outcome: a
 * window sold in the project's region closes the project, one sold for another region sends it
 * to review; a failed post is the network refusing that one request.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { EventObject, SnapshotFrom } from 'xstate';
import { PROJECT_STATUS, type ProjectStatusId } from '../src/contract/projects';
import { currentProjectQuestion, projectSurveyMachine, projectSurveyQuestions, type ProjectSurveyContext } from '../machines/project-survey-machine';
import { plainEventModel } from '../tests/machines/login-model';
import { transitionCover, type PathStep } from './model-paths';
import { newProject, newSerials, openSignedIn, projectOf } from './project-steps';
import { expectNoAxeViolations, registerOwner, requestSession } from './support';

type Machine = typeof projectSurveyMachine;
type Snapshot = SnapshotFrom<Machine>;

const POSTED = 'xstate.done.actor.postSurvey';
const FAILED = 'xstate.error.actor.postSurvey';

/** The model's questions: one roof window's (their ids name a scan, which a path's project has its own of). */
const MODEL_SCAN = '00000000-0000-4000-8000-000000000000';
const QUESTIONS = projectSurveyQuestions([{ uuid: MODEL_SCAN, type: 'roof_window', needs_survey: true }]);

const context = (snapshot: Snapshot) => snapshot.context as ProjectSurveyContext;

const PATHS = transitionCover(plainEventModel(projectSurveyMachine), {
  input: { questions: QUESTIONS },
  serializeState: (snapshot) => JSON.stringify([snapshot.value, context(snapshot).index, context(snapshot).draft, context(snapshot).messages]),
  events: (snapshot) => {
    const question = currentProjectQuestion(context(snapshot));
    const all: EventObject[] = [
      { type: 'START' }, { type: 'NEXT' }, { type: 'BACK' }, { type: 'RETRY' }, { type: 'CLOSE' },
      // One answer per question: the page's radios are alike, the machine's rules are unit-tested.
      ...(question && question.type !== 'number' ? question.answers.slice(0, 1).map((answer) => ({ type: 'PICK_ANSWER', answerId: answer.id })) : []),
      { type: POSTED, output: PROJECT_STATUS.inReview } as EventObject,
      { type: POSTED, output: PROJECT_STATUS.closed } as EventObject,
      { type: FAILED, error: new Error('no connection') } as EventObject,
    ];
    return all.filter((event) => snapshot.can(event as never));
  },
}) as PathStep<Machine>[][];

/** The status the server answers on a path: review when the path says so, else closed. */
const outcomeOf = (path: readonly PathStep<Machine>[]): ProjectStatusId =>
  path.some((step) => step.event.type === POSTED && step.event.output === PROJECT_STATUS.inReview) ? PROJECT_STATUS.inReview : PROJECT_STATUS.closed;

async function perform(page: Page, uuid: string, event: PathStep<Machine>['event'], next: PathStep<Machine> | undefined): Promise<void> {
  // The post that this event sends fails when the path says so: the network refuses that request once.
  if (next?.event.type === FAILED) await page.route(`**/api/v1/project/${uuid}/survey`, (route) => route.abort('internetdisconnected'), { times: 1 });
  switch (event.type) {
    case 'START': return page.getByTestId('survey-start').click();
    case 'NEXT': return page.getByTestId('survey-next').click();
    case 'BACK': return page.getByRole('button', { name: 'Back' }).click();
    case 'RETRY': return page.getByRole('button', { name: 'Try again' }).click();
    case 'CLOSE': return page.locator('dialog[open]').getByRole('button', { name: 'OK' }).click();
    case 'PICK_ANSWER': return page.locator(`input[value="${String(event.answerId)}"]`).check();
    default:
      // The server's answer: the page shows its outcome, which the state check waits for.
      return;
  }
}

/** Checks that the page shows the state; each view once with axe. */
async function expectShown(page: Page, state: Snapshot, checked: Set<string>): Promise<void> {
  const { index, questions, draft, messages } = context(state);
  if (state.matches('welcome')) {
    await expect(page.getByTestId('survey-start')).toBeVisible();
    await expect(page.locator('.app-survey__reward')).toHaveText(/\+\d+ points?/);
  } else if (state.matches('asking')) {
    await expect(page.getByText(`Question ${index + 1} of ${questions.length}`)).toBeVisible();
    const answer = draft[questions[index]?.id ?? '']?.[0];
    if (answer) await expect(page.locator(`input[value="${answer}"]`)).toBeChecked();
    else await expect(page.locator('input[type="radio"]:checked')).toHaveCount(0);
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(messages.length > 0 ? 1 : 0);
  } else if (state.matches('failed')) {
    await expect(page.getByText('The survey could not be sent. Please try again.')).toBeVisible();
  } else if (state.matches('inReview')) {
    await expect(page.locator('dialog[open]')).toBeVisible();
  } else if (state.matches('done')) {
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await expect(page.getByText(/We are checking some of the scans/)).toBeVisible();
  } else if (state.matches('closed')) {
    await expect(page.getByText("Thank you! The project is closed and its points are on your company's account.")).toBeVisible();
  } else {
    // Submitting: the server's answer follows at once.
    return;
  }
  const view = JSON.stringify([state.value, index, messages.length]);
  if (!checked.has(view)) {
    checked.add(view);
    await expectNoAxeViolations(page);
  }
}

test.describe('the project survey machine, path by path in the portal', () => {
  const checked = new Set<string>();

  test('the model covers every state of the survey', () => {
    const reached = new Set(PATHS.flatMap((path) => path.map((step) => JSON.stringify(step.state.value))));
    expect([...reached].sort()).toEqual(['"asking"', '"closed"', '"done"', '"failed"', '"inReview"', '"submitting"', '"welcome"']);
  });

  for (const [number, path] of PATHS.entries()) {
    const title = path.map((step) => step.event.type.replace('xstate.', '') + (step.event.output === undefined ? '' : ` ${String(step.event.output)}`)).join(' → ');
    test(`path ${number + 1}: ${title}`, async ({ page, request, baseURL }) => {
      // A company of its own: the scans of many paths would be one installer's burst (SPEC §9 fraud rules).
      const owner = await registerOwner(baseURL, { name: 'Anna', surname: 'Ankietowa', language: 'en' });
      const pair = await requestSession(request, owner.email);
      const outcome = outcomeOf(path);
      const [serial = ''] = await newSerials(request, outcome === PROJECT_STATUS.inReview ? 'cz' : 'pl', 1);
      const uuid = await newProject(request, pair.token, [serial]);
      await openSignedIn(page, pair, `/projects/${uuid}/survey`);
      await expectShown(page, projectSurveyMachine.resolveState({ value: 'welcome', context: { questions: QUESTIONS, draft: {}, index: 0, messages: [] } }), checked);
      for (const [index, step] of path.entries()) {
        await perform(page, uuid, step.event, path[index + 1]);
        await expectShown(page, step.state, checked);
      }
      // The server holds what the page showed.
      const last = path.at(-1)?.state;
      if (last?.matches('closed') || last?.matches('done') || last?.matches('inReview')) {
        expect((await projectOf(request, pair.token, uuid)).status.id).toBe(outcome);
      } else if (!last?.matches('submitting')) {
        expect((await projectOf(request, pair.token, uuid)).status.id).toBe(PROJECT_STATUS.inProgress);
      }
    });
  }
});
