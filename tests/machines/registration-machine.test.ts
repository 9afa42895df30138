import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { SERVER_MESSAGES } from '../../src/contract/errors';
import { DEBOUNCE } from '../../src/contract/limits';
import { REGION_IDS } from '../../src/contract/regions';
import type { RegistrationAnswer, RegistrationRequest } from '../../src/contract/registration';
import { DECOR_SURVEY } from '../../src/contract/survey';
import {
  firstStepWithErrors,
  isFreeTextStreetOffered,
  messagesOf,
  questionMessagesOf,
  returnsToReview,
  stepMarksOf,
} from '../../machines/registration-context';
import { stepNumber } from '../../machines/wizard-stepper';
import { registrationMachine, type RegistrationInput } from '../../machines/registration-machine';
import { progressOf, type RegistrationProgress } from '../../machines/registration-progress';
import { emptyForm } from '../../machines/registration-form';
import { DeferredActors } from '../app/support/machine-harness';
import { apiError, registrationInput, STREET } from './registration-fixtures';

const FREE = { errors: {} };

function start(input: Partial<RegistrationInput> = {}) {
  const clock = new SimulatedClock();
  const actors = new DeferredActors();
  const saved: RegistrationProgress[] = [];
  let cleared = 0;
  const actor = createActor(
    registrationMachine.provide({
      actors: {
        'validate fields': actors.logic('validate fields'),
        'search streets': actors.logic('search streets'),
        'register company': actors.logic<RegistrationAnswer, RegistrationRequest>('register company'),
      },
    }),
    { input: registrationInput(input), clock },
  );
  actor.on('progress.save', ({ progress }) => saved.push(progress));
  actor.on('progress.forget', () => (cleared += 1));
  actor.start();
  const send = actor.send.bind(actor);
  const context = () => actor.getSnapshot().context;
  const at = () => actor.getSnapshot().context.step;
  return { actor, actors, clock, send, context, at, saved, cleared: () => cleared };
}

type Wizard = ReturnType<typeof start>;

function fillUserInfo({ send }: Wizard) {
  send({ type: 'CHANGE', field: 'name', value: 'Jan' });
  send({ type: 'CHANGE', field: 'surname', value: 'Kowalski' });
  send({ type: 'CHANGE', field: 'email', value: 'jan@example.pl' });
  send({ type: 'CHANGE', field: 'phone', value: '+48 600-000-001' });
}

/** Walks from the region step to the review, answering every check as free. */
async function walkToReview(wizard: Wizard) {
  const { send, actors } = wizard;
  send({ type: 'NEXT' });
  fillUserInfo(wizard);
  send({ type: 'NEXT' });
  await actors.resolve('validate fields', FREE);
  send({ type: 'CHANGE', field: 'companyName', value: 'Dachy Kowalski' });
  send({ type: 'CHANGE', field: 'registrationNumber', value: '5260250274' });
  send({ type: 'NEXT' });
  await actors.resolve('validate fields', FREE);
  send({ type: 'CHOOSE_STREET', suggestion: STREET });
  send({ type: 'CHANGE', field: 'houseNumber', value: '12' });
  send({ type: 'NEXT' });
  send({ type: 'CHOOSE_COMPANY_TYPE', companyTypeId: 1002 });
  send({ type: 'NEXT' });
  send({ type: 'START_SURVEY' });
  send({ type: 'PICK_ANSWER', answerId: '3-5' });
  send({ type: 'NEXT' });
  send({ type: 'TYPE_ANSWER', value: '40' });
  send({ type: 'NEXT' });
  send({ type: 'NEXT' });
  expect(wizard.at()).toBe('review');
}

