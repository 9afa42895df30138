/**
 * The header's language choice against its requirement (SPEC §1: the language is stored on the
 * user; §3 local stores: "language"; §4 Session: in an emulated session language changes are not
 * stored): plain rules, and a model-based walk whose every step is checked against the table below.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { UiLanguageCode } from '../../src/contract/languages';
import { languageMachine, type LanguageEvent, type LanguageInput, type LanguageSave } from '../../machines/language-machine';
import { DeferredActors } from '../app/support/machine-harness';
import { testRequirementsFromStarts, type RequirementTable, type RequirementWalk } from '../app/support/requirement-walk';

/** The API's language ids (SPEC §3 Language: id, code). */
const POLISH_ID = 2;
const CZECH_ID = 3;
const CODE_OF_ID: Record<number, UiLanguageCode> = { [POLISH_ID]: 'pl', [CZECH_ID]: 'cs' };

function start(input: LanguageInput) {
  const actors = new DeferredActors();
  const remembered = vi.fn();
  const actor = createActor(
    languageMachine.provide({
      actors: {
        'show language': actors.logic<void, { code: UiLanguageCode }>('show language'),
        'save language': actors.logic<void, LanguageSave>('save language'),
      },
    }),
    { input },
  );
  actor.on('remember', ({ code }) => remembered(code));
  actor.start();
  const choose = (code: UiLanguageCode) => actor.send({ type: 'CHOOSE_LANGUAGE', code });
  return { actor, actors, remembered, choose, value: () => actor.getSnapshot().value };
}

describe('language machine', () => {
  it("shows a guest's choice and keeps it in this browser, storing nothing else", async () => {
    const { actors, remembered, choose, value } = start({ user: null, emulated: false });
    choose('cs');
    expect(actors.inputOf('show language')).toEqual({ code: 'cs' });
    expect(remembered).not.toHaveBeenCalled();
    await actors.resolve('show language');
    expect(remembered).toHaveBeenCalledWith('cs');
    expect(actors.isPending('save language')).toBe(false);
    expect(value()).toBe('idle');
  });

  it("stores a signed-in user's new language on the server, once", async () => {
    const { actors, remembered, choose, value } = start({ user: { id: 7, languageId: POLISH_ID }, emulated: false });
    choose('cs');
    await actors.resolve('show language');
    expect(remembered).toHaveBeenCalledWith('cs');
    expect(actors.inputOf('save language')).toEqual({ userId: 7, languageId: CZECH_ID });
    await actors.resolve('save language');
    expect(value()).toBe('idle');
    // Czech is now the stored language: choosing it again saves nothing.
    choose('cs');
    await actors.resolve('show language');
    expect(actors.isPending('save language')).toBe(false);
  });

  it("does not save the user's stored language again", async () => {
    const { actors, choose, value } = start({ user: { id: 7, languageId: POLISH_ID }, emulated: false });
    choose('pl');
    await actors.resolve('show language');
    expect(actors.isPending('save language')).toBe(false);
    expect(value()).toBe('idle');
  });

  it('changes only this view in an emulated session', async () => {
    const { actors, remembered, choose, value } = start({ user: { id: 7, languageId: POLISH_ID }, emulated: true });
    choose('cs');
    await actors.resolve('show language');
    expect(remembered).not.toHaveBeenCalled();
    expect(actors.isPending('save language')).toBe(false);
    expect(value()).toBe('idle');
  });

  it('shows a failed load or save until the next choice, which tries again', async () => {
    const { actors, choose, value } = start({ user: { id: 7, languageId: POLISH_ID }, emulated: false });
    choose('cs');
    await actors.reject('show language', new Error('offline'));
    expect(value()).toBe('failed');
    choose('cs');
    expect(value()).toBe('showing');
    await actors.resolve('show language');
    await actors.reject('save language', new Error('500'));
    expect(value()).toBe('failed');
  });

  it('lets a new choice replace one still loading', async () => {
    const { actors, remembered, choose } = start({ user: null, emulated: false });
    choose('cs');
    choose('sk');
    expect(actors.inputOf('show language')).toEqual({ code: 'sk' });
    await actors.resolve('show language');
    expect(remembered.mock.calls).toEqual([['sk']]);
  });
});

type Snapshot = SnapshotFrom<typeof languageMachine>;
type WalkEvent =
  | LanguageEvent
  | { type: 'xstate.done.actor.showLanguage' }
  | { type: 'xstate.error.actor.showLanguage'; error: Error }
  | { type: 'xstate.done.actor.saveLanguage' }
  | { type: 'xstate.error.actor.saveLanguage'; error: Error };

function eventsIn(snapshot: Snapshot): WalkEvent[] {
  const events: WalkEvent[] = [{ type: 'CHOOSE_LANGUAGE', code: 'cs' }, { type: 'CHOOSE_LANGUAGE', code: 'pl' }];
  if (snapshot.matches('showing')) events.push({ type: 'xstate.done.actor.showLanguage' }, { type: 'xstate.error.actor.showLanguage', error: new Error('offline') });
  if (snapshot.matches('saving')) events.push({ type: 'xstate.done.actor.saveLanguage' }, { type: 'xstate.error.actor.saveLanguage', error: new Error('500') });
  return events;
}

function eventName(event: WalkEvent): string {
  switch (event.type) {
    case 'CHOOSE_LANGUAGE': return `choose ${event.code}`;
    case 'xstate.done.actor.showLanguage': return 'loaded';
    case 'xstate.error.actor.showLanguage': return 'load failed';
    case 'xstate.done.actor.saveLanguage': return 'saved';
    case 'xstate.error.actor.saveLanguage': return 'save failed';
  }
}

