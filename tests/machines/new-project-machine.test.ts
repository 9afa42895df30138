/**
 * The new-project form against its requirement (SPEC §2 Projects: an address form that opens the
 * new project; §5 New project: submit only with street and postal code, the postal code trimmed;
 * §9: street autocomplete 400 ms after typing, free text offered over 5 characters): two
 * model-based walks whose every step is checked against the tables below (the street lookup, then
 * adding the project), and the rules said plainly.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { StreetSuggestion } from '../../src/contract/registration';
import { newProjectMachine, type NewProjectEvent } from '../../machines/new-project-machine';
import { DeferredActors, ManualClock } from '../app/support/machine-harness';
import { testRequirements, type RequirementTable, type RequirementWalk } from '../app/support/requirement-walk';

/** SPEC §9: the street is looked up 400 ms after the last letter. */
const LOOKUP_WAIT_MS = 400;
const REGION_POLAND = 10;
const OFFLINE = new Error('offline');
const REFUSED = { status: 422, body: { message: 'The given data was invalid.', errors: { postalCode: ['Invalid postal code.'] } }, retryAfter: null };
/** A suggestion without city or postal code: the walk's form stays small (the filling has its own test). */
const BARE_STREET: StreetSuggestion = { id: 'place-1', street: 'Marszałkowska', city: null, postal_code: null, label: 'Marszałkowska' };
const STREET: StreetSuggestion = { id: 'place-2', street: 'Marszałkowska', city: 'Warszawa', postal_code: '00-624', label: 'Marszałkowska, Warszawa' };

type Snapshot = SnapshotFrom<typeof newProjectMachine>;
type WalkEvent = NewProjectEvent
  | { type: 'xstate.after.street search debounce.newProject.editing.debouncing' }
  | { type: 'xstate.done.actor.searchStreets'; output: StreetSuggestion[] } | { type: 'xstate.error.actor.searchStreets'; error: unknown }
  | { type: 'xstate.done.actor.createProject'; output: string } | { type: 'xstate.error.actor.createProject'; error: unknown };

const AFTER_WAIT = { type: 'xstate.after.street search debounce.newProject.editing.debouncing' } as const;

function eventName(event: WalkEvent): string {
  switch (event.type) {
    case 'TYPE_STREET': return event.value.trim().length < 3 ? 'type 2 letters' : 'type a street';
    case 'CHANGE': return 'type a postal code';
    case 'CHOOSE_STREET': return 'choose a suggestion';
    case 'USE_TYPED_STREET': return 'use the street as typed';
    case 'SUBMIT': return 'Add project';
    case 'xstate.after.street search debounce.newProject.editing.debouncing': return '400 ms pass';
    case 'xstate.done.actor.searchStreets': return 'lookup: streets found';
    case 'xstate.error.actor.searchStreets': return 'lookup: failed';
    case 'xstate.done.actor.createProject': return 'creating: created';
    case 'xstate.error.actor.createProject': return event.error === OFFLINE ? 'creating: failed' : 'creating: refused';
  }
}

/**
 * The step (the lookup's wait and call are steps of their own), the street (2 letters, a street
 * typed, or one settled: picked or taken as typed), the postal code, the list, and the messages.
 */
function stateOf(snapshot: Snapshot): string {
  const { form, streetSettled, suggestions, failure } = snapshot.context;
  const step = snapshot.matches({ editing: 'debouncing' }) ? 'waiting to look up'
    : snapshot.matches({ editing: 'searching' }) ? 'looking up'
      : snapshot.matches('editing') ? 'editing' : String(snapshot.value);
  const street = form.street.trim() === '' ? null : streetSettled ? 'street settled' : form.street.trim().length < 3 ? '2 letters' : 'street typed';
  return [
    step,
    street,
    form.postalCode.trim() !== '' && 'postal code',
    suggestions.length > 0 && 'suggestions shown',
    failure === 'generic' && 'failure shown',
    failure !== null && failure !== 'generic' && 'refusal shown',
  ].filter(Boolean).join(', ');
}

