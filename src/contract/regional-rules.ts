/**
 * What a region's settings ask of a company (SPEC §5): which registration numbers it shows and
 * requires, whether it offers company types, and what a type asks for. Shared by the login and
 * registration wizards and the server; free of heavy imports, as the sign-in's onboarding loads it.
 */
import type { CompanyType, RegionalSettings } from './config';
import { FIELD_STATE } from './limits';

export type RegistrationNumberName = 'registration_number' | 'registration_number_2';

/** A registration-number field the region shows: what it holds, its label, whether it must be filled. */
export interface RegistrationNumberSetting {
  field: RegistrationNumberName;
  /** Whether the field holds the VAT number or the company id (for the hint next to it). */
  kind: 'vat' | 'companyId';
  label: string;
  required: boolean;
}

const NUMBER_FIELDS: ReadonlyArray<{ field: RegistrationNumberName; index: 1 | 2 }> = [
  { field: 'registration_number', index: 1 },
  { field: 'registration_number_2', index: 2 },
];

/**
 * The number fields a region shows (SPEC §5): the config's vat_field and company_id_field point
 * at a field (0 none, 1 registration_number, 2 registration_number_2); the required_numbers
 * bitmask (1 first, 2 second) makes a shown field required.
 */
export function registrationNumberSettings(settings: RegionalSettings): RegistrationNumberSetting[] {
  return NUMBER_FIELDS.flatMap(({ field, index }): RegistrationNumberSetting[] => {
    const kind = settings.vat_field === index ? 'vat' : settings.company_id_field === index ? 'companyId' : null;
    if (kind === null) return [];
    const required = (settings.required_numbers & index) !== 0;
    return [{ field, kind, label: settings.number_labels[field], required }];
  });
}

/** The region asks for a company type when its state is not disabled and it has types. */
export function offersCompanyTypes(settings: RegionalSettings): boolean {
  return settings.company_type_state !== FIELD_STATE.disabled && settings.company_types.length > 0;
}

export function findCompanyType(settings: RegionalSettings, id: number | null): CompanyType | undefined {
  return id === null ? undefined : settings.company_types.find((type) => type.id === id);
}

export type Agreement = 'disclaimer' | 'declaration';

/** 0 absent, 1 optional, 2 required (SPEC §9): decided by the chosen company type. */
export function agreementState(type: CompanyType | undefined, agreement: Agreement): number {
  if (!type) return FIELD_STATE.disabled;
  return agreement === 'disclaimer' ? type.disclaimer_state : type.declaration_state;
}
