/**
 * What the machines tell their pages (issue 23 item 4: a machine leaves the page by emitting an
 * event, one hook turns it into navigation): each event is emitted exactly when the requirement
 * says, once, and never on a refusal. The expectations are the requirements, written here as data.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import type { TokenPair, VerifyResponse } from '../../src/contract/auth';
import { confirmedRemovalMachine } from '../../machines/confirmed-removal-machine';
import { formMachine, type FormProblems, type FormValues } from '../../machines/form-machine';
import { loginMachine } from '../../machines/login-machine';
import { onboardingRules } from '../../machines/login-onboarding';
import { maintenanceMachine } from '../../machines/maintenance-machine';
import { newProjectMachine } from '../../machines/new-project-machine';
import { DeferredActors } from '../app/support/machine-harness';
import { codeRequest, completeOwner, fakeToken, polishSettings } from './login-fixtures';

/** A 422 answer with messages by field, as the API sends them (SPEC §8). */
const refused = (errors: Record<string, string[]>) => ({ status: 422, body: { message: 'The given data was invalid.', errors }, retryAfter: null });

/** Every event the actor emits, in order. */
function recordEmitted(actor: AnyActorRef): unknown[] {
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  return emitted;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('form machine: `saved`', () => {
  const required = (values: FormValues): FormProblems => (String(values.title).trim() === '' ? { title: ['required'] } : {});

  function startForm() {
    const actors = new DeferredActors();
    const actor = createActor(formMachine.provide({ actors: { submit: actors.logic('submit') } }), {
      input: { values: { title: '' }, validate: required },
    });
    const emitted = recordEmitted(actor);
    actor.start();
    return { actor, actors, emitted };
  }

  it('is emitted once, with the server\'s answer, after a submit went through; not after one its rules or the server refused', async () => {
    const { actor, actors, emitted } = startForm();
    actor.send({ type: 'SUBMIT' });
    expect(actors.isPending('submit')).toBe(false);
    actor.send({ type: 'CHANGE', field: 'title', value: 'Broken window' });
    actor.send({ type: 'SUBMIT' });
    await actors.reject('submit', refused({ title: ['The title has already been taken.'] }));
    actor.send({ type: 'SUBMIT' });
    await actors.reject('submit', new TypeError('Failed to fetch'));
    expect(emitted).toEqual([]);
    actor.send({ type: 'SUBMIT' });
    await actors.resolve('submit', 'ticket-uuid-1');
    expect(emitted).toEqual([{ type: 'saved', result: 'ticket-uuid-1' }]);
  });

  /** SPEC §9: "Form success message clears after 5 s by default". */
  const SUCCESS_MESSAGE_SHOWN_MS = 5000;

  it('shows the success message for 5 seconds after a save, then clears it', async () => {
    const { actor, actors } = startForm();
    actor.send({ type: 'CHANGE', field: 'title', value: 'Broken window' });
    actor.send({ type: 'SUBMIT' });
    await actors.resolve('submit', 'ticket-uuid-1');
    expect(actor.getSnapshot().context.saved).toBe(true);
    await vi.advanceTimersByTimeAsync(SUCCESS_MESSAGE_SHOWN_MS - 1);
    expect(actor.getSnapshot().context.saved).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().context.saved).toBe(false);
    // The values sent stay the shown ones.
    expect(actor.getSnapshot().context).toMatchObject({ values: { title: 'Broken window' }, initial: { title: 'Broken window' } });
  });

  it('shows each save\'s message for its own 5 seconds', async () => {
    const actors = new DeferredActors();
    const actor = createActor(formMachine.provide({ actors: { submit: actors.logic('submit') } }), { input: { values: {}, startIn: 'display' } }).start();
    actor.send({ type: 'SUBMIT' });
    await actors.resolve('submit');
    await vi.advanceTimersByTimeAsync(SUCCESS_MESSAGE_SHOWN_MS - 1000);
    actor.send({ type: 'SUBMIT' });
    await actors.resolve('submit');
    await vi.advanceTimersByTimeAsync(SUCCESS_MESSAGE_SHOWN_MS - 1);
    expect(actor.getSnapshot().context.saved).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().context.saved).toBe(false);
  });
});