function start(): ReturnType<RequirementWalk<typeof newProjectMachine, WalkEvent, string>['start']> {
  const actors = new DeferredActors();
  const clock = new ManualClock();
  const machine = newProjectMachine.provide({ actors: { 'search streets': actors.logic('search streets'), 'create project': actors.logic('create project') } });
  const actor = createActor(machine, { input: { regionId: REGION_POLAND }, clock }).start();
  // The page is told to open the new project: one of the transition's calls.
  let opened: string[] = [];
  actor.on('created', (event) => opened.push(`open project ${event.uuid}`));
  return {
    snapshot: () => actor.getSnapshot(),
    takeCalls() {
      const calls = [...actors.takeStarted(), ...opened];
      opened = [];
      return calls;
    },
    async deliver(event) {
      if (event.type === 'xstate.after.street search debounce.newProject.editing.debouncing') clock.fire(LOOKUP_WAIT_MS);
      else if (event.type === 'xstate.done.actor.searchStreets') await actors.resolve('search streets', event.output);
      else if (event.type === 'xstate.error.actor.searchStreets') await actors.reject('search streets', event.error);
      else if (event.type === 'xstate.done.actor.createProject') await actors.resolve('create project', event.output);
      else if (event.type === 'xstate.error.actor.createProject') await actors.reject('create project', event.error);
      else actor.send(event);
    },
  };
}

const LOOKUP_ENDINGS: WalkEvent[] = [{ type: 'xstate.done.actor.searchStreets', output: [BARE_STREET] }, { type: 'xstate.error.actor.searchStreets', error: OFFLINE }];

/** The street lookup: typing, the wait, the lookup and the list (no postal code, no submit). */
function lookupEvents(snapshot: Snapshot): WalkEvent[] {
  const name = stateOf(snapshot);
  return [
    { type: 'TYPE_STREET', value: 'Ma' },
    { type: 'TYPE_STREET', value: 'Marszałkowska ' },
    // The list offers its suggestions, and the typed street once it is over 5 characters and not settled.
    ...(name.includes('suggestions shown') ? [{ type: 'CHOOSE_STREET', suggestion: BARE_STREET } as const] : []),
    ...(name.includes('street typed') ? [{ type: 'USE_TYPED_STREET' } as const] : []),
    ...(snapshot.matches({ editing: 'debouncing' }) ? [AFTER_WAIT] : []),
    ...(snapshot.matches({ editing: 'searching' }) ? LOOKUP_ENDINGS : []),
  ];
}

const lookUp = (named: string) => ({ to: `looking up, ${named}`, calls: ['search streets'] });

/**
 * The street lookup (SPEC §9: 400 ms after the last letter; the registration wizard's lookup,
 * which looks up from 3 letters; free text over 5 characters):
 * - Typing the street starts the wait again and unsettles a settled street.
 * - After the wait a street of 3 letters or more is looked up; a shorter one is not, and the list closes.
 * - Found streets are listed; a failed lookup lists none (the typed street can still be used).
 * - Choosing a suggestion or taking the street as typed settles it and closes the list.
 */
const LOOKUP: RequirementTable<string> = {
  'editing': { 'type 2 letters': 'waiting to look up, 2 letters', 'type a street': 'waiting to look up, street typed' },
  'waiting to look up, 2 letters': { 'type a street': 'waiting to look up, street typed', '400 ms pass': 'editing, 2 letters' },
  'waiting to look up, street typed': {
    'type 2 letters': 'waiting to look up, 2 letters',
    'use the street as typed': 'editing, street settled',
    '400 ms pass': lookUp('street typed'),
  },
  'editing, 2 letters': { 'type 2 letters': 'waiting to look up, 2 letters', 'type a street': 'waiting to look up, street typed' },
  'editing, street settled': { 'type 2 letters': 'waiting to look up, 2 letters', 'type a street': 'waiting to look up, street typed' },
  'looking up, street typed': {
    'type 2 letters': 'waiting to look up, 2 letters',
    'type a street': 'waiting to look up, street typed',
    'use the street as typed': 'editing, street settled',
    'lookup: streets found': 'editing, street typed, suggestions shown',
    'lookup: failed': 'editing, street typed',
  },
  'editing, street typed': {
    'type 2 letters': 'waiting to look up, 2 letters',
    'type a street': 'waiting to look up, street typed',
    'use the street as typed': 'editing, street settled',
  },
  'editing, street typed, suggestions shown': {
    'type 2 letters': 'waiting to look up, 2 letters, suggestions shown',
    'type a street': 'waiting to look up, street typed, suggestions shown',
    'choose a suggestion': 'editing, street settled',
    'use the street as typed': 'editing, street settled',
  },
  'waiting to look up, 2 letters, suggestions shown': {
    'type a street': 'waiting to look up, street typed, suggestions shown',
    'choose a suggestion': 'editing, street settled',
    '400 ms pass': 'editing, 2 letters',
  },
  'waiting to look up, street typed, suggestions shown': {
    'type 2 letters': 'waiting to look up, 2 letters, suggestions shown',
    'choose a suggestion': 'editing, street settled',
    'use the street as typed': 'editing, street settled',
    '400 ms pass': lookUp('street typed, suggestions shown'),
  },
  'looking up, street typed, suggestions shown': {
    'type 2 letters': 'waiting to look up, 2 letters, suggestions shown',
    'type a street': 'waiting to look up, street typed, suggestions shown',
    'choose a suggestion': 'editing, street settled',
    'use the street as typed': 'editing, street settled',
    'lookup: streets found': 'editing, street typed, suggestions shown',
    'lookup: failed': 'editing, street typed',
  },
};

