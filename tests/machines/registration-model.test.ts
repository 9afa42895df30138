/**
 * Model-based test of the registration machine: `createTestModel` (xstate/graph) walks the
 * statechart (its invocations and delays turned into the events that end them) with concrete
 * events, and every path is replayed on a live actor whose API calls and timers settle only when
 * the path says so.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateNode, type EventObject, type SnapshotFrom } from 'xstate';
import { createTestModel, type AdjacencyMap } from 'xstate/graph';
import { SERVER_MESSAGES } from '../../src/contract/errors';
import { DEBOUNCE } from '../../src/contract/limits';
import type { CompanyValidateAnswer } from '../../src/contract/registration';
import { fieldMessages } from '../../machines/registration-form';
import { rulesOf, stepMarksOf } from '../../machines/registration-context';
import { registrationMachine, type RegistrationContext, type RegistrationEvent } from '../../machines/registration-machine';
import { STEP_FIELDS } from '../../machines/registration-steps';
import { stepNumber } from '../../machines/wizard-stepper';
import { DeferredActors, ManualClock } from '../app/support/machine-harness';
import { plainEventModel } from './login-model';
import { apiError, registrationInput, STREET } from './registration-fixtures';

type Snapshot = SnapshotFrom<typeof registrationMachine>;
/** A user event, or the end of an invocation or a delay as the model names it. */
type ModelEvent = EventObject & Record<string, unknown>;

const INPUT = registrationInput();
const FREE: CompanyValidateAnswer = { errors: {} };
const EMAIL_TAKEN: CompanyValidateAnswer = { errors: { email: [SERVER_MESSAGES.emailTaken] } };
const SUBMIT_REFUSED = apiError(422, {
  message: SERVER_MESSAGES.validationFailed,
  errors: { 'installer.email': [SERVER_MESSAGES.emailTaken] },
});
const OFFLINE = new Error('offline');

type TextValue = [field: 'name' | 'surname' | 'email' | 'phone' | 'companyName' | 'registrationNumber' | 'houseNumber' | 'postalCode' | 'city', value: string];

/** Each step's text fields are filled one after the other, each with one value. */
const FILL_ORDER: Partial<Record<RegistrationContext['step'], readonly TextValue[]>> = {
  userInfo: [['name', 'Jan'], ['surname', 'Kowalski'], ['email', 'jan@example.pl'], ['phone', '600000001']],
  companyInfo: [['companyName', 'Dachy Kowalski'], ['registrationNumber', '5260250274']],
  companyAddress: [['houseNumber', '12'], ['postalCode', '00-624'], ['city', 'Warszawa']],
};

/** Typing the step's first empty text field. */
function fillEvents(context: RegistrationContext): ModelEvent[] {
  const empty = FILL_ORDER[context.step]?.find(([field]) => context.form[field] === '');
  return empty ? [{ type: 'CHANGE', field: empty[0], value: empty[1] }] : [];
}

