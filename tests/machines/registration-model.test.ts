/**
 * The registration wizard against its requirement (SPEC §2 Registration wizard, §4 Registration,
 * §5 Registration and uniqueness, §9 debounces; README "The wizards" and "Phone prefix and
 * registration country"): model-based walks whose every step is checked against tables written
 * below. Each walk starts where its part of the wizard begins (from saved progress, as a reload
 * would) and offers the events of that part; together they take every state and transition of
 * the machine.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine, type AnyStateNode, type SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';
import { SERVER_MESSAGES } from '../../src/contract/errors';
import type { CompanyValidateAnswer, StreetSuggestion } from '../../src/contract/registration';
import { questionMessagesOf, stepMarksOf } from '../../machines/registration-context';
import { emptyForm, type RegistrationForm } from '../../machines/registration-form';
import { registrationMachine, type RegistrationEvent, type RegistrationInput } from '../../machines/registration-machine';
import { progressOf } from '../../machines/registration-progress';
import type { RegistrationStep } from '../../machines/registration-steps';
import { stepNumber } from '../../machines/wizard-stepper';
import { DeferredActors, ManualClock, serializeEvent } from '../app/support/machine-harness';
import { reachableTable, stateName, testRequirements, type Outcome, type RequirementTable, type RequirementWalk } from '../app/support/requirement-walk';
import { apiError, registrationInput, STREET } from './registration-fixtures';

type Snapshot = SnapshotFrom<typeof registrationMachine>;
/** A person's event, or the end of a call or of a wait as the machine receives it. */
type WalkEvent = RegistrationEvent | { type: `xstate.${string}`; output?: unknown; error?: unknown };

/** SPEC §9: uniqueness checked 500 ms after the last change, streets looked up after 400 ms, progress saved after 1 s. */
const WAIT_MS = { 'validation debounce': 500, 'street search debounce': 400, 'save debounce': 1000 } as const;
const OFFLINE = new Error('offline');
const FREE: CompanyValidateAnswer = { errors: {} };
const EMAIL_TAKEN: CompanyValidateAnswer = { errors: { email: [SERVER_MESSAGES.emailTaken] } };
const NUMBER_TAKEN: CompanyValidateAnswer = { errors: { registration_number: [SERVER_MESSAGES.registrationNumberTaken] } };
const EMAIL_REFUSED = apiError(422, { message: SERVER_MESSAGES.validationFailed, errors: { 'installer.email': [SERVER_MESSAGES.emailTaken] } });
const [POLAND, HUNGARY, UKRAINE] = [10, 7, 16];
const [CZECH_LANGUAGE, HUNGARIAN_LANGUAGE] = [3, 5];

/** A Polish company, every step answered; its type (1001) asks a required disclaimer and an optional declaration. */
const COMPLETE: RegistrationForm = {
  ...emptyForm(POLAND, null),
  name: 'Jan', surname: 'Kowalski', email: 'jan@example.pl', phone: '600000001',
  companyName: 'Dachy Kowalski', registrationNumber: '5260250274',
  street: 'Marszałkowska', streetChosen: true, houseNumber: '12', postalCode: '00-624', city: 'Warszawa',
  companyTypeId: 1001, disclaimerAccepted: true, survey: { 'team-size': ['2'], 'windows-per-year': '12' },
};

/** The wizard reloaded at `step` with the form so far (SPEC §2: the state is kept in session storage). */
const savedAt = (step: RegistrationStep, form: Partial<RegistrationForm> = {}, input: Partial<RegistrationInput> = {}): RegistrationInput =>
  registrationInput({
    saved: progressOf({ variant: 'company', step, editTrack: null, surveyQuestionIndex: 0, form: { ...COMPLETE, ...form }, regionChosen: true }),
    ...input,
  });


const STEP_WORDS: Record<string, string> = {
  region: 'region', userInfo: 'user info', companyInfo: 'company info', companyAddress: 'address', companyType: 'company type',
  disclaimer: 'disclaimer', declaration: 'declaration', survey: 'survey', consent: 'consent', review: 'review',
};
const INNER_WORDS: Record<string, string> = { debouncing: 'waiting', checking: 'checking', confirming: 'confirming', searching: 'looking up', intro: 'welcome', question: 'question' };

/** The step shown, in words: its inner state (a wait, a call) and the survey's question number. */
function stepOf(snapshot: Snapshot): { step: string; inner: string | null } {
  if (snapshot.matches('complete')) return { step: 'complete', inner: null };
  if (snapshot.matches({ filling: { wizard: 'submitting' } })) return { step: 'submitting', inner: null };
  const editing = (snapshot.value as { filling: { wizard: { editing: string | Record<string, string> } } }).filling.wizard.editing;
  const [step, inner] = typeof editing === 'string' ? [editing, 'idle'] : (Object.entries(editing)[0] ?? ['?', 'idle']);
  const words = INNER_WORDS[inner] ?? null;
  return { step: STEP_WORDS[step] ?? step, inner: inner === 'question' ? `question ${snapshot.context.surveyQuestionIndex + 1}` : words };
}
/** A step and its inner state as the tables name them: "user info checking", "survey question 2". */
const stepIn = (step: string, inner: string | null) => (inner ? `${step} ${inner}` : step);
const stepWords = (snapshot: Snapshot) => stepIn(stepOf(snapshot).step, stepOf(snapshot).inner);

/** The fake calls, clock and emitted effects of a running wizard: calls and effects are what the tables list. */
function startWith(input: RegistrationInput): ReturnType<RequirementWalk<typeof registrationMachine, WalkEvent, string>['start']> {
  const actors = new DeferredActors();
  const clock = new ManualClock();
  const effects: string[] = [];
  const machine = registrationMachine.provide({
    actors: { 'validate fields': actors.logic('validate fields'), 'search streets': actors.logic('search streets'), 'register company': actors.logic('register company') },
  });
  const actor = createActor(machine, { input, clock });
  actor.on('progress.save', () => effects.push('save progress'));
  actor.on('progress.forget', () => effects.push('forget progress'));
  actor.start();
  const CALLS: Record<string, string> = { validateFields: 'validate fields', searchStreets: 'search streets', registerCompany: 'register company' };
  return {
    snapshot: () => actor.getSnapshot(),
    takeCalls: () => [...actors.takeStarted(), ...effects.splice(0)],
    async deliver(event) {
      const [, kind, , id = ''] = event.type.split('.');
      const ending = event as { output?: unknown; error?: unknown };
      if (event.type.startsWith('xstate.after.')) clock.fire(WAIT_MS[(event.type.split('.')[2] ?? '') as keyof typeof WAIT_MS]);
      else if (kind === 'done') await actors.resolve(CALLS[id] ?? id, ending.output);
      else if (kind === 'error') await actors.reject(CALLS[id] ?? id, ending.error);
      else actor.send(event as RegistrationEvent);
    },
  };
}