/** Who chooses (a guest, a user and the language stored for them, staff emulating) and what is under way. */
function stateOf(snapshot: Snapshot): string {
  const { user, emulated, chosen } = snapshot.context;
  const who = emulated ? 'emulated' : user ? `user, ${CODE_OF_ID[user.languageId] ?? user.languageId} stored` : 'guest';
  const step = snapshot.matches('showing') ? `loading ${chosen}`
    : snapshot.matches('saving') ? `saving ${chosen}`
      : snapshot.matches('failed') ? 'failure shown' : 'as chosen';
  return `${who}: ${step}`;
}

/** A choice, from any state: the chosen language is loaded (a choice under way is dropped). */
const choices = (who: string) => ({
  'choose cs': { to: `${who}: loading cs`, calls: ['show cs'] },
  'choose pl': { to: `${who}: loading pl`, calls: ['show pl'] },
});

/**
 * The rules (keeping the choice in this browser is one of the calls):
 * - a choice loads the language and shows it; a new choice replaces one under way;
 * - once shown, a guest's choice is kept in this browser only;
 * - a user's choice is kept in this browser too, and stored on the server (for user 7) unless it
 *   is the language stored already; once saved it is the stored one;
 * - in an emulated session the choice changes this view only: nothing kept, nothing stored;
 * - a failed load or save is shown until the next choice.
 */
const LANGUAGE: RequirementTable<string> = {
  'guest: as chosen': choices('guest'),
  'guest: loading cs': { ...choices('guest'), 'loaded': { to: 'guest: as chosen', calls: ['keep cs in this browser'] }, 'load failed': 'guest: failure shown' },
  'guest: loading pl': { ...choices('guest'), 'loaded': { to: 'guest: as chosen', calls: ['keep pl in this browser'] }, 'load failed': 'guest: failure shown' },
  'guest: failure shown': choices('guest'),

  'user, pl stored: as chosen': choices('user, pl stored'),
  'user, pl stored: loading cs': {
    ...choices('user, pl stored'),
    'loaded': { to: 'user, pl stored: saving cs', calls: ['keep cs in this browser', 'save cs for user 7'] },
    'load failed': 'user, pl stored: failure shown',
  },
  'user, pl stored: loading pl': {
    ...choices('user, pl stored'),
    'loaded': { to: 'user, pl stored: as chosen', calls: ['keep pl in this browser'] },
    'load failed': 'user, pl stored: failure shown',
  },
  'user, pl stored: saving cs': { ...choices('user, pl stored'), 'saved': 'user, cs stored: as chosen', 'save failed': 'user, pl stored: failure shown' },
  'user, pl stored: failure shown': choices('user, pl stored'),
  'user, cs stored: as chosen': choices('user, cs stored'),
  'user, cs stored: loading cs': {
    ...choices('user, cs stored'),
    'loaded': { to: 'user, cs stored: as chosen', calls: ['keep cs in this browser'] },
    'load failed': 'user, cs stored: failure shown',
  },
  'user, cs stored: loading pl': {
    ...choices('user, cs stored'),
    'loaded': { to: 'user, cs stored: saving pl', calls: ['keep pl in this browser', 'save pl for user 7'] },
    'load failed': 'user, cs stored: failure shown',
  },
  'user, cs stored: saving pl': { ...choices('user, cs stored'), 'saved': 'user, pl stored: as chosen', 'save failed': 'user, cs stored: failure shown' },
  'user, cs stored: failure shown': choices('user, cs stored'),

  'emulated: as chosen': choices('emulated'),
  'emulated: loading cs': { ...choices('emulated'), 'loaded': 'emulated: as chosen', 'load failed': 'emulated: failure shown' },
  'emulated: loading pl': { ...choices('emulated'), 'loaded': 'emulated: as chosen', 'load failed': 'emulated: failure shown' },
  'emulated: failure shown': choices('emulated'),
};

function walkFrom(input: LanguageInput): RequirementWalk<typeof languageMachine, WalkEvent, string> {
  return {
    machine: languageMachine,
    input,
    events: eventsIn,
    stateOf,
    eventName,
    table: LANGUAGE,
    start() {
      const { actor, actors } = start(input);
      let kept: string[] = [];
      actor.on('remember', ({ code }) => kept.push(`keep ${code} in this browser`));
      const describeCall = (name: string) => {
        if (name === 'show language') return `show ${(actors.inputOf(name) as { code: string }).code}`;
        const { userId, languageId } = actors.inputOf(name) as LanguageSave;
        return `save ${CODE_OF_ID[languageId] ?? languageId} for user ${userId}`;
      };
      return {
        snapshot: () => actor.getSnapshot(),
        takeCalls() {
          const calls = [...kept, ...actors.takeStarted().map(describeCall)];
          kept = [];
          return calls;
        },
        async deliver(event) {
          if (event.type === 'xstate.done.actor.showLanguage') await actors.resolve('show language');
          else if (event.type === 'xstate.error.actor.showLanguage') await actors.reject('show language', event.error);
          else if (event.type === 'xstate.done.actor.saveLanguage') await actors.resolve('save language');
          else if (event.type === 'xstate.error.actor.saveLanguage') await actors.reject('save language', event.error);
          else actor.send(event);
        },
      };
    },
  };
}

describe('language choice: every state and transition as the requirement says', () => {
  testRequirementsFromStarts({
    'a guest': walkFrom({ user: null, emulated: false }),
    'a user with Polish stored': walkFrom({ user: { id: 7, languageId: POLISH_ID }, emulated: false }),
    'staff emulating that user': walkFrom({ user: { id: 7, languageId: POLISH_ID }, emulated: true }),
  });
});