function stepEvents(context: RegistrationContext): ModelEvent[] {
  const { form } = context;
  switch (context.step) {
    case 'region':
      // Moving the company to Ukraine from the review drops the company type and asks for a Ukrainian phone.
      return context.editTrack && form.regionId === 10 ? [{ type: 'CHOOSE_REGION', regionId: 16 }] : [];
    case 'userInfo':
    case 'companyInfo': {
      const events = fillEvents(context);
      // A taken e-mail is fixed with a second address.
      if (context.remoteErrors.email?.length) events.push({ type: 'CHANGE', field: 'email', value: 'jan.kowalski@example.pl' });
      // Ukraine needs a Ukrainian phone number: the edit from the review has to fix it.
      if (form.regionId === 16 && form.phone === '600000001') events.push({ type: 'CHANGE', field: 'phone', value: '501234567' });
      return events;
    }
    case 'companyAddress':
      if (form.streetChosen) return fillEvents(context);
      if (context.streetSuggestions.length > 0) return [{ type: 'CHOOSE_STREET', suggestion: STREET }];
      // A short query is not looked up; a longer one is, and may also be taken as typed.
      return [{ type: 'TYPE_STREET', value: form.street === '' ? 'Ma' : 'Marszałkowska' }];
    case 'companyType': {
      // 1001 asks for a disclaimer, 1002 for nothing: switching from the review changes the track.
      if (form.companyTypeId === null) return [{ type: 'CHOOSE_COMPANY_TYPE', companyTypeId: 1001 }];
      if (!context.editTrack) return [];
      return [{ type: 'CHOOSE_COMPANY_TYPE', companyTypeId: form.companyTypeId === 1001 ? 1002 : 1001 }];
    }
    case 'disclaimer':
      return form.disclaimerAccepted ? [] : [{ type: 'TICK', field: 'disclaimerAccepted', checked: true }];
    case 'survey':
      return [context.surveyQuestionIndex === 0 ? { type: 'PICK_ANSWER', answerId: '2' } : { type: 'TYPE_ANSWER', value: '12' }];
    case 'consent':
      return form.emailConsent ? [] : [{ type: 'TICK', field: 'emailConsent', checked: true }];
    case 'review':
      if (!form.termsAccepted) return [{ type: 'TICK', field: 'termsAccepted', checked: true }];
      return (['userInfo', 'region', 'companyType'] as const).map((step) => ({ type: 'EDIT', step }) as const);
    default:
      return [];
  }
}

/** Concrete events for the state; answers of the fake actors are events too. */
function eventsFor(snapshot: Snapshot): ModelEvent[] {
  const { context } = snapshot;
  return [
    ...stepEvents(context),
    ...(context.step === 'review' && context.languageId === 2 ? [{ type: 'CHANGE_LANGUAGE', languageId: 1 } as const] : []),
    { type: 'xstate.done.actor.validateFields', output: FREE },
    ...(context.form.email === 'jan@example.pl' ? [{ type: 'xstate.done.actor.validateFields', output: EMAIL_TAKEN }] : []),
    { type: 'xstate.error.actor.validateFields', error: OFFLINE },
    { type: 'xstate.done.actor.searchStreets', output: [STREET] },
    { type: 'xstate.error.actor.searchStreets', error: OFFLINE },
    { type: 'xstate.done.actor.registerCompany', output: { message: 'Registered.', welcome_points: 50 } },
    ...(context.form.email === 'jan@example.pl' ? [{ type: 'xstate.error.actor.registerCompany', error: SUBMIT_REFUSED }] : []),
  ];
}

/** Event types that carry data: a bare one (which the model offers by default) is not a real event. */
const PAYLOAD_EVENTS = new Set([
  'CHOOSE_REGION', 'CHANGE', 'BLUR', 'TYPE_STREET', 'CHOOSE_STREET', 'CHOOSE_COMPANY_TYPE', 'TICK', 'PICK_ANSWER',
  'TYPE_ANSWER', 'EDIT', 'CHANGE_LANGUAGE',
]);
const isRealEvent = (event: EventObject) =>
  Object.keys(event).length > 1 || !(PAYLOAD_EVENTS.has(event.type) || event.type.startsWith('xstate.done.actor.'));

/** A step left alone: nothing half-typed, nothing waiting for the server. */
function isSettled(snapshot: Snapshot): boolean {
  const { context } = snapshot;
  if (context.step === 'complete' || context.unchecked.length > 0) return false;
  if (!snapshot.matches({ filling: { wizard: 'editing' } })) return false;
  const failing = STEP_FIELDS[context.step].filter((field) => fieldMessages(context.form, rulesOf(context), field).length > 0);
  return failing.length === 0 || failing.length === STEP_FIELDS[context.step].length;
}

/**
 * Events the model explores. Going back and the progress save are taken only from settled
 * steps: from a half-filled step they would multiply the states without new transitions.
 */
function isOffered(snapshot: Snapshot, event: EventObject): boolean {
  if (!isRealEvent(event)) return false;
  if (event.type === 'BACK' || event.type.startsWith('xstate.after.save debounce')) return isSettled(snapshot);
  return true;
}

/**
 * What decides the machine's next step besides the state value: the facts its guards and the
 * offered events read. Which messages show (visited fields) is left out so the model stays small.
 */