function walkOf(
  input: RegistrationInput,
  parts: Pick<RequirementWalk<typeof registrationMachine, WalkEvent, string>, 'events' | 'stateOf' | 'eventName' | 'table' | 'shows'>,
): RequirementWalk<typeof registrationMachine, WalkEvent, string> {
  return { machine: registrationMachine, input, ...parts, start: () => startWith(input) };
}

type RegistrationWalk = RequirementWalk<typeof registrationMachine, WalkEvent, string>;
/** Every walk of this file: together they must take every state and transition of the machine. */
const WALKS: RegistrationWalk[] = [];

function walksAsRequired(part: string, walk: RegistrationWalk): void {
  WALKS.push(walk);
  describe(`registration machine, ${part}: every state and transition as the requirement says`, () => testRequirements(walk));
}

const inStep = (snapshot: Snapshot, step: string, inner?: string) =>
  snapshot.matches({ filling: { wizard: { editing: inner ? { [step]: inner } : step } } } as never);
const afterWait = (delay: keyof typeof WAIT_MS, path: string) => ({ type: `xstate.after.${delay}.registration.filling.wizard.editing.${path}` }) as const;

function eventName(event: WalkEvent): string {
  const e = event as Record<string, unknown> & { type: string };
  switch (e.type) {
    case 'NEXT': return 'Next';
    case 'BACK': return 'Back';
    case 'SUBMIT': return 'Register';
    case 'START_SURVEY': return 'Start';
    case 'EDIT': return `Edit ${STEP_WORDS[String(e.step)] ?? String(e.step)}`;
    case 'TICK': return `tick ${String(e.field).replace('Accepted', '')}`;
    case 'CHOOSE_COMPANY_TYPE': return `choose type ${String(e.companyTypeId)}`;
    case 'CHOOSE_STREET': return 'choose a suggestion';
    case 'USE_TYPED_STREET': return 'use the street as typed';
    case 'PICK_ANSWER': return `pick ${String(e.answerId)}`;
    case 'TYPE_ANSWER': return `type ${String(e.value)}`;
    case 'CHOOSE_REGION': return `choose region ${String(e.regionId)}`;
    case 'CHANGE_LANGUAGE': return `switch the language to ${String(e.languageId)}`;
    case 'BLUR': return `leave the ${String(e.field)}`;
    case 'xstate.done.actor.validateFields': return e.output === FREE ? 'check: free' : 'check: taken';
    case 'xstate.error.actor.validateFields': return 'check: failed';
    case 'xstate.done.actor.searchStreets': return 'lookup: streets found';
    case 'xstate.error.actor.searchStreets': return 'lookup: failed';
    case 'xstate.done.actor.registerCompany': return 'registering: registered';
    case 'xstate.error.actor.registerCompany': return e.error === OFFLINE ? 'registering: failed' : 'registering: e-mail refused';
    default: return e.type.startsWith('xstate.after.') ? `${String(WAIT_MS[(e.type.split('.')[2] ?? '') as keyof typeof WAIT_MS])} ms pass` : e.type;
  }
}

// ---------------------------------------------------------------------------------------------
// The track: Next and Back through every step of a complete Polish registration.

const trackEvents = (snapshot: Snapshot): WalkEvent[] => [
  { type: 'NEXT' },
  { type: 'BACK' },
  { type: 'START_SURVEY' },
  ...(inStep(snapshot, 'userInfo', 'confirming') || inStep(snapshot, 'companyInfo', 'confirming') ? [{ type: 'xstate.done.actor.validateFields', output: FREE } as const] : []),
];

/** The step, and which unique fields the server has not checked yet (a reload checks them again). */
function trackState(snapshot: Snapshot): string {
  const unchecked = snapshot.context.unchecked;
  return stateName(
    stepWords(snapshot),
    (unchecked.includes('email') || unchecked.includes('phone')) && 'contact unchecked',
    unchecked.includes('registrationNumber') && 'number unchecked',
  );
}

const C = 'contact unchecked';
const N = 'number unchecked';
const confirm = (step: string, ...facts: string[]) => ({ to: stateName(`${step} confirming`, ...facts), calls: ['validate fields'] });

/**
 * SPEC §2 and §4 (the steps in their order: region, user info, company info, company address,
 * company type, disclaimer, declaration, survey, consent, review), §5 (uniqueness of e-mail, phone
 * and registration numbers checked with the server); the machine's header (Next waits for the
 * check of values not checked yet; an unreachable check does not block: the server checks again
 * on submit); README "The wizards" (Back returns to the previous shown step; the survey's welcome
 * first, its question where it was left):
 * - Next goes to the next step of the track once the step is complete; on user info and company
 *   info with values not yet checked it asks the server first (again if pressed again) and moves
 *   on when it answers free.
 * - Back goes to the previous step (none before the region), also while a check runs.
 * - Start on the survey's welcome asks its first question; Next walks its questions, then consent.
 */
const TRACK: RequirementTable<string> = {
  [stateName('region', C, N)]: { 'Next': stateName('user info', C, N) },
  [stateName('user info', C, N)]: { 'Next': confirm('user info', C, N), 'Back': stateName('region', C, N) },
  [stateName('user info confirming', C, N)]: { 'Next': confirm('user info', C, N), 'Back': stateName('region', C, N), 'check: free': stateName('company info', N) },
  [stateName('company info', N)]: { 'Next': confirm('company info', N), 'Back': stateName('user info', N) },
  [stateName('company info confirming', N)]: { 'Next': confirm('company info', N), 'Back': stateName('user info', N), 'check: free': 'address' },
  [stateName('user info', N)]: { 'Next': stateName('company info', N), 'Back': stateName('region', N) },
  [stateName('region', N)]: { 'Next': stateName('user info', N) },
  'region': { 'Next': 'user info' },
  'user info': { 'Next': 'company info', 'Back': 'region' },
  'company info': { 'Next': 'address', 'Back': 'user info' },
  'address': { 'Next': 'company type', 'Back': 'company info' },
  'company type': { 'Next': 'disclaimer', 'Back': 'address' },
  'disclaimer': { 'Next': 'declaration', 'Back': 'company type' },
  'declaration': { 'Next': 'survey welcome', 'Back': 'disclaimer' },
  'survey welcome': { 'Start': 'survey question 1', 'Back': 'declaration' },
  'survey question 1': { 'Next': 'survey question 2', 'Back': 'survey welcome' },
  'survey question 2': { 'Next': 'consent', 'Back': 'survey question 1' },
  'consent': { 'Next': 'review', 'Back': 'survey question 2' },
  'review': { 'Back': 'consent' },
};