describe('registration machine', () => {
  it('starts at the region step with the region the host suggests and the invite', () => {
    const { context, actor } = start({ hostRegionId: 16, invite: 'FRIEND-7' });
    expect(actor.getSnapshot().matches({ filling: { wizard: { editing: 'region' } } })).toBe(true);
    expect(context().form.regionId).toBe(16);
    expect(context().form.invite).toBe('FRIEND-7');
  });

  it('shows a field rule after the field is left, and all rules of a step after Next', () => {
    const wizard = start();
    wizard.send({ type: 'NEXT' });
    wizard.send({ type: 'CHANGE', field: 'name', value: 'J' });
    expect(messagesOf(wizard.context(), 'name')).toEqual([]);
    wizard.send({ type: 'BLUR', field: 'name' });
    expect(messagesOf(wizard.context(), 'name')).toEqual(['tooShort']);
    wizard.send({ type: 'NEXT' });
    expect(wizard.at()).toBe('userInfo');
    expect(messagesOf(wizard.context(), 'email')).toEqual(['required']);
    // What was typed stays.
    expect(wizard.context().form.name).toBe('J');
  });

  it('checks e-mail and phone 500 ms after the last change, with the region', () => {
    const wizard = start();
    wizard.send({ type: 'NEXT' });
    fillUserInfo(wizard);
    wizard.clock.increment(DEBOUNCE.validationMs - 1);
    wizard.send({ type: 'CHANGE', field: 'email', value: 'jan.k@example.pl' });
    wizard.clock.increment(DEBOUNCE.validationMs - 1);
    expect(wizard.actors.isPending('validate fields')).toBe(false);
    wizard.clock.increment(1);
    expect(wizard.actors.inputOf('validate fields')).toEqual({ region_id: 10, values: { email: 'jan.k@example.pl', phone: '600000001' } });
  });

  it('shows a taken e-mail under the field and blocks Next until it changes', async () => {
    const wizard = start();
    wizard.send({ type: 'NEXT' });
    fillUserInfo(wizard);
    wizard.clock.increment(DEBOUNCE.validationMs);
    await wizard.actors.resolve('validate fields', { errors: { email: [SERVER_MESSAGES.emailTaken] } });
    expect(messagesOf(wizard.context(), 'email')).toEqual(['emailTaken']);
    wizard.send({ type: 'NEXT' });
    expect(wizard.at()).toBe('userInfo');
    wizard.send({ type: 'CHANGE', field: 'email', value: 'jan.k@example.pl' });
    expect(messagesOf(wizard.context(), 'email')).toEqual([]);
    wizard.send({ type: 'NEXT' });
    expect(wizard.actors.inputOf('validate fields')).toEqual({ region_id: 10, values: { email: 'jan.k@example.pl' } });
    await wizard.actors.resolve('validate fields', FREE);
    expect(wizard.at()).toBe('companyInfo');
  });

  it('moves on when the check cannot be made (the server checks again on submit)', async () => {
    const wizard = start();
    wizard.send({ type: 'NEXT' });
    fillUserInfo(wizard);
    wizard.send({ type: 'NEXT' });
    await wizard.actors.reject('validate fields', new Error('offline'));
    expect(wizard.at()).toBe('companyInfo');
  });

  it('checks registration numbers only when they change', async () => {
    const wizard = start();
    await walkToReview(wizard);
    wizard.send({ type: 'EDIT', step: 'companyInfo' });
    wizard.send({ type: 'NEXT' });
    expect(wizard.actors.isPending('validate fields')).toBe(false);
    expect(wizard.at()).toBe('review');
    wizard.send({ type: 'EDIT', step: 'companyInfo' });
    wizard.send({ type: 'CHANGE', field: 'registrationNumber', value: '7010010009' });
    wizard.send({ type: 'NEXT' });
    expect(wizard.actors.inputOf('validate fields')).toEqual({ region_id: 10, values: { registration_number: '7010010009' } });
    await wizard.actors.resolve('validate fields', { errors: { registration_number: [SERVER_MESSAGES.registrationNumberTaken] } });
    expect(wizard.at()).toBe('companyInfo');
    expect(messagesOf(wizard.context(), 'registrationNumber')).toEqual(['registrationNumberTaken']);
  });

  it('looks streets up 400 ms after typing, in the region, and offers free text after 5 characters', async () => {
    const wizard = start();
    await walkToReview(wizard);
    wizard.send({ type: 'EDIT', step: 'companyAddress' });
    wizard.send({ type: 'TYPE_STREET', value: 'Ma' });
    wizard.clock.increment(DEBOUNCE.addressAutocompleteMs);
    expect(wizard.actors.isPending('search streets')).toBe(false);
    wizard.send({ type: 'TYPE_STREET', value: 'Mokot' });
    expect(isFreeTextStreetOffered(wizard.context())).toBe(false);
    wizard.send({ type: 'USE_TYPED_STREET' });
    expect(wizard.context().form.streetChosen).toBe(false);
    wizard.send({ type: 'TYPE_STREET', value: 'Mokotowska' });
    expect(isFreeTextStreetOffered(wizard.context())).toBe(true);
    wizard.clock.increment(DEBOUNCE.addressAutocompleteMs - 1);
    expect(wizard.actors.isPending('search streets')).toBe(false);
    wizard.clock.increment(1);
    expect(wizard.actors.inputOf('search streets')).toEqual({ query: 'Mokotowska', regionId: 10, country: 'PL' });
    await wizard.actors.resolve('search streets', [STREET]);
    expect(wizard.context().streetSuggestions).toEqual([STREET]);
    wizard.send({ type: 'USE_TYPED_STREET' });
    expect(wizard.context().form).toMatchObject({ street: 'Mokotowska', streetChosen: true });
    expect(wizard.context().streetSuggestions).toEqual([]);
  });

  it('fills an empty city and postal code from the chosen street, never over typed ones', async () => {
    const wizard = start();
    wizard.send({ type: 'NEXT' });
    fillUserInfo(wizard);
    wizard.send({ type: 'NEXT' });
    await wizard.actors.resolve('validate fields', FREE);
    wizard.send({ type: 'CHANGE', field: 'companyName', value: 'Dachy Kowalski' });
    wizard.send({ type: 'CHANGE', field: 'registrationNumber', value: '5260250274' });
    wizard.send({ type: 'NEXT' });
    await wizard.actors.resolve('validate fields', FREE);
    wizard.send({ type: 'CHANGE', field: 'city', value: 'Kraków' });
    wizard.send({ type: 'CHOOSE_STREET', suggestion: STREET });
    expect(wizard.context().form).toMatchObject({ street: 'Marszałkowska', city: 'Kraków', postalCode: '00-624', streetChosen: true });
  });

  it('counts every step the region may ask, marking the agreements of a type without them skipped', async () => {
    const wizard = start();
    const total = () => stepNumber(stepMarksOf(wizard.context()))?.total;
    expect(stepNumber(stepMarksOf(wizard.context()))).toEqual({ current: 1, total: 10 });
    wizard.send({ type: 'NEXT' });
    fillUserInfo(wizard);
    wizard.send({ type: 'NEXT' });
    await wizard.actors.resolve('validate fields', FREE);
    wizard.send({ type: 'CHANGE', field: 'companyName', value: 'Dachy Kowalski' });
    wizard.send({ type: 'CHANGE', field: 'registrationNumber', value: '5260250274' });
    wizard.send({ type: 'NEXT' });
    await wizard.actors.resolve('validate fields', FREE);
    wizard.send({ type: 'CHOOSE_STREET', suggestion: STREET });
    wizard.send({ type: 'CHANGE', field: 'houseNumber', value: '12' });
    wizard.send({ type: 'NEXT' });
    expect(wizard.at()).toBe('companyType');
    expect(stepMarksOf(wizard.context()).slice(4, 7)).toEqual(['current', 'upcoming', 'upcoming']);
    wizard.send({ type: 'CHOOSE_COMPANY_TYPE', companyTypeId: 1001 });
    expect(stepMarksOf(wizard.context()).slice(4, 7)).toEqual(['current', 'upcoming', 'upcoming']);
    expect(total()).toBe(10);
    wizard.send({ type: 'CHOOSE_COMPANY_TYPE', companyTypeId: 1002 });
    expect(stepMarksOf(wizard.context()).slice(4, 7)).toEqual(['current', 'skipped', 'skipped']);
    expect(total()).toBe(10);
    wizard.send({ type: 'NEXT' });
    expect(wizard.at()).toBe('survey');
    expect(stepNumber(stepMarksOf(wizard.context()))).toEqual({ current: 8, total: 10 });
  });

  it('counts the steps of a region without company types without them', () => {
    const wizard = start({ hostRegionId: 16 });
    expect(stepNumber(stepMarksOf(wizard.context()))).toEqual({ current: 1, total: 7 });
  });

  it('asks the disclaimer only for a type that has one, resetting it when the type changes', async () => {
    const wizard = start();
    await walkToReview(wizard);
    // The agreements type 1002 does not ask stay counted, marked skipped.
    expect(stepMarksOf(wizard.context())).toEqual([...Array<string>(4).fill('done'), 'done', 'skipped', 'skipped', 'done', 'done', 'current']);
    wizard.send({ type: 'EDIT', step: 'companyType' });
    expect(stepNumber(stepMarksOf(wizard.context()))).toEqual({ current: 5, total: 10 });
    expect(returnsToReview(wizard.context())).toBe(true);
    wizard.send({ type: 'CHOOSE_COMPANY_TYPE', companyTypeId: 1001 });
    // The new type asks for a disclaimer: Next leads there first, not back to the review.
    expect(returnsToReview(wizard.context())).toBe(false);
    wizard.send({ type: 'NEXT' });
    expect(wizard.at()).toBe('disclaimer');
    expect(stepNumber(stepMarksOf(wizard.context()))).toEqual({ current: 6, total: 10 });
    expect(returnsToReview(wizard.context())).toBe(true);
    expect(wizard.context().editTrack).toEqual(['companyType', 'disclaimer', 'review', 'complete']);
    wizard.send({ type: 'NEXT' });
    expect(wizard.at()).toBe('disclaimer');
    expect(messagesOf(wizard.context(), 'disclaimerAccepted')).toEqual(['mustAccept']);
    wizard.send({ type: 'TICK', field: 'disclaimerAccepted', checked: true });
    wizard.send({ type: 'NEXT' });
    expect(wizard.at()).toBe('review');
    expect(wizard.context().editTrack).toBeNull();
    wizard.send({ type: 'BACK' });
    expect(wizard.at()).toBe('consent');
  });

  it('edits a step from the review and goes straight back to it, the step keeping its place on the track', async () => {
    const wizard = start();
    await walkToReview(wizard);
    wizard.send({ type: 'EDIT', step: 'companyInfo' });
    expect(wizard.at()).toBe('companyInfo');
    expect(stepNumber(stepMarksOf(wizard.context()))).toEqual({ current: 3, total: 10 });
    expect(returnsToReview(wizard.context())).toBe(true);
    wizard.send({ type: 'CHANGE', field: 'companyName', value: 'Dachy Kowalski i Syn' });
    wizard.send({ type: 'NEXT' });
    expect(wizard.at()).toBe('review');
    expect(wizard.context().editTrack).toBeNull();
    expect(returnsToReview(wizard.context())).toBe(false);
    // Outside an edit, Next goes on along the track.
    wizard.send({ type: 'BACK' });
    expect(wizard.at()).toBe('consent');
    expect(returnsToReview(wizard.context())).toBe(false);
  });

  it("starts in the language's region on a host without a country and follows the language until the region is chosen", () => {
    const [czech, slovak, hungarian] = [3, 4, 5];
    const wizard = start({ hostRegionId: null, languageId: czech });
    expect(wizard.context().form.regionId).toBe(REGION_IDS.czechia);
    wizard.send({ type: 'CHANGE_LANGUAGE', languageId: hungarian });
    expect(wizard.context()).toMatchObject({ languageId: hungarian, form: { regionId: REGION_IDS.hungary } });
    wizard.send({ type: 'CHOOSE_REGION', regionId: REGION_IDS.ukraine });
    wizard.send({ type: 'CHANGE_LANGUAGE', languageId: slovak });
    expect(wizard.context()).toMatchObject({ languageId: slovak, form: { regionId: REGION_IDS.ukraine } });

    // Going past the region step keeps the region too; a host with a country decides over the language.
    const confirmed = start({ hostRegionId: null, languageId: czech });
    confirmed.send({ type: 'NEXT' });
    confirmed.send({ type: 'CHANGE_LANGUAGE', languageId: hungarian });
    expect(confirmed.context().form.regionId).toBe(REGION_IDS.czechia);
    expect(start({ hostRegionId: REGION_IDS.slovakia, languageId: hungarian }).context().form.regionId).toBe(REGION_IDS.slovakia);
    expect(start({ hostRegionId: null, languageId: 1 }).context().form.regionId).toBe(REGION_IDS.poland);
  });

  it('without a street lookup takes the typed street as it is, its message waiting until the street is left', async () => {
    const wizard = start({ streetLookup: false });
    await walkToReview(wizard);
    wizard.send({ type: 'EDIT', step: 'companyAddress' });
    wizard.send({ type: 'TYPE_STREET', value: 'Ma' });
    wizard.clock.increment(DEBOUNCE.addressAutocompleteMs);
    expect(wizard.actors.isPending('search streets')).toBe(false);
    expect(messagesOf(wizard.context(), 'street')).toEqual([]);
    wizard.send({ type: 'BLUR', field: 'street' });
    expect(messagesOf(wizard.context(), 'street')).toEqual(['tooShort']);
    // Typing again hides the message until the street is left again.
    wizard.send({ type: 'TYPE_STREET', value: 'Mok' });
    expect(messagesOf(wizard.context(), 'street')).toEqual([]);
    wizard.send({ type: 'TYPE_STREET', value: 'Mokotowska' });
    wizard.send({ type: 'BLUR', field: 'street' });
    expect(messagesOf(wizard.context(), 'street')).toEqual([]);
    expect(isFreeTextStreetOffered(wizard.context())).toBe(false);
    wizard.send({ type: 'NEXT' });
    expect(wizard.at()).toBe('review');
    expect(wizard.context().form.street).toBe('Mokotowska');
  });

  it('with a street lookup asks for a street picked from the list or taken as typed', async () => {
    const wizard = start();
    await walkToReview(wizard);
    wizard.send({ type: 'EDIT', step: 'companyAddress' });
    wizard.send({ type: 'TYPE_STREET', value: 'Mokotowska' });
    wizard.send({ type: 'NEXT' });
    expect(wizard.at()).toBe('companyAddress');
    expect(messagesOf(wizard.context(), 'street')).toEqual(['streetNotChosen']);
    wizard.send({ type: 'USE_TYPED_STREET' });
    wizard.send({ type: 'NEXT' });
    expect(wizard.at()).toBe('review');
  });

  it("checks registration numbers and postal codes in the format of the company's country", async () => {
    const wizard = start();
    await walkToReview(wizard);
    wizard.send({ type: 'EDIT', step: 'companyInfo' });
    wizard.send({ type: 'CHANGE', field: 'registrationNumber', value: 'abcdefghij' });
    wizard.send({ type: 'NEXT' });
    expect(wizard.at()).toBe('companyInfo');
    expect(messagesOf(wizard.context(), 'registrationNumber')).toEqual(['invalidFormat']);
    // A NIP with a wrong check digit is refused too; a right one passes.
    wizard.send({ type: 'CHANGE', field: 'registrationNumber', value: '5260250275' });
    expect(messagesOf(wizard.context(), 'registrationNumber')).toEqual(['invalidFormat']);
    wizard.send({ type: 'CHANGE', field: 'registrationNumber', value: '5260250274' });
    expect(messagesOf(wizard.context(), 'registrationNumber')).toEqual([]);

    // Moving the company to Ukraine makes the Polish postal code (and NIP) wrong: the edit walks the address too.
    wizard.send({ type: 'NEXT' });
    wizard.send({ type: 'EDIT', step: 'companyAddress' });
    wizard.send({ type: 'CHANGE', field: 'postalCode', value: 'ABC' });
    wizard.send({ type: 'BLUR', field: 'postalCode' });
    expect(messagesOf(wizard.context(), 'postalCode')).toEqual(['invalidFormat']);
    wizard.send({ type: 'CHANGE', field: 'postalCode', value: '00-624' });
    expect(messagesOf(wizard.context(), 'postalCode')).toEqual([]);
  });

  it('needs an answer before the next question and keeps the question message to its question', () => {
    const wizard = start({
      saved: progressOf({ variant: 'company', step: 'survey', editTrack: null, surveyQuestionIndex: 0, form: emptyForm(10, null), regionChosen: true }),
    });
    expect(wizard.actor.getSnapshot().matches({ filling: { wizard: { editing: { survey: 'intro' } } } })).toBe(true);
    wizard.send({ type: 'START_SURVEY' });
    wizard.send({ type: 'NEXT' });
    expect(questionMessagesOf(wizard.context())).toEqual(['answerRequired']);
    wizard.send({ type: 'PICK_ANSWER', answerId: '2' });
    wizard.send({ type: 'NEXT' });
    expect(wizard.context().surveyQuestionIndex).toBe(1);
    expect(questionMessagesOf(wizard.context())).toEqual([]);
    wizard.send({ type: 'TYPE_ANSWER', value: '0' });
    wizard.send({ type: 'NEXT' });
    expect(questionMessagesOf(wizard.context())).toEqual(['numberOutOfRange']);
    wizard.send({ type: 'BACK' });
    wizard.send({ type: 'BACK' });
    expect(wizard.actor.getSnapshot().matches({ filling: { wizard: { editing: { survey: 'intro' } } } })).toBe(true);
  });

  it('shows the question where the survey was left when coming back to it, and Start always asks the first', () => {
    const savedSurvey = (surveyQuestionIndex: number) => progressOf({
      variant: 'company', step: 'survey', editTrack: null, surveyQuestionIndex, form: { ...emptyForm(10, null), survey: { 'team-size': ['2'] } }, regionChosen: true,
    });
    const resumed = start({ saved: savedSurvey(1) });
    expect(resumed.actor.getSnapshot().matches({ filling: { wizard: { editing: { survey: 'question' } } } })).toBe(true);
    expect(resumed.context().surveyQuestionIndex).toBe(1);
    const fresh = start({ saved: savedSurvey(0) });
    fresh.send({ type: 'START_SURVEY' });
    expect(fresh.context().surveyQuestionIndex).toBe(0);
  });

  it('shows no message on the first question before its Next, after going back to the welcome', () => {
    const wizard = start({
      saved: progressOf({ variant: 'company', step: 'survey', editTrack: null, surveyQuestionIndex: 0, form: emptyForm(10, null), regionChosen: true }),
    });
    wizard.send({ type: 'START_SURVEY' });
    wizard.send({ type: 'NEXT' });
    expect(questionMessagesOf(wizard.context())).toEqual(['answerRequired']);
    wizard.send({ type: 'BACK' });
    wizard.send({ type: 'START_SURVEY' });
    expect(questionMessagesOf(wizard.context())).toEqual([]);
  });

  it('closes the list of streets found for an earlier street once the street is too short to look up', async () => {
    const wizard = start();
    await walkToReview(wizard);
    wizard.send({ type: 'EDIT', step: 'companyAddress' });
    wizard.send({ type: 'TYPE_STREET', value: 'Mokotowska' });
    wizard.clock.increment(DEBOUNCE.addressAutocompleteMs);
    await wizard.actors.resolve('search streets', [STREET]);
    wizard.send({ type: 'TYPE_STREET', value: 'Mo' });
    wizard.clock.increment(DEBOUNCE.addressAutocompleteMs);
    expect(wizard.context().streetSuggestions).toEqual([]);
  });

  it('starts at the region when a reload comes back to a step the registration no longer has', () => {
    const wizard = start({
      saved: progressOf({ variant: 'company', step: 'disclaimer', editTrack: null, surveyQuestionIndex: 0, form: { ...emptyForm(10, null), companyTypeId: 1002 }, regionChosen: true }),
    });
    expect(wizard.actor.getSnapshot().matches({ filling: { wizard: { editing: 'region' } } })).toBe(true);
  });

  it('saves the progress 1 s after the last change and resumes from it', async () => {
    const wizard = start({ invite: 'FRIEND-7' });
    wizard.send({ type: 'NEXT' });
    wizard.send({ type: 'CHANGE', field: 'name', value: 'Jan' });
    wizard.clock.increment(DEBOUNCE.stateSaveMs - 1);
    wizard.send({ type: 'CHANGE', field: 'surname', value: 'Kowalski' });
    wizard.clock.increment(DEBOUNCE.stateSaveMs - 1);
    expect(wizard.saved).toEqual([]);
    wizard.clock.increment(1);
    expect(wizard.saved).toHaveLength(1);
    const [progress] = wizard.saved;
    expect(progress).toMatchObject({ step: 'userInfo', form: { name: 'Jan', surname: 'Kowalski', invite: 'FRIEND-7' } });

    const resumed = start({ saved: JSON.parse(JSON.stringify(progress)), invite: null });
    expect(resumed.actor.getSnapshot().matches({ filling: { wizard: { editing: { userInfo: 'idle' } } } })).toBe(true);
    expect(resumed.context().form).toMatchObject({ name: 'Jan', invite: 'FRIEND-7' });
    expect(start({ variant: 'decor', saved: progress }).at()).toBe('region');
  });

  it('submits the registration, clears the progress and ends with the welcome points', async () => {
    const wizard = start({ invite: 'FRIEND-7' });
    await walkToReview(wizard);
    wizard.send({ type: 'SUBMIT' });
    expect(wizard.actor.getSnapshot().matches({ filling: { wizard: 'submitting' } })).toBe(false);
    expect(messagesOf(wizard.context(), 'termsAccepted')).toEqual(['mustAccept']);
    wizard.send({ type: 'TICK', field: 'termsAccepted', checked: true });
    wizard.send({ type: 'SUBMIT' });
    const request = wizard.actors.inputOf('register company') as RegistrationRequest;
    expect(request).toMatchObject({ invite: 'FRIEND-7', terms_accepted: true, company: { company_type: 1002, address: 'Marszałkowska', house_number: '12' } });
    await wizard.actors.resolve('register company', { message: 'Registered.', welcome_points: 50, survey_points: 50 });
    expect(wizard.actor.getSnapshot().status).toBe('done');
    expect(wizard.actor.getSnapshot().output).toEqual({ welcomePoints: 50 });
    // The complete step names both credits of the server's answer (issue 28).
    expect(wizard.context()).toMatchObject({ welcomePoints: 50, surveyPoints: 50 });
    expect(wizard.cleared()).toBe(1);
    wizard.clock.increment(DEBOUNCE.stateSaveMs);
    expect(wizard.saved).toEqual([]);
  });

  it('shows refused fields, lists the rest and offers the first step with an error', async () => {
    const wizard = start();
    await walkToReview(wizard);
    wizard.send({ type: 'TICK', field: 'termsAccepted', checked: true });
    wizard.send({ type: 'SUBMIT' });
    await wizard.actors.reject('register company', apiError(422, {
      message: SERVER_MESSAGES.validationFailed,
      errors: { 'company.city': ['tooShort'], 'installer.phone': [SERVER_MESSAGES.phoneNotUnique], other: ['Unexpected.'] },
    }));
    const context = wizard.context();
    expect(wizard.at()).toBe('review');
    expect(messagesOf(context, 'phone')).toEqual(['phoneNotUnique']);
    expect(messagesOf(context, 'city')).toEqual(['tooShort']);
    expect(context.submitMessages).toEqual([{ text: 'Unexpected.' }]);
    expect(firstStepWithErrors(context)).toBe('userInfo');
    wizard.send({ type: 'SUBMIT' });
    expect(wizard.actors.isPending('register company')).toBe(false);
    wizard.send({ type: 'EDIT', step: 'userInfo' });
    expect(wizard.at()).toBe('userInfo');
    expect(wizard.context().submitMessages).toEqual([]);
  });

  it('registers a decor installer with the decor survey', async () => {
    const wizard = start({ variant: 'decor', survey: DECOR_SURVEY });
    const { send } = wizard;
    await walkToSurvey(wizard);
    send({ type: 'START_SURVEY' });
    for (const question of DECOR_SURVEY.questions) {
      if (question.type !== 'number') send({ type: 'PICK_ANSWER', answerId: question.answers[0]!.id });
      send({ type: 'NEXT' });
    }
    send({ type: 'NEXT' });
    send({ type: 'TICK', field: 'termsAccepted', checked: true });
    send({ type: 'SUBMIT' });
    const request = wizard.actors.inputOf('register company') as RegistrationRequest;
    expect(request.installer.is_decor_installer).toBe(true);
    expect(JSON.parse(request.company.survey).map((entry: { question_id: string }) => entry.question_id)).toEqual(
      DECOR_SURVEY.questions.map((q) => q.id),
    );
  });
});

/** Walks from the region step to the survey intro. */
async function walkToSurvey(wizard: Wizard) {
  const { send, actors } = wizard;
  send({ type: 'NEXT' });
  fillUserInfo(wizard);
  send({ type: 'NEXT' });
  await actors.resolve('validate fields', FREE);
  send({ type: 'CHANGE', field: 'companyName', value: 'Dekor Studio' });
  send({ type: 'CHANGE', field: 'registrationNumber', value: '5260250274' });
  send({ type: 'NEXT' });
  await actors.resolve('validate fields', FREE);
  send({ type: 'CHOOSE_STREET', suggestion: STREET });
  send({ type: 'CHANGE', field: 'houseNumber', value: '1' });
  send({ type: 'NEXT' });
  send({ type: 'CHOOSE_COMPANY_TYPE', companyTypeId: 1002 });
  send({ type: 'NEXT' });
  expect(wizard.at()).toBe('survey');
}
