/**
 * The contract's rules for each company answer both wizards ask (SPEC §5), in the wizards' message
 * keys: registration checks a new company's answers with them, the login wizard's onboarding those
 * of a company that lacks them.
 */
import type { RegionalSettings } from '../src/contract/config';
import { findCompanyType, registrationNumberSettings } from '../src/contract/regional-rules';
import { agreementRuleMessages, companyTypeRuleMessages, numberFieldRuleMessages } from '../src/contract/company-rules';
import { AGREEMENT_OF, NUMBER_NAME, type AgreementField, type CompanyAnswers, type NumberField } from './company-answers';
import type { WizardMessage } from './wizard-messages';

/** Whether the region requires this number (false when it does not show the field at all). */
export function isNumberRequired(settings: RegionalSettings, field: NumberField): boolean {
  return registrationNumberSettings(settings).find((setting) => setting.field === NUMBER_NAME[field])?.required ?? false;
}

/** A number the region shows must pass the contract's rule, in the format of the company's country; one it does not show is not asked. */
export function numberMessages(answers: CompanyAnswers, settings: RegionalSettings, regionId: number, field: NumberField): WizardMessage[] {
  return numberFieldRuleMessages(settings, regionId, NUMBER_NAME[field], answers[field]);
}

export function companyTypeMessages(answers: CompanyAnswers, settings: RegionalSettings): WizardMessage[] {
  return companyTypeRuleMessages(settings, answers.companyTypeId);
}

/** The chosen type decides whether an agreement is required. */
export function agreementMessages(answers: CompanyAnswers, settings: RegionalSettings, field: AgreementField): WizardMessage[] {
  return agreementRuleMessages(findCompanyType(settings, answers.companyTypeId), AGREEMENT_OF[field], answers[field]);
}