/** README "The wizards": "Step n of m" counts every step the region may ask (Poland: 10). */
const stepCounter = (current: number) => (snapshot: Snapshot) => expect(stepNumber(stepMarksOf(snapshot.context))).toEqual({ current, total: 10 });
const TRACK_COUNTERS = {
  'region': stepCounter(1), 'user info': stepCounter(2), 'company info': stepCounter(3), 'address': stepCounter(4), 'company type': stepCounter(5),
  'disclaimer': stepCounter(6), 'declaration': stepCounter(7), 'survey welcome': stepCounter(8), 'survey question 2': stepCounter(8),
  'consent': stepCounter(9), 'review': stepCounter(10),
};

walksAsRequired('the track', walkOf(savedAt('region'), { events: trackEvents, stateOf: trackState, eventName, table: TRACK, shows: TRACK_COUNTERS }));

// ---------------------------------------------------------------------------------------------
// The uniqueness checks of user info (e-mail and phone) and company info (registration numbers).

interface CheckedStep {
  /** The step's state id and its words. */
  id: 'userInfo' | 'companyInfo';
  words: string;
  /** The field typed in the walk, and the other unique field of the step (checked with it), if any. */
  field: 'email' | 'registrationNumber';
  other: 'phone' | null;
  values: { taken: string; free: string; bad: string };
  taken: CompanyValidateAnswer;
  /** What the step leads to. */
  next: string;
}

const CHECKED_STEPS: CheckedStep[] = [
  {
    id: 'userInfo', words: 'user info', field: 'email', other: 'phone',
    values: { taken: 'jan@example.pl', free: 'jan.kowalski@example.pl', bad: 'jan@' }, taken: EMAIL_TAKEN, next: 'company info',
  },
  {
    id: 'companyInfo', words: 'company info', field: 'registrationNumber', other: null,
    values: { taken: '5260250274', free: '7010010009', bad: '123' }, taken: NUMBER_TAKEN, next: 'address',
  },
];

type ValueKind = keyof CheckedStep['values'];
const VALUE_KINDS: ValueKind[] = ['taken', 'free', 'bad'];

function uniquenessWalk(step: CheckedStep): RequirementWalk<typeof registrationMachine, WalkEvent, string> {
  const kindOf = (value: string) => VALUE_KINDS.find((kind) => step.values[kind] === value) ?? '?';
  const fields = [step.field, step.other].filter((field) => field !== null);
  const stateOf = (snapshot: Snapshot) => {
    if (!inStep(snapshot, step.id)) return stepWords(snapshot);
    const { form, unchecked, remoteErrors } = snapshot.context;
    const waiting = fields.filter((field) => unchecked.includes(field));
    return stateName(stepWords(snapshot), `${kindOf(form[step.field])} value`, waiting.length > 0 && `${waiting.join(' and ')} unchecked`, (remoteErrors[step.field]?.length ?? 0) > 0 && 'taken shown');
  };
  const events = (snapshot: Snapshot): WalkEvent[] => {
    if (!inStep(snapshot, step.id)) return [];
    const calling = inStep(snapshot, step.id, 'checking') || inStep(snapshot, step.id, 'confirming');
    return [
      ...VALUE_KINDS.map((kind) => ({ type: 'CHANGE', field: step.field, value: step.values[kind] }) as const),
      { type: 'NEXT' },
      ...(inStep(snapshot, step.id, 'debouncing') ? [afterWait('validation debounce', `${step.id}.debouncing`)] : []),
      ...(calling ? [{ type: 'xstate.done.actor.validateFields', output: FREE } as const, { type: 'xstate.error.actor.validateFields', error: OFFLINE } as const] : []),
      // Only the value the server knows is answered as taken.
      ...(calling && snapshot.context.form[step.field] === step.values.taken ? [{ type: 'xstate.done.actor.validateFields', output: step.taken } as const] : []),
    ];
  };
  const name = (event: WalkEvent) => (event.type === 'CHANGE' ? `type the ${kindOf(String((event as { value: string }).value))} value` : eventName(event));
  return walkOf(savedAt(step.id), { events, stateOf, eventName: name, table: uniquenessTable(step) });
}

/**
 * The requirement of a step with unique fields (SPEC §5: uniqueness via the validate call, the
 * failing field highlighted; §9: checked 500 ms after the last change; the machine's header:
 * Next waits for the answer on values not checked yet, and moves on when the server cannot be
 * reached, as it checks again on submit), over the value typed (one the server knows as taken,
 * a free one, one that breaks the field's own rule), which fields wait for a check, and the
 * server's "taken" under the field:
 * - Typing a value waits 500 ms (the field waits for a check, its "taken" goes); typing again,
 *   also while a check runs, starts the wait again.
 * - After the wait the fields waiting for a check are checked, except a value breaking its rule.
 * - A check's answer marks the checked fields checked (free, or taken with the message); a
 *   failed check leaves them waiting.
 * - Next with a broken rule or a taken value stays; with fields to check it asks the server and
 *   moves on when they are free, stays with "taken", moves on when the check fails; else it moves on.
 */