/** Adding the project: the street taken as typed before any lookup, the postal code, the call and a retry. */
function addingEvents(snapshot: Snapshot): WalkEvent[] {
  const submit = { type: 'SUBMIT' } as const;
  if (snapshot.matches('submitting')) {
    return [submit, { type: 'xstate.done.actor.createProject', output: 'p-1' }, ...[REFUSED, OFFLINE].map((error) => ({ type: 'xstate.error.actor.createProject' as const, error }))];
  }
  const postalCode = { type: 'CHANGE', field: 'postalCode', value: ' 00-950 ' } as const;
  // After a failure the installer corrects the postal code and tries again.
  if (snapshot.context.failure !== null) return [postalCode, submit];
  return [{ type: 'TYPE_STREET', value: 'Marszałkowska ' }, { type: 'USE_TYPED_STREET' }, postalCode, submit];
}

const create = (named: string) => ({ to: `submitting, ${named}, postal code`, calls: ['create project'] });
const outcomes = (named: string) => ({
  'creating: created': { to: `created, ${named}, postal code`, calls: ['open project p-1'] },
  'creating: refused': `editing, ${named}, postal code, refusal shown`,
  'creating: failed': `editing, ${named}, postal code, failure shown`,
});

/**
 * Adding (SPEC §5: submit only with street and postal code; §2: the new project opens once
 * created; §8: the server's messages by field, else the generic line):
 * - Add project does nothing without a street or a postal code; with both it creates the project,
 *   also while the street waits to be looked up.
 * - Created: the form is done (the page opens the project). Refused or failed: the form stays as
 *   typed with the messages, and Add project tries again; while it is sent, nothing more is sent.
 */
const ADDING: RequirementTable<string> = {
  'editing': { 'type a street': 'waiting to look up, street typed', 'type a postal code': 'editing, postal code' },
  'editing, postal code': { 'type a street': 'waiting to look up, street typed, postal code' },
  'waiting to look up, street typed': { 'use the street as typed': 'editing, street settled', 'type a postal code': 'waiting to look up, street typed, postal code' },
  'waiting to look up, street typed, postal code': { 'use the street as typed': 'editing, street settled, postal code', 'Add project': create('street typed') },
  'editing, street settled': { 'type a street': 'waiting to look up, street typed', 'type a postal code': 'editing, street settled, postal code' },
  'editing, street settled, postal code': { 'type a street': 'waiting to look up, street typed, postal code', 'Add project': create('street settled') },
  'submitting, street typed, postal code': outcomes('street typed'),
  'submitting, street settled, postal code': outcomes('street settled'),
  'editing, street typed, postal code, refusal shown': { 'Add project': create('street typed') },
  'editing, street typed, postal code, failure shown': { 'Add project': create('street typed') },
  'editing, street settled, postal code, refusal shown': { 'Add project': create('street settled') },
  'editing, street settled, postal code, failure shown': { 'Add project': create('street settled') },
};

