/**
 * The company block of /user (SPEC §5 Company edit) as form-machine values: the rules it is
 * checked by and the two calls its changed fields make. The registration numbers and the company
 * type follow the rules of the wizards (company-rules.ts), so the region decides which numbers
 * are shown, required and in what format, and whether a type and its agreements are asked.
 */
import type { RegionalSettings } from '../src/contract/config';
import { agreementRuleMessages, companyTypeRuleMessages, numberFieldRuleMessages } from '../src/contract/company-rules';
import { FIELD_STATE } from '../src/contract/limits';
import { agreementState, findCompanyType, offersCompanyTypes, registrationNumberSettings, type Agreement } from '../src/contract/regional-rules';
import type { Company } from '../src/contract/user';
import type { FormProblems, FormValues } from './form-machine';

/** The fields the company can change but never empty. */
const KEPT_FIELDS = ['name', 'address', 'city', 'postal_code'] as const;
const TYPE_FIELDS = ['company_type', 'disclaimer_accepted', 'declaration_accepted'] as const;
const AGREEMENT_FIELDS: ReadonlyArray<readonly [Agreement, 'disclaimer_accepted' | 'declaration_accepted']> = [
  ['disclaimer', 'disclaimer_accepted'],
  ['declaration', 'declaration_accepted'],
];

const text = (values: FormValues, field: string) => String(values[field] ?? '');
/** The type as the form holds it: its id as text, empty for none. */
const typeIdOf = (values: FormValues) => (text(values, 'company_type') === '' ? null : Number(values.company_type));

/** What the company rules need beside the values: the region's settings (none while unknown). */
export interface CompanyEditRegion {
  settings: RegionalSettings | undefined;
  regionId: number;
}

/** The block's values: the kept fields, the numbers the region shows, and the type with its agreements where it offers types. */
export function companyEditValues(company: Company, settings: RegionalSettings | undefined): FormValues {
  const values: FormValues = { name: company.name, address: company.address, city: company.city, postal_code: company.postal_code };
  if (!settings) return values;
  for (const { field } of registrationNumberSettings(settings)) values[field] = company[field] ?? '';
  if (offersCompanyTypes(settings)) {
    values.company_type = company.company_type === null ? '' : String(company.company_type);
    values.disclaimer_accepted = company.disclaimer_accepted;
    values.declaration_accepted = company.declaration_accepted;
  }
  return values;
}

/**
 * SPEC §5 Company edit: the kept fields are not emptied; a number the region shows has its length
 * and its country's format, and is required when the region requires it or the company has one
 * already (a stored number can be corrected, not removed); the type and the agreements it asks for.
 */
export function companyEditProblems(values: FormValues, initial: FormValues, { settings, regionId }: CompanyEditRegion): FormProblems {
  const problems: FormProblems = {};
  for (const field of KEPT_FIELDS) if (text(values, field).trim() === '') problems[field] = ['required'];
  if (!settings) return problems;
  for (const { field } of registrationNumberSettings(settings)) {
    const value = text(values, field);
    const removed = value.trim() === '' && text(initial, field).trim() !== '';
    const messages = removed ? ['required'] : numberFieldRuleMessages(settings, regionId, field, value);
    if (messages.length > 0) problems[field] = messages;
  }
  if (!offersCompanyTypes(settings)) return problems;
  const typeId = typeIdOf(values);
  const typeMessages = companyTypeRuleMessages(settings, typeId);
  if (typeMessages.length > 0) problems.company_type = typeMessages;
  for (const [agreement, field] of AGREEMENT_FIELDS) {
    const messages = agreementRuleMessages(findCompanyType(settings, typeId), agreement, values[field] === true);
    if (messages.length > 0) problems[field] = messages;
  }
  return problems;
}

/** Whether the chosen type asks for this agreement at all (its state is not disabled). */
export function asksAgreement(settings: RegionalSettings, values: FormValues, agreement: Agreement): boolean {
  return agreementState(findCompanyType(settings, typeIdOf(values)), agreement) !== FIELD_STATE.disabled;
}

/** The calls a submit makes: the changed company fields (PATCH v1/company/{id}), and the type with both agreements when any of them changed (…/companyType). */
export interface CompanyEditWrites {
  company?: FormValues;
  companyType?: { company_type: number; disclaimer_accepted: boolean; declaration_accepted: boolean };
}

export function companyEditWrites(changed: FormValues, values: FormValues): CompanyEditWrites {
  const company = Object.fromEntries(Object.entries(changed).filter(([field]) => !(TYPE_FIELDS as readonly string[]).includes(field)));
  const typeId = typeIdOf(values);
  const typeChanged = TYPE_FIELDS.some((field) => field in changed);
  return {
    ...(Object.keys(company).length > 0 ? { company } : {}),
    ...(typeChanged && typeId !== null
      ? { companyType: { company_type: typeId, disclaimer_accepted: values.disclaimer_accepted === true, declaration_accepted: values.declaration_accepted === true } }
      : {}),
  };
}