function uniquenessTable(step: CheckedStep): RequirementTable<string> {
  const allFields = [step.field, step.other].filter((field) => field !== null);
  const waitingSets = [allFields, [step.field], []];
  const table: RequirementTable<string> = {};
  const state = (inner: string | null, kind: ValueKind, waiting: readonly string[], taken = false) =>
    stateName(stepIn(step.words, inner), `${kind} value`, waiting.length > 0 && `${waiting.join(' and ')} unchecked`, taken && 'taken shown');
  for (const kind of VALUE_KINDS) {
    for (const waiting of waitingSets) {
      const checkable = waiting.filter((field) => !(kind === 'bad' && field === step.field));
      const typing = Object.fromEntries(VALUE_KINDS.map((typed) => [
        `type the ${typed} value`, state('waiting', typed, allFields.filter((field) => field === step.field || waiting.includes(field))),
      ]));
      const next = (inner: string | null, taken: boolean): Record<string, Outcome<string>> =>
        (kind === 'bad' || taken ? {} : { 'Next': checkable.length > 0 ? { to: state('confirming', kind, waiting), calls: ['validate fields'] } : step.next });
      const answered = (inner: 'checking' | 'confirming') => {
        const checked = waiting.filter((field) => !checkable.includes(field));
        return {
          'check: free': inner === 'confirming' ? step.next : state(null, kind, checked),
          'check: failed': inner === 'confirming' ? step.next : state(null, kind, waiting),
          ...(kind === 'taken' ? { 'check: taken': state(null, kind, checked, true) } : {}),
        };
      };
      for (const taken of kind === 'taken' ? [false, true] : [false]) table[state(null, kind, waiting, taken)] = { ...typing, ...next(null, taken) };
      table[state('waiting', kind, waiting)] = {
        ...typing,
        ...next('waiting', false),
        '500 ms pass': checkable.length > 0 ? { to: state('checking', kind, waiting), calls: ['validate fields'] } : state(null, kind, waiting),
      };
      table[state('checking', kind, waiting)] = { ...typing, ...next('checking', false), ...answered('checking') };
      // Next again while the server is asked asks it again.
      table[state('confirming', kind, waiting)] = { ...typing, 'Next': { to: state('confirming', kind, waiting), calls: ['validate fields'] }, ...answered('confirming') };
    }
  }
  return reachableTable(table, state(null, 'taken', allFields));
}

for (const step of CHECKED_STEPS) walksAsRequired(`the uniqueness checks of ${step.words}`, uniquenessWalk(step));

// ---------------------------------------------------------------------------------------------
// The company address: the street looked up, picked or taken as typed.

type StreetKind = '2 letters' | '4 letters' | 'street typed';
const STREET_TYPED: Record<StreetKind, string> = { '2 letters': 'Ma', '4 letters': 'Mars', 'street typed': 'Marszałkowska' };

function streetState(snapshot: Snapshot): string {
  if (!inStep(snapshot, 'companyAddress')) return stepWords(snapshot);
  const { form, streetSuggestions } = snapshot.context;
  const typed = (Object.keys(STREET_TYPED) as StreetKind[]).find((kind) => STREET_TYPED[kind] === form.street);
  return stateName(stepWords(snapshot), form.streetChosen ? 'street settled' : typed, streetSuggestions.length > 0 && 'suggestions shown');
}

function streetEvents(snapshot: Snapshot): WalkEvent[] {
  if (!inStep(snapshot, 'companyAddress')) return [];
  return [
    ...(Object.values(STREET_TYPED).map((value) => ({ type: 'TYPE_STREET', value }) as const)),
    { type: 'USE_TYPED_STREET' },
    { type: 'NEXT' },
    ...(snapshot.context.streetSuggestions.length > 0 ? [{ type: 'CHOOSE_STREET', suggestion: STREET } as const] : []),
    ...(inStep(snapshot, 'companyAddress', 'debouncing') ? [afterWait('street search debounce', 'companyAddress.debouncing')] : []),
    ...(inStep(snapshot, 'companyAddress', 'searching')
      ? [{ type: 'xstate.done.actor.searchStreets', output: [STREET] satisfies StreetSuggestion[] } as const, { type: 'xstate.error.actor.searchStreets', error: OFFLINE } as const]
      : []),
  ];
}
const streetEventName = (event: WalkEvent) =>
  (event.type === 'TYPE_STREET' ? `type ${(Object.keys(STREET_TYPED) as StreetKind[]).find((kind) => STREET_TYPED[kind] === (event as { value: string }).value) ?? '?'}` : eventName(event));

/**
 * With a street lookup (SPEC §2: street via places autocomplete; §5: street at least 4 letters;
 * §9: looked up 400 ms after the last letter, free text offered over 5 characters; the lookup
 * starts at 3 letters, as in the new-project form), over the street (2 letters, 4 letters, a
 * longer one, or settled: picked or taken as typed) and the list:
 * - Typing waits 400 ms, the list staying until the new one; after the wait a street of 3 letters
 *   or more is looked up, a shorter one closes the list.
 * - Found streets are listed; a failed lookup lists none.
 * - A suggestion is picked from the list; a street over 5 letters may be taken as typed; either
 *   settles it and closes the list. Next needs the street settled.
 */
function lookupTable(): RequirementTable<string> {
  const table: RequirementTable<string> = {};
  const state = (inner: string | null, street: string | null, list: boolean) => stateName(stepIn('address', inner), street, list && 'suggestions shown');
  const kinds = Object.keys(STREET_TYPED) as StreetKind[];
  for (const list of [false, true]) {
    const typing = Object.fromEntries(kinds.map((kind) => [`type ${kind}`, state('waiting', kind, list)]));
    const picking: Record<string, Outcome<string>> = list ? { 'choose a suggestion': state(null, 'street settled', false) } : {};
    for (const street of [null, ...kinds, 'street settled'] as const) {
      const asTyped: Record<string, Outcome<string>> = street === 'street typed' ? { 'use the street as typed': state(null, 'street settled', false) } : {};
      const common = { ...typing, ...picking, ...asTyped };
      table[state(null, street, list)] = { ...common, ...(street === 'street settled' ? { 'Next': 'company type' } : {}) };
      if (street === null || street === 'street settled') continue;
      table[state('waiting', street, list)] = {
        ...common,
        '400 ms pass': street === '2 letters' ? state(null, street, false) : { to: state('looking up', street, list), calls: ['search streets'] },
      };
      if (street !== '2 letters') {
        table[state('looking up', street, list)] = { ...common, 'lookup: streets found': state(null, street, true), 'lookup: failed': state(null, street, false) };
      }
    }
  }
  return reachableTable(table, 'address');
}

/**
 * Without a street lookup (README: no places provider, the typed street is taken as it is): a
 * street of at least 4 letters (SPEC §5) lets Next go on; nothing is looked up.
 */
const NO_LOOKUP: RequirementTable<string> = {
  'address': { 'type 2 letters': 'address, 2 letters', 'type 4 letters': 'address, 4 letters', 'type street typed': 'address, street typed' },
  'address, 2 letters': { 'type 4 letters': 'address, 4 letters', 'type street typed': 'address, street typed' },
  'address, 4 letters': { 'type 2 letters': 'address, 2 letters', 'type street typed': 'address, street typed', 'Next': 'company type' },
  'address, street typed': { 'type 2 letters': 'address, 2 letters', 'type 4 letters': 'address, 4 letters', 'Next': 'company type' },
};