function guardFacts(context: RegistrationContext) {
  const { form } = context;
  const rules = rulesOf(context);
  const fields = [...new Set(Object.values(STEP_FIELDS).flat())];
  return {
    step: context.step,
    editTrack: context.editTrack,
    question: context.surveyQuestionIndex,
    region: form.regionId,
    companyType: form.companyTypeId,
    texts: [form.email, form.phone, form.street],
    failing: fields.filter((field) => fieldMessages(form, rules, field).length > 0),
    unchecked: [...context.unchecked].sort(),
    remote: Object.entries(context.remoteErrors).filter(([, messages]) => messages?.length).map(([field]) => field).sort(),
    suggestions: context.streetSuggestions.length,
    submitFailed: context.submitMessages.length > 0,
  };
}

function serializeState(snapshot: Snapshot, event?: EventObject, previous?: Snapshot): string {
  const state = JSON.stringify({ value: snapshot.value, facts: guardFacts(snapshot.context) });
  // Each way into a state counts once, so that the shortest paths cover transitions, not only states.
  const moved = previous && event && JSON.stringify(previous.value) !== JSON.stringify(snapshot.value);
  return moved ? `${state} via ${event.type} from ${JSON.stringify(previous.value)}` : state;
}

const SOURCE_OF_INVOKE: Record<string, string> = {
  validateFields: 'validate fields',
  searchStreets: 'search streets',
  registerCompany: 'register company',
};
const DELAY_MS: Record<string, number> = {
  'validation debounce': DEBOUNCE.validationMs,
  'street search debounce': DEBOUNCE.addressAutocompleteMs,
  'save debounce': DEBOUNCE.stateSaveMs,
};

/** A live actor whose API calls and timers move only when a model step says so. */
function liveRegistration() {
  const clock = new ManualClock();
  const actors = new DeferredActors();
  const actor = createActor(
    registrationMachine.provide({
      actors: {
        'validate fields': actors.logic('validate fields'),
        'search streets': actors.logic('search streets'),
        'register company': actors.logic('register company'),
      },
    }),
    { input: INPUT, clock },
  ).start();
  async function play(event: ModelEvent): Promise<void> {
    const [, kind, , id = ''] = event.type.split('.');
    if (kind === 'done') await actors.resolve(SOURCE_OF_INVOKE[id] ?? id, (event as { output?: unknown }).output);
    else if (kind === 'error') await actors.reject(SOURCE_OF_INVOKE[id] ?? id, (event as { error?: unknown }).error);
    else if (kind === 'after') clock.fire(DELAY_MS[event.type.split('.')[2] ?? ''] ?? -1);
    else if (kind !== 'init') actor.send(event as RegistrationEvent);
  }
  return { actor, play };
}

interface ModelStep {
  event: ModelEvent;
  state: Snapshot;
}
type ModelPath = ModelStep[];
type Adjacency = AdjacencyMap<Snapshot, EventObject>;

/**
 * The shortest path to every state of the model's adjacency map (breadth first; the graph's own
 * getShortestPaths gives the same paths, far slower on a graph this size).
 */
function shortestPaths(adjacency: Adjacency): ModelPath[] {
  const entries = new Map(Object.entries(adjacency));
  const [startKey] = entries.keys();
  if (startKey === undefined) return [];
  const found = new Map<string, ModelPath>([[startKey, [{ event: { type: 'xstate.init' }, state: entries.get(startKey)!.state }]]]);
  const queue = [startKey];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    const path = found.get(key)!;
    const { state, transitions } = entries.get(key)!;
    for (const { event, state: next } of Object.values(transitions) as Array<{ event: EventObject; state: Snapshot }>) {
      const nextKey = serializeState(next, event, state);
      if (found.has(nextKey) || !entries.has(nextKey)) continue;
      found.set(nextKey, [...path, { event: event as ModelEvent, state: next }]);
      queue.push(nextKey);
    }
  }
  return [...found.values()];
}

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allStateNodes(child as AnyStateNode))];
}
const activeNodeIds = (snapshot: { _nodes: AnyStateNode[] }) => snapshot._nodes.map((node) => node.id);