const showsRefusal = (snapshot: Snapshot) => expect(snapshot.context.failure).toEqual({ fields: { postalCode: ['Invalid postal code.'] } });

describe('new project machine, the street lookup: every state and transition as the requirement says', () => {
  testRequirements<typeof newProjectMachine, WalkEvent, string>({
    machine: newProjectMachine, input: { regionId: REGION_POLAND }, events: lookupEvents, stateOf, eventName, table: LOOKUP, start,
    shows: { 'editing, street typed, suggestions shown': (snapshot) => expect(snapshot.context.suggestions).toEqual([BARE_STREET]) },
  });
});

describe('new project machine, adding the project: every state and transition as the requirement says', () => {
  testRequirements<typeof newProjectMachine, WalkEvent, string>({
    machine: newProjectMachine, input: { regionId: REGION_POLAND }, events: addingEvents, stateOf, eventName, table: ADDING, start,
    shows: {
      'editing, street typed, postal code, refusal shown': showsRefusal,
      'editing, street settled, postal code, refusal shown': showsRefusal,
    },
  });
});

describe('new project rules', () => {
  const begin = () => {
    const actors = new DeferredActors();
    const clock = new ManualClock();
    const machine = newProjectMachine.provide({ actors: { 'search streets': actors.logic('search streets'), 'create project': actors.logic('create project') } });
    const actor = createActor(machine, { input: { regionId: REGION_POLAND }, clock }).start();
    return { actors, clock, actor, context: () => actor.getSnapshot().context };
  };

  it("looks the street up in the company's region 400 ms after the last letter, from 3 letters", () => {
    const { actors, clock, actor } = begin();
    actor.send({ type: 'TYPE_STREET', value: 'Ma' });
    clock.fire(LOOKUP_WAIT_MS);
    expect(actors.isPending('search streets')).toBe(false);
    actor.send({ type: 'TYPE_STREET', value: 'Mar' });
    expect(clock.pending()).toEqual([LOOKUP_WAIT_MS]);
    clock.fire(LOOKUP_WAIT_MS);
    expect(actors.inputOf('search streets')).toEqual({ query: 'Mar', regionId: REGION_POLAND });
  });

  it('fills an empty city and postal code from the chosen street, never over typed ones', () => {
    const { actor, context } = begin();
    actor.send({ type: 'CHANGE', field: 'city', value: 'Kraków' });
    actor.send({ type: 'CHOOSE_STREET', suggestion: STREET });
    expect(context().form).toEqual({ name: '', street: 'Marszałkowska', houseNumber: '', postalCode: '00-624', city: 'Kraków' });
  });

  it('sends the address trimmed, empty optional fields as none, and opens the new project', async () => {
    const { actors, actor } = begin();
    const opened: string[] = [];
    actor.on('created', (event) => opened.push(event.uuid));
    actor.send({ type: 'TYPE_STREET', value: ' Marszałkowska ' });
    actor.send({ type: 'CHANGE', field: 'postalCode', value: ' 00-950 ' });
    actor.send({ type: 'CHANGE', field: 'houseNumber', value: ' 12 ' });
    actor.send({ type: 'SUBMIT' });
    expect(actors.inputOf('create project')).toEqual({ name: null, streetName: 'Marszałkowska', houseNumber: '12', postalCode: '00-950', city: null });
    await actors.resolve('create project', 'p-1');
    expect(opened).toEqual(['p-1']);
  });

  it('takes a street or postal code of spaces for none', () => {
    const { actors, actor } = begin();
    actor.send({ type: 'TYPE_STREET', value: 'Marszałkowska' });
    actor.send({ type: 'CHANGE', field: 'postalCode', value: '   ' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'TYPE_STREET', value: '   ' });
    actor.send({ type: 'CHANGE', field: 'postalCode', value: '00-950' });
    actor.send({ type: 'SUBMIT' });
    expect(actors.isPending('create project')).toBe(false);
  });

  it('keeps the typed street trimmed when it is taken as typed', () => {
    const { actor, context } = begin();
    actor.send({ type: 'TYPE_STREET', value: ' Marszałkowska ' });
    actor.send({ type: 'USE_TYPED_STREET' });
    expect(context()).toMatchObject({ form: { street: 'Marszałkowska' }, streetSettled: true, suggestions: [] });
  });
});