const noStreet = { street: '', streetChosen: false, postalCode: '00-624', city: 'Warszawa' };

walksAsRequired('the company address with a street lookup', walkOf(savedAt('companyAddress', noStreet), {
    events: streetEvents, stateOf: streetState, eventName: streetEventName, table: lookupTable(),
  }));

walksAsRequired('the company address without a street lookup', walkOf(savedAt('companyAddress', noStreet, { streetLookup: false }), { events: streetEvents, stateOf: streetState, eventName: streetEventName, table: NO_LOOKUP }));


// ---------------------------------------------------------------------------------------------
// The company type and the agreements it asks.

function agreementState(snapshot: Snapshot): string {
  const { form, editTrack, termsAccepted } = { ...snapshot.context, termsAccepted: snapshot.context.form.termsAccepted };
  return stateName(
    stepWords(snapshot),
    editTrack && 'edit',
    form.companyTypeId !== null && `type ${form.companyTypeId}`,
    form.disclaimerAccepted && 'disclaimer ticked',
    form.declarationAccepted && 'declaration ticked',
    termsAccepted && 'terms ticked',
  );
}

/** The boxes and choices of the step shown, Next and Back. */
function agreementEvents(snapshot: Snapshot): WalkEvent[] {
  if (inStep(snapshot, 'companyType')) return [{ type: 'CHOOSE_COMPANY_TYPE', companyTypeId: 1001 }, { type: 'CHOOSE_COMPANY_TYPE', companyTypeId: 1002 }, { type: 'NEXT' }, { type: 'BACK' }];
  if (inStep(snapshot, 'disclaimer')) return [{ type: 'TICK', field: 'disclaimerAccepted', checked: true }, { type: 'NEXT' }, { type: 'BACK' }];
  if (inStep(snapshot, 'declaration')) return [{ type: 'TICK', field: 'declarationAccepted', checked: true }, { type: 'NEXT' }, { type: 'BACK' }];
  return [];
}

const T1 = 'type 1001';
const T2 = 'type 1002';
const D = 'disclaimer ticked';
const DD = 'declaration ticked';

/**
 * SPEC §2 (company type if the region has one; disclaimer; declaration), §5 and §9 (states:
 * 0 not asked, 2 required; 1 asked, optional), §4 Login's rule shared by the registration
 * (choosing another company type resets the agreements), Poland requiring a type; type 1001 asks
 * a required disclaimer and an optional declaration, type 1002 none:
 * - Next on the company type needs a type; it leads to the agreements the type asks, else to the survey.
 * - Choosing another type forgets both ticks; choosing the same one keeps them.
 * - A required disclaimer needs its tick; an optional declaration does not. Back goes one step back.
 */
const AGREEMENTS: RequirementTable<string> = {
  'company type': { 'choose type 1001': stateName('company type', T1), 'choose type 1002': stateName('company type', T2), 'Back': 'address' },
  [stateName('company type', T1)]: { 'choose type 1002': stateName('company type', T2), 'Next': stateName('disclaimer', T1), 'Back': stateName('address', T1) },
  [stateName('company type', T2)]: { 'choose type 1001': stateName('company type', T1), 'Next': stateName('survey welcome', T2), 'Back': stateName('address', T2) },
  [stateName('disclaimer', T1)]: { 'tick disclaimer': stateName('disclaimer', T1, D), 'Back': stateName('company type', T1) },
  [stateName('disclaimer', T1, D)]: { 'Next': stateName('declaration', T1, D), 'Back': stateName('company type', T1, D) },
  [stateName('company type', T1, D)]: { 'choose type 1002': stateName('company type', T2), 'Next': stateName('disclaimer', T1, D), 'Back': stateName('address', T1, D) },
  [stateName('declaration', T1, D)]: { 'tick declaration': stateName('declaration', T1, D, DD), 'Next': stateName('survey welcome', T1, D), 'Back': stateName('disclaimer', T1, D) },
  [stateName('declaration', T1, D, DD)]: { 'Next': stateName('survey welcome', T1, D, DD), 'Back': stateName('disclaimer', T1, D, DD) },
  [stateName('disclaimer', T1, D, DD)]: { 'Next': stateName('declaration', T1, D, DD), 'Back': stateName('company type', T1, D, DD) },
  [stateName('company type', T1, D, DD)]: { 'choose type 1002': stateName('company type', T2), 'Next': stateName('disclaimer', T1, D, DD), 'Back': stateName('address', T1, D, DD) },
};

walksAsRequired('the company type and its agreements', walkOf(savedAt('companyType', { companyTypeId: null, disclaimerAccepted: false }), { events: agreementEvents, stateOf: agreementState, eventName, table: AGREEMENTS }));

// ---------------------------------------------------------------------------------------------
// The review: the terms, Register and its answers, and Edit, which walks one step and returns.

function reviewState(snapshot: Snapshot): string {
  if (snapshot.matches('complete')) return 'complete';
  const { remoteErrors, submitMessages } = snapshot.context;
  return stateName(agreementState(snapshot), (remoteErrors.email?.length ?? 0) > 0 && 'e-mail taken shown', submitMessages.length > 0 && 'failure shown');
}

/** The review's buttons, the edited step's, and how the registration call ends; a refused e-mail is fixed on user info (its own walk). */
function reviewEvents(snapshot: Snapshot): WalkEvent[] {
  if ((snapshot.context.remoteErrors.email?.length ?? 0) > 0) return [];
  if (inStep(snapshot, 'review')) return [{ type: 'TICK', field: 'termsAccepted', checked: true }, { type: 'SUBMIT' }, { type: 'EDIT', step: 'companyType' }];
  if (snapshot.matches({ filling: { wizard: 'submitting' } })) {
    return [{ type: 'SUBMIT' }, { type: 'xstate.done.actor.registerCompany', output: { message: 'Registered.', welcome_points: 50, survey_points: 50 } }, ...[EMAIL_REFUSED, OFFLINE].map((error) => ({ type: 'xstate.error.actor.registerCompany' as const, error }))];
  }
  return agreementEvents(snapshot);
}

const TT = 'terms ticked';
const register = { to: stateName('submitting', T2, TT), calls: ['register company'] };

