/**
 * The company block of /user (SPEC §5 Company edit): the region's numbers, type and agreements
 * checked by the wizards' rules, only the changed fields sent, each to its call, and the
 * server's messages kept by their fields.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Company } from '../../src/contract/user';
import { companyEditProblems, companyEditValues, companyEditWrites, asksAgreement } from '../../machines/company-edit';
import { formMachine } from '../../machines/form-machine';
import { DeferredActors } from '../app/support/machine-harness';
import { polishNip, polishRegon } from '../server/registration-fixtures';
import { POLAND, UKRAINE } from './registration-fixtures';

const REGION_POLAND = 10;
const NIP = polishNip(41);

const company = (overrides: Partial<Company> = {}): Company => ({
  uuid: 'c-1', id: 7, name: 'Dachy Nowak', address: 'Polna 1', city: 'Kraków', postal_code: '30-001', regions_id: REGION_POLAND,
  company_type: 1001, registration_number: NIP, registration_number_2: null, disclaimer_accepted: true, declaration_accepted: false,
  is_decor: false, has_edenred_card: 0, edenred_card: null, pending_edenred_card: false, has_survey: true, active: 1,
  ...overrides,
});

const poland = { settings: POLAND, regionId: REGION_POLAND };

describe('company edit values', () => {
  it('holds the numbers the region shows and, where it offers types, the type and its agreements', () => {
    expect(companyEditValues(company(), POLAND)).toEqual({
      name: 'Dachy Nowak', address: 'Polna 1', city: 'Kraków', postal_code: '30-001',
      registration_number: NIP, registration_number_2: '', company_type: '1001', disclaimer_accepted: true, declaration_accepted: false,
    });
    expect(Object.keys(companyEditValues(company({ regions_id: 16 }), UKRAINE))).toEqual(['name', 'address', 'city', 'postal_code', 'registration_number']);
    expect(Object.keys(companyEditValues(company(), undefined))).toEqual(['name', 'address', 'city', 'postal_code']);
  });
});

describe('company edit rules', () => {
  const initial = companyEditValues(company(), POLAND);
  const problems = (changes: Record<string, string | boolean>) => companyEditProblems({ ...initial, ...changes }, initial, poland);

  it('passes the stored company as it is', () => {
    expect(problems({})).toEqual({});
  });

  it('checks a number by its length and its country\'s format, with the check digit', () => {
    expect(problems({ registration_number: '12345' })).toEqual({ registration_number: ['tooShort'] });
    expect(problems({ registration_number: '1234567890' })).toEqual({ registration_number: ['invalidFormat'] });
    expect(problems({ registration_number: polishNip(42) })).toEqual({});
  });

  it('lets an optional number stay empty, but a stored one cannot be removed', () => {
    expect(problems({ registration_number_2: '' })).toEqual({});
    expect(problems({ registration_number_2: polishRegon(5) })).toEqual({});
    const stored = companyEditValues(company({ registration_number_2: polishRegon(5) }), POLAND);
    expect(companyEditProblems({ ...stored, registration_number_2: ' ' }, stored, poland)).toEqual({ registration_number_2: ['required'] });
  });

  it('keeps name, address, city and postal code from being emptied', () => {
    expect(problems({ name: ' ', postal_code: '' })).toEqual({ name: ['required'], postal_code: ['required'] });
  });

  it('asks for the type the region requires and the agreements the chosen type requires', () => {
    expect(problems({ company_type: '' })).toEqual({ company_type: ['required'] });
    expect(problems({ disclaimer_accepted: false })).toEqual({ disclaimer_accepted: ['mustAccept'] });
    expect(problems({ company_type: '1002', disclaimer_accepted: false })).toEqual({});
    expect(asksAgreement(POLAND, { company_type: '1001' }, 'disclaimer')).toBe(true);
    expect(asksAgreement(POLAND, { company_type: '1002' }, 'declaration')).toBe(false);
  });
});

describe('company edit writes', () => {
  it('sends the changed company fields alone, and the type with both agreements when one of them changed', () => {
    const values = { name: 'Dachy', registration_number: NIP, company_type: '1002', disclaimer_accepted: true, declaration_accepted: false };
    expect(companyEditWrites({ registration_number: NIP }, values)).toEqual({ company: { registration_number: NIP } });
    expect(companyEditWrites({ company_type: '1002' }, values)).toEqual({
      companyType: { company_type: 1002, disclaimer_accepted: true, declaration_accepted: false },
    });
    expect(companyEditWrites({ name: 'Dachy', declaration_accepted: false }, values)).toEqual({
      company: { name: 'Dachy' },
      companyType: { company_type: 1002, disclaimer_accepted: true, declaration_accepted: false },
    });
    expect(companyEditWrites({}, values)).toEqual({});
  });
});

describe('the company block\'s form machine', () => {
  it('shows a wrong number by its field, sends only the corrected number, and keeps the input when the server refuses it', async () => {
    const actors = new DeferredActors();
    const values = companyEditValues(company(), POLAND);
    const actor = createActor(formMachine.provide({ actors: { submit: actors.logic('submit') } }), {
      input: { values, validate: (typed, initial) => companyEditProblems(typed, initial, poland), startIn: 'display' },
    }).start();
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'CHANGE', field: 'registration_number', value: '1234567890' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.problems).toEqual({ registration_number: ['invalidFormat'] });

    const taken = polishNip(43);
    actor.send({ type: 'CHANGE', field: 'registration_number', value: ` ${taken} ` });
    actor.send({ type: 'SUBMIT' });
    expect(actors.inputOf('submit')).toMatchObject({ changed: { registration_number: taken } });
    await actors.reject('submit', {
      status: 422, retryAfter: null,
      body: { message: 'The given data was invalid.', errors: { registration_number: ['The company registration number has already been taken.'] } },
    });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      values: { registration_number: ` ${taken} ` },
      problems: { registration_number: ['The company registration number has already been taken.'] },
    });

    actor.send({ type: 'CHANGE', field: 'registration_number', value: polishNip(44) });
    actor.send({ type: 'SUBMIT' });
    await actors.resolve('submit', undefined);
    expect(actor.getSnapshot().value).toBe('display');
    expect(actor.getSnapshot().context).toMatchObject({ saved: true, initial: { registration_number: polishNip(44) } });
  });
});