describe('confirmed removal machine: `removed`', () => {
  it('is emitted once the confirmed target is gone on the server; not on cancel, nor when the removal failed', async () => {
    const actors = new DeferredActors();
    const actor = createActor(confirmedRemovalMachine.provide({ actors: { remove: actors.logic('remove') } }));
    const emitted = recordEmitted(actor);
    actor.start();
    const target = { id: 'member-uuid-1', label: 'Jan Nowak' };
    actor.send({ type: 'ASK', target });
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'ASK', target });
    actor.send({ type: 'CONFIRM' });
    expect(actors.inputOf('remove')).toEqual(target);
    await actors.reject('remove', new TypeError('Failed to fetch'));
    expect(emitted).toEqual([]);
    actor.send({ type: 'CONFIRM' });
    await actors.resolve('remove');
    expect(emitted).toEqual([{ type: 'removed' }]);
  });
});

describe('maintenance machine: `serviceBack`', () => {
  /** SPEC §2 /maintenance: the config call is asked every 60 seconds; an answer below 300 ends maintenance. */
  const POLL_MS = 60_000;
  const ANSWERS: ReadonlyArray<{ answer: number | 'offline'; back: boolean }> = [
    { answer: 503, back: false },
    { answer: 300, back: false },
    { answer: 'offline', back: false },
    { answer: 299, back: true },
  ];

  it('is emitted once, at the first answer below 300', async () => {
    const actors = new DeferredActors();
    const actor = createActor(maintenanceMachine.provide({ actors: { 'check the service': actors.logic('check the service') } }));
    const emitted = recordEmitted(actor);
    actor.start();
    for (const { answer, back } of ANSWERS) {
      await vi.advanceTimersByTimeAsync(POLL_MS);
      if (answer === 'offline') await actors.reject('check the service', new TypeError('Failed to fetch'));
      else await actors.resolve('check the service', answer);
      expect(emitted, `after ${answer}`).toEqual(back ? [{ type: 'serviceBack' }] : []);
    }
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(actors.isPending('check the service')).toBe(false);
    expect(emitted).toEqual([{ type: 'serviceBack' }]);
  });
});

describe('new project machine: `created`', () => {
  it('is emitted with the new project\'s uuid once the server created it; not when it refused the address', async () => {
    const actors = new DeferredActors();
    const actor = createActor(newProjectMachine.provide({ actors: { 'create project': actors.logic('create project'), 'search streets': actors.logic('search streets') } }), {
      input: { regionId: 10 },
    });
    const emitted = recordEmitted(actor);
    actor.start();
    actor.send({ type: 'CHANGE', field: 'postalCode', value: '00-001' });
    actor.send({ type: 'TYPE_STREET', value: 'Marszałkowska' });
    actor.send({ type: 'USE_TYPED_STREET' });
    actor.send({ type: 'SUBMIT' });
    await actors.reject('create project', refused({ postalCode: ['The postal code is invalid.'] }));
    expect(emitted).toEqual([]);
    actor.send({ type: 'SUBMIT' });
    await actors.resolve('create project', 'project-uuid-1');
    expect(emitted).toEqual([{ type: 'created', uuid: 'project-uuid-1' }]);
  });
});

describe('login machine: `signedIn`', () => {
  it('is emitted once, with the token pair the code was verified with, when the wizard ends', async () => {
    const NOW = Date.parse('2025-03-03T09:00:00.000Z');
    vi.setSystemTime(NOW);
    const pair: TokenPair = { token: fakeToken(NOW / 1000 + 3600), refresh_token: 'r'.repeat(43) };
    const actors = new DeferredActors();
    const names = ['request code', 'verify code', 'load onboarding', 'save company type', 'save company', 'save installer'] as const;
    const machine = loginMachine.provide({ actors: Object.fromEntries(names.map((name) => [name, actors.logic(name)])) });
    const actor = createActor(machine, { input: { hostRegionId: 10, languageId: 1, saved: null, clock: { now: () => Date.now() } } });
    const signedIn: unknown[] = [];
    actor.on('signedIn', (event) => signedIn.push(event));
    actor.start();
    actor.send({ type: 'CHOOSE_EMAIL' });
    actor.send({ type: 'CHANGE_EMAIL', value: 'owner@demo.pl' });
    actor.send({ type: 'SUBMIT' });
    await actors.resolve('request code', codeRequest());
    actor.send({ type: 'CHANGE_CODE', value: '12345' });
    actor.send({ type: 'SUBMIT' });
    // An account with nothing left to answer: verified, its region's settings loaded, signed in.
    const verified: VerifyResponse = { ...pair, account: completeOwner() };
    await actors.resolve('verify code', verified);
    expect(signedIn).toEqual([]);
    await actors.resolve('load onboarding', { settings: polishSettings, rules: onboardingRules });
    expect(signedIn).toEqual([{ type: 'signedIn', pair }]);
    actor.stop();
  });
});