/**
 * SPEC §2 (review: each block has an edit button that jumps back; tick to accept terms; submit;
 * complete: the welcome points; the state cleared on success), §4 (editing from the review
 * replaces the track with the chosen step, the review and complete), §8 (server errors per field
 * shown and highlighted); README "What happens when the registration is submitted twice?"; a
 * Polish company of type 1002:
 * - Register needs the terms ticked; it sends the registration once (a second press while it is
 *   sent does nothing). Registered: complete, the progress forgotten.
 * - A refused e-mail shows under the field; a failure without field messages shows, and Register
 *   tries again; Edit hides that failure.
 * - Edit opens the step with nothing before it (Back does nothing); Next returns to the review,
 *   through the disclaimer when the new type asks one.
 */
const REVIEW: RequirementTable<string> = {
  [stateName('review', T2)]: { 'tick terms': stateName('review', T2, TT), 'Edit company type': stateName('company type', 'edit', T2) },
  [stateName('review', T2, TT)]: { 'Register': register, 'Edit company type': stateName('company type', 'edit', T2, TT) },
  [stateName('submitting', T2, TT)]: {
    'registering: registered': { to: 'complete', calls: ['forget progress'] },
    'registering: e-mail refused': stateName('review', T2, TT, 'e-mail taken shown'),
    'registering: failed': stateName('review', T2, TT, 'failure shown'),
  },
  [stateName('review', T2, TT, 'failure shown')]: { 'Register': register, 'Edit company type': stateName('company type', 'edit', T2, TT) },
  [stateName('company type', 'edit', T2)]: { 'choose type 1001': stateName('company type', 'edit', T1), 'Next': stateName('review', T2) },
  [stateName('company type', 'edit', T1)]: { 'choose type 1002': stateName('company type', 'edit', T2), 'Next': stateName('disclaimer', 'edit', T1) },
  [stateName('disclaimer', 'edit', T1)]: { 'tick disclaimer': stateName('disclaimer', 'edit', T1, D), 'Back': stateName('company type', 'edit', T1) },
  [stateName('disclaimer', 'edit', T1, D)]: { 'Next': stateName('review', T1, D), 'Back': stateName('company type', 'edit', T1, D) },
  [stateName('company type', 'edit', T1, D)]: { 'choose type 1002': stateName('company type', 'edit', T2), 'Next': stateName('disclaimer', 'edit', T1, D) },
  [stateName('review', T1, D)]: { 'tick terms': stateName('review', T1, D, TT), 'Edit company type': stateName('company type', 'edit', T1, D) },
  [stateName('review', T1, D, TT)]: { 'Register': { to: stateName('submitting', T1, D, TT), calls: ['register company'] }, 'Edit company type': stateName('company type', 'edit', T1, D, TT) },
  [stateName('submitting', T1, D, TT)]: {
    'registering: registered': { to: 'complete', calls: ['forget progress'] },
    'registering: e-mail refused': stateName('review', T1, D, TT, 'e-mail taken shown'),
    'registering: failed': stateName('review', T1, D, TT, 'failure shown'),
  },
  [stateName('review', T1, D, TT, 'failure shown')]: { 'Register': { to: stateName('submitting', T1, D, TT), calls: ['register company'] }, 'Edit company type': stateName('company type', 'edit', T1, D, TT) },
  [stateName('company type', 'edit', T2, TT)]: { 'choose type 1001': stateName('company type', 'edit', T1, TT), 'Next': stateName('review', T2, TT) },
  [stateName('company type', 'edit', T1, TT)]: { 'choose type 1002': stateName('company type', 'edit', T2, TT), 'Next': stateName('disclaimer', 'edit', T1, TT) },
  [stateName('disclaimer', 'edit', T1, TT)]: { 'tick disclaimer': stateName('disclaimer', 'edit', T1, D, TT), 'Back': stateName('company type', 'edit', T1, TT) },
  [stateName('disclaimer', 'edit', T1, D, TT)]: { 'Next': stateName('review', T1, D, TT), 'Back': stateName('company type', 'edit', T1, D, TT) },
  [stateName('company type', 'edit', T1, D, TT)]: { 'choose type 1002': stateName('company type', 'edit', T2, TT), 'Next': stateName('disclaimer', 'edit', T1, D, TT) },
};

walksAsRequired('the review', walkOf(savedAt('review', { companyTypeId: 1002, disclaimerAccepted: false }), {
    events: reviewEvents, stateOf: reviewState, eventName, table: REVIEW,
    shows: { 'complete': (snapshot) => expect(snapshot.output).toEqual({ welcomePoints: 50 }) },
  }));

function contactEditState(snapshot: Snapshot): string {
  const { editTrack, unchecked, remoteErrors } = snapshot.context;
  return stateName(stepWords(snapshot), editTrack && 'edit', unchecked.includes('email') && 'contact unchecked', (remoteErrors.email?.length ?? 0) > 0 && 'e-mail taken shown');
}

function contactEditEvents(snapshot: Snapshot): WalkEvent[] {
  if (inStep(snapshot, 'review')) return [{ type: 'EDIT', step: 'userInfo' }];
  if (inStep(snapshot, 'userInfo', 'confirming')) {
    return [{ type: 'xstate.done.actor.validateFields', output: FREE }, { type: 'xstate.done.actor.validateFields', output: EMAIL_TAKEN }, { type: 'xstate.error.actor.validateFields', error: OFFLINE }];
  }
  if (inStep(snapshot, 'userInfo')) return [{ type: 'NEXT' }, { type: 'BACK' }];
  return [];
}

/**
 * Edit on the review's contact block (SPEC §2, §4; §5 uniqueness of e-mail and phone): the step
 * opens with nothing before it; Next asks the server about values not checked since the reload
 * and returns to the review when they are free (or the server cannot be reached: it checks again
 * on submit); a taken e-mail stays on the step with its message. Checked once, Next returns at once.
 */
const CONTACT_EDIT: RequirementTable<string> = {
  'review, contact unchecked': { 'Edit user info': 'user info, edit, contact unchecked' },
  'user info, edit, contact unchecked': { 'Next': { to: 'user info confirming, edit, contact unchecked', calls: ['validate fields'] } },
  'user info confirming, edit, contact unchecked': {
    'check: free': 'review',
    'check: taken': 'user info, edit, e-mail taken shown',
    'check: failed': 'review, contact unchecked',
  },
  'review': { 'Edit user info': 'user info, edit' },
  'user info, edit': { 'Next': 'review' },
};

