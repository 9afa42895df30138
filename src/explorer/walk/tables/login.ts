/**
 * The login wizard's walk: a fresh start on the Czech host in English, the accounts and regional
 * settings of the tests, and each failure the wizard tells apart.
 */
import { loginMachine } from '../../../../machines/login-machine';
import { currentSurveyQuestion } from '../../../../machines/login-context';
import { onboardingRules } from '../../../../machines/login-onboarding';
import {
  INVALID_PHONE, LOCKED, NOT_FOUND, NOW, PAIR, SERVER_ERROR, WRONG_CODE, codeRequest, completeOwner, czechOwner, czechSettings, polishSettings,
} from '../../../../tests/machines/login-fixtures';
import { walkTable } from '../walk-table';

const [CZECHIA, HUNGARY] = [5, 7];
const [ENGLISH, LITHUANIAN] = [1, 14];
const SAVED = { done: [{ label: 'saved', value: { message: 'ok' } }], failed: [{ label: 'server error', value: SERVER_ERROR }] };

export const loginWalk = walkTable({
  machine: loginMachine,
  startsAt: NOW,
  input: (clock) => ({ hostRegionId: CZECHIA, languageId: ENGLISH, saved: null, clock }),
  events: {
    CHANGE_EMAIL: [
      { label: 'owner@ (incomplete)', value: { type: 'CHANGE_EMAIL', value: 'owner@' } },
      { label: 'owner@demo.cz', value: { type: 'CHANGE_EMAIL', value: 'owner@demo.cz' } },
    ],
    CHANGE_PHONE: [
      { label: '123 (too short)', value: { type: 'CHANGE_PHONE', value: '123' } },
      { label: '601 000 001', value: { type: 'CHANGE_PHONE', value: '601000001' } },
    ],
    CHANGE_PHONE_REGION: [{ label: 'Hungary', value: { type: 'CHANGE_PHONE_REGION', regionId: HUNGARY } }],
    CHANGE_LANGUAGE: [{ label: 'Lithuanian', value: { type: 'CHANGE_LANGUAGE', languageId: LITHUANIAN } }],
    CHANGE_CODE: [
      { label: '123 (too short)', value: { type: 'CHANGE_CODE', value: '123' } },
      { label: '12345', value: { type: 'CHANGE_CODE', value: '12345' } },
    ],
    CHANGE_REGISTRATION_NUMBER: [
      { label: '123 (not a number of the region)', value: { type: 'CHANGE_REGISTRATION_NUMBER', value: '123' } },
      { label: '27082440', value: { type: 'CHANGE_REGISTRATION_NUMBER', value: '27082440' } },
    ],
    CHOOSE_COMPANY_TYPE: [
      { label: 'a type that asks both agreements', value: { type: 'CHOOSE_COMPANY_TYPE', companyTypeId: 501 } },
      { label: 'a type that asks none', value: { type: 'CHOOSE_COMPANY_TYPE', companyTypeId: 505 } },
    ],
    TICK: [
      { label: 'the disclaimer', value: { type: 'TICK', field: 'disclaimerAccepted', checked: true } },
      { label: 'the declaration', value: { type: 'TICK', field: 'declarationAccepted', checked: true } },
      { label: 'e-mail consent', value: { type: 'TICK', field: 'emailConsent', checked: true } },
      { label: 'phone consent', value: { type: 'TICK', field: 'phoneConsent', checked: true } },
    ],
    // The survey's answers are those of the question shown.
    PICK_ANSWER: (snapshot) => {
      const question = snapshot.context.account && snapshot.context.rules ? currentSurveyQuestion(snapshot.context) : undefined;
      const answers = question && 'answers' in question ? question.answers.slice(0, 2) : [];
      return answers.map((answer) => ({ label: answer.id, value: { type: 'PICK_ANSWER', answerId: answer.id } }));
    },
    TYPE_ANSWER: [
      { label: '0', value: { type: 'TYPE_ANSWER', value: '0' } },
      { label: '120', value: { type: 'TYPE_ANSWER', value: '120' } },
    ],
  },
  calls: {
    'request code': {
      done: [
        { label: 'code sent (a new one after 60 seconds)', value: codeRequest() },
        { label: 'code sent (a new one after 3 seconds)', value: codeRequest({ resend_after: 3 }) },
      ],
      failed: [
        { label: 'account not found', value: NOT_FOUND },
        { label: 'invalid phone', value: INVALID_PHONE },
        { label: 'locked', value: LOCKED },
        { label: 'server error', value: SERVER_ERROR },
      ],
    },
    'verify code': {
      done: [
        { label: 'right code: a Polish owner with nothing left to set up', value: { ...PAIR, account: completeOwner() } },
        { label: 'right code: a Czech owner who needs every step', value: { ...PAIR, account: czechOwner() } },
      ],
      failed: [
        { label: 'wrong code', value: WRONG_CODE },
        { label: 'locked', value: LOCKED },
        { label: 'server error', value: SERVER_ERROR },
      ],
    },
    'load onboarding': {
      done: [
        { label: 'Polish settings', value: { settings: polishSettings, rules: onboardingRules } },
        { label: 'Czech settings', value: { settings: czechSettings, rules: onboardingRules } },
      ],
      failed: [{ label: 'server error', value: SERVER_ERROR }],
    },
    'load onboarding rules': { done: [{ label: 'loaded', value: onboardingRules }], failed: [{ label: 'server error', value: SERVER_ERROR }] },
    'save company type': SAVED,
    'save company': SAVED,
    'save installer': SAVED,
  },
  internal: ['SAVE_PROGRESS'],
});
