import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { UiLanguageCode } from '../../src/contract/languages';
import { languageMachine, type LanguageInput, type LanguageSave } from '../../machines/language-machine';
import { DeferredActors } from '../app/support/machine-harness';

const POLISH_ID = 2;
const CZECH_ID = 3;

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