describe('registration machine, model-based', () => {
  const model = createTestModel(plainEventModel(registrationMachine), {
    input: INPUT,
    events: (snapshot) => eventsFor(snapshot as unknown as Snapshot) as never,
    serializeState: serializeState as never,
    filterEvents: (snapshot, event) => isOffered(snapshot as unknown as Snapshot, event),
  });
  const paths = shortestPaths(model.getAdjacencyMap() as unknown as Adjacency);
  // An abstract transition: from a state value, by an event type, to a state value. Replaying the
  // longest paths that add one not yet covered walks every such transition at least once.
  const transitionKey = (from: Snapshot, type: string, to: Snapshot) =>
    `${JSON.stringify(from.value)} ${type} -> ${JSON.stringify(to.value)}`;
  const keysOf = (path: ModelPath) => path.slice(1).map((step, index) => transitionKey(path[index]!.state, step.event.type, step.state));
  const coveredTransitions = new Set<string>();
  const replayed = [...paths]
    .sort((a, b) => b.length - a.length)
    .filter((path) => {
      const fresh = keysOf(path).filter((key) => !coveredTransitions.has(key));
      fresh.forEach((key) => coveredTransitions.add(key));
      return fresh.length > 0;
    });
  const reachedNodes = new Set(paths.flatMap((path) => path.flatMap((step) => activeNodeIds(step.state))));
  const takenEvents = new Set(
    paths.flatMap((path) =>
      path.slice(1).flatMap((step, index) => activeNodeIds(path[index]!.state).map((id) => `${id} ${step.event.type}`)),
    ),
  );

  it('reaches every state node', () => {
    // Routing states only pass through (eventless transitions): no snapshot rests in them.
    const passThrough = (node: AnyStateNode) => node.always !== undefined && node.always.length > 0;
    const all = allStateNodes(registrationMachine.root).filter((node) => !passThrough(node)).map((node) => node.id);
    expect(all.filter((id) => !reachedNodes.has(id))).toEqual([]);
  });

  it('takes every event every state node handles', () => {
    const model = plainEventModel(registrationMachine);
    const handled = allStateNodes(model.root).flatMap((node) => node.ownEvents.map((type) => `${node.id} ${type}`));
    expect(handled.length).toBeGreaterThan(60);
    // BLUR only marks a field so its messages show; the machine tests cover it.
    expect(handled.filter((key) => !key.endsWith(' BLUR') && !takenEvents.has(key))).toEqual([]);
  });

  it('keeps the stepper\'s total on every path through the whole track, for the region chosen', () => {
    const totals = new Map<number, Set<number>>();
    for (const path of paths) {
      // Only another region (edited from the review) changes what may be asked; a step edited from
      // the review keeps its place on the whole track.
      const pathTotals = new Map<number, Set<number>>();
      for (const { state } of path) {
        const total = stepNumber(stepMarksOf(state.context))?.total;
        if (total !== undefined) pathTotals.set(state.context.form.regionId, (pathTotals.get(state.context.form.regionId) ?? new Set()).add(total));
      }
      for (const [region, regionTotals] of pathTotals) {
        expect(regionTotals.size, path.map((step) => step.event.type).join(' → ')).toBe(1);
        regionTotals.forEach((total) => totals.set(region, (totals.get(region) ?? new Set()).add(total)));
      }
    }
    // Poland may ask every step, 10 in all, whichever company type is chosen; Ukraine has no types.
    expect(Object.fromEntries([...totals].map(([region, regionTotals]) => [region, [...regionTotals]]))).toEqual({ 10: [10], 16: [7] });
  });

  it('walks every transition on a live actor', async () => {
    expect(replayed.length).toBeGreaterThan(10);
    for (const path of replayed) {
      const { actor, play } = liveRegistration();
      const description = path.map((step) => step.event.type).join(' → ');
      for (const step of path) {
        await play(step.event);
        const live = actor.getSnapshot();
        expect(live.value, description).toEqual(step.state.value);
        expect(live.context, description).toEqual(step.state.context);
      }
      actor.stop();
    }
  });
});