walksAsRequired('editing the contact from the review', walkOf(savedAt('review'), { events: contactEditEvents, stateOf: contactEditState, eventName, table: CONTACT_EDIT }));

// ---------------------------------------------------------------------------------------------
// The survey: its welcome, then one question at a time.

function surveyState(snapshot: Snapshot): string {
  if (!inStep(snapshot, 'survey')) return stepWords(snapshot);
  const { form, visited } = snapshot.context;
  const answers = Object.entries(form.survey).map(([question, answer]) => `${question} ${Array.isArray(answer) ? answer.join('+') : answer}`);
  return stateName(stepWords(snapshot), ...answers, questionMessagesOf(snapshot.context).map((message) => `${message} shown`).join(), visited.includes('survey') && 'messages on');
}

/** The welcome's Start, the answers of the question shown (its first choice; the numbers 0 and 12), Next and Back. */
function surveyEvents(snapshot: Snapshot): WalkEvent[] {
  if (inStep(snapshot, 'survey', 'intro')) return [{ type: 'START_SURVEY' }];
  if (!inStep(snapshot, 'survey')) return [];
  const answers: WalkEvent[] = snapshot.context.surveyQuestionIndex === 0 ? [{ type: 'PICK_ANSWER', answerId: '2' }] : [{ type: 'TYPE_ANSWER', value: '0' }, { type: 'TYPE_ANSWER', value: '12' }];
  return [...answers, { type: 'NEXT' }, { type: 'BACK' }];
}

const Q1 = 'team-size 2';
const [Q2_0, Q2_12] = ['windows-per-year 0', 'windows-per-year 12'];

/**
 * SPEC §2 Survey (a welcome, then one question at a time with next), §5 (Next needs an answer; a
 * number from 1 to 999999); the machine's rule that a question's message shows after its own
 * Next, not on the next question; a survey of a choice and a number:
 * - Start asks the first question; Back from it returns to the welcome.
 * - Next without an answer shows "answer required" (a number out of range: "out of range") and
 *   stays; the message goes when the answer is right; with an answer Next asks the next question,
 *   after the last the consent step follows. Back returns to the previous question, or to the
 *   welcome, and no message waits there for the first question before its Next.
 */
const SURVEY: RequirementTable<string> = {
  'survey welcome': { 'Start': 'survey question 1' },
  'survey question 1': { 'pick 2': stateName('survey question 1', Q1), 'Next': stateName('survey question 1', 'answerRequired shown', 'messages on'), 'Back': 'survey welcome' },
  [stateName('survey question 1', 'answerRequired shown', 'messages on')]: { 'pick 2': stateName('survey question 1', Q1, 'messages on'), 'Back': 'survey welcome' },
  [stateName('survey question 1', Q1, 'messages on')]: { 'Next': stateName('survey question 2', Q1), 'Back': stateName('survey welcome', Q1) },
  [stateName('survey question 1', Q1)]: { 'Next': stateName('survey question 2', Q1), 'Back': stateName('survey welcome', Q1) },
  [stateName('survey welcome', Q1)]: { 'Start': stateName('survey question 1', Q1) },
  [stateName('survey question 2', Q1)]: {
    'type 0': stateName('survey question 2', Q1, Q2_0),
    'type 12': stateName('survey question 2', Q1, Q2_12),
    'Next': stateName('survey question 2', Q1, 'answerRequired shown', 'messages on'),
    'Back': stateName('survey question 1', Q1),
  },
  [stateName('survey question 2', Q1, 'answerRequired shown', 'messages on')]: {
    'type 0': stateName('survey question 2', Q1, Q2_0, 'numberOutOfRange shown', 'messages on'),
    'type 12': stateName('survey question 2', Q1, Q2_12, 'messages on'),
    'Back': stateName('survey question 1', Q1),
  },
  [stateName('survey question 2', Q1, Q2_0)]: {
    'type 12': stateName('survey question 2', Q1, Q2_12),
    'Next': stateName('survey question 2', Q1, Q2_0, 'numberOutOfRange shown', 'messages on'),
    'Back': stateName('survey question 1', Q1, Q2_0),
  },
  [stateName('survey question 2', Q1, Q2_0, 'numberOutOfRange shown', 'messages on')]: {
    'type 12': stateName('survey question 2', Q1, Q2_12, 'messages on'),
    'Back': stateName('survey question 1', Q1, Q2_0),
  },
  [stateName('survey question 2', Q1, Q2_12, 'messages on')]: { 'type 0': stateName('survey question 2', Q1, Q2_0, 'numberOutOfRange shown', 'messages on'), 'Next': 'consent', 'Back': stateName('survey question 1', Q1, Q2_12) },
  [stateName('survey question 2', Q1, Q2_12)]: { 'type 0': stateName('survey question 2', Q1, Q2_0), 'Next': 'consent', 'Back': stateName('survey question 1', Q1, Q2_12) },
  [stateName('survey question 1', Q1, Q2_0)]: { 'Next': stateName('survey question 2', Q1, Q2_0), 'Back': stateName('survey welcome', Q1, Q2_0) },
  [stateName('survey welcome', Q1, Q2_0)]: { 'Start': stateName('survey question 1', Q1, Q2_0) },
  [stateName('survey question 1', Q1, Q2_12)]: { 'Next': stateName('survey question 2', Q1, Q2_12), 'Back': stateName('survey welcome', Q1, Q2_12) },
  [stateName('survey welcome', Q1, Q2_12)]: { 'Start': stateName('survey question 1', Q1, Q2_12) },
};

walksAsRequired('the survey', walkOf(savedAt('survey', { survey: {} }), { events: surveyEvents, stateOf: surveyState, eventName, table: SURVEY }));

// ---------------------------------------------------------------------------------------------
// The region: it follows the interface language until the person chooses it.

const REGION_NAMES: Record<number, string> = { 5: 'Czechia', [HUNGARY]: 'Hungary', [POLAND]: 'Poland', [UKRAINE]: 'Ukraine' };
const LANGUAGE_NAMES: Record<number, string> = { [CZECH_LANGUAGE]: 'Czech', [HUNGARIAN_LANGUAGE]: 'Hungarian' };

function regionState(snapshot: Snapshot): string {
  const { form, languageId, regionChosen } = snapshot.context;
  return stateName(stepWords(snapshot), `in ${REGION_NAMES[form.regionId] ?? String(form.regionId)}`, `${LANGUAGE_NAMES[languageId] ?? String(languageId)} interface`, regionChosen && 'region kept');
}

function regionEvents(snapshot: Snapshot): WalkEvent[] {
  const languages: WalkEvent[] = [CZECH_LANGUAGE, HUNGARIAN_LANGUAGE].map((languageId) => ({ type: 'CHANGE_LANGUAGE', languageId }));
  if (inStep(snapshot, 'region')) return [...languages, { type: 'CHOOSE_REGION', regionId: UKRAINE }, { type: 'CHOOSE_REGION', regionId: POLAND }, { type: 'NEXT' }];
  if (inStep(snapshot, 'userInfo')) return [...languages, { type: 'BACK' }];
  return [];
}
const regionEventName = (event: WalkEvent) => {
  const e = event as { type: string; languageId?: number; regionId?: number };
  if (e.type === 'CHANGE_LANGUAGE') return `switch to ${LANGUAGE_NAMES[e.languageId ?? 0] ?? '?'}`;
  if (e.type === 'CHOOSE_REGION') return `choose ${REGION_NAMES[e.regionId ?? 0] ?? '?'}`;
  return eventName(event);
};

/**
 * README "Phone prefix and registration country": on a host without a country the registration
 * starts in the interface language's region (Czech: Czechia, Hungarian: Hungary); until the
 * person chooses a country or goes past its step it follows a language switch, after that it stays.
 */
const REGION: RequirementTable<string> = {
  'region, in Czechia, Czech interface': {
    'switch to Hungarian': 'region, in Hungary, Hungarian interface',
    'choose Ukraine': 'region, in Ukraine, Czech interface, region kept',
    'choose Poland': 'region, in Poland, Czech interface, region kept',
    'Next': 'user info, in Czechia, Czech interface, region kept',
  },
  'region, in Hungary, Hungarian interface': {
    'switch to Czech': 'region, in Czechia, Czech interface',
    'choose Ukraine': 'region, in Ukraine, Hungarian interface, region kept',
    'choose Poland': 'region, in Poland, Hungarian interface, region kept',
    'Next': 'user info, in Hungary, Hungarian interface, region kept',
  },
};
for (const region of ['Czechia', 'Hungary', 'Ukraine', 'Poland']) {
  for (const [language, other] of [['Czech', 'Hungarian'], ['Hungarian', 'Czech']] as const) {
    const kept = (step: string, lang: string, inRegion = region) => `${step}, in ${inRegion}, ${lang} interface, region kept`;
    REGION[kept('region', language)] = {
      [`switch to ${other}`]: kept('region', other),
      'choose Ukraine': kept('region', language, 'Ukraine'),
      'choose Poland': kept('region', language, 'Poland'),
      'Next': kept('user info', language),
    };
    REGION[kept('user info', language)] = { [`switch to ${other}`]: kept('user info', other), 'Back': kept('region', language) };
  }
}

walksAsRequired('the region and the interface language', walkOf(registrationInput({ hostRegionId: null, languageId: CZECH_LANGUAGE }), { events: regionEvents, stateOf: regionState, eventName: regionEventName, table: REGION }));

// ---------------------------------------------------------------------------------------------
// The progress kept across reloads.

function progressState(snapshot: Snapshot): string {
  return stateName(stepWords(snapshot), snapshot.matches({ filling: { persistence: 'scheduled' } }) && 'save due');
}

function progressEvents(snapshot: Snapshot): WalkEvent[] {
  return [
    { type: 'CHANGE', field: 'name', value: 'Jan' },
    { type: 'BLUR', field: 'name' },
    { type: 'CHANGE_LANGUAGE', languageId: CZECH_LANGUAGE },
    { type: 'NEXT' },
    ...(snapshot.matches({ filling: { persistence: 'scheduled' } }) ? [{ type: 'xstate.after.save debounce.registration.filling.persistence.scheduled' } as const] : []),
  ];
}
const progressEventName = (event: WalkEvent) => (event.type === 'CHANGE' ? 'type a name' : event.type === 'CHANGE_LANGUAGE' ? 'switch the language' : eventName(event));

/**
 * SPEC §2 (the registration's state kept in session storage), §9 (saved 1 s after a change):
 * typing and Next and Back are changes (also a Next that shows the step's messages), leaving a
 * field and the language are not; the progress is saved once the changes pause for 1 s.
 */
const PROGRESS: RequirementTable<string> = {
  'region': { 'type a name': 'region, save due', 'Next': 'user info, save due' },
  'region, save due': { 'Next': 'user info, save due', '1000 ms pass': { to: 'region', calls: ['save progress'] } },
  'user info, save due': { '1000 ms pass': { to: 'user info', calls: ['save progress'] } },
  'user info': { 'type a name': 'user info, save due', 'Next': 'user info, save due' },
};

walksAsRequired('saving the progress', walkOf(registrationInput(), { events: progressEvents, stateOf: progressState, eventName: progressEventName, table: PROGRESS }));

// ---------------------------------------------------------------------------------------------

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => stateNodes(child as AnyStateNode))];
}

describe('registration machine, the walks together', () => {
  /** Each walk's graph: the states it reaches and, for each, the events it tries there. */
  const explored = WALKS.flatMap((walk) => Object.values(new TestModel(walk.machine as AnyStateMachine, {
    input: walk.input, events: walk.events as never, serializeEvent: serializeEvent as never, serializeState: walk.stateOf as never,
  }).getAdjacencyMap()) as { state: unknown; transitions: Record<string, { event: WalkEvent }> }[]);
  const active = (state: unknown) => (state as Snapshot)._nodes.map((node) => node.id);

  it('reach every state but the routing one, which only passes through', () => {
    const reached = new Set(explored.flatMap(({ state }) => active(state)));
    const all = stateNodes(registrationMachine.root).filter((node) => !(node.always?.length)).map((node) => node.id);
    expect(all.filter((id) => !reached.has(id))).toEqual([]);
  });

  it('try every event of every state where it is handled, but BLUR (its rule tests show the messages)', () => {
    const tried = new Set(explored.flatMap(({ state, transitions }) =>
      Object.values(transitions).flatMap(({ event }) => active(state).map((id) => `${id} ${event.type}`))));
    const handled = stateNodes(registrationMachine.root).flatMap((node) => node.ownEvents.map((type) => `${node.id} ${type}`));
    expect(handled.filter((key) => !key.endsWith(' BLUR') && !tried.has(key))).toEqual([]);
  });
});
