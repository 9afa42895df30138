import * as v from 'valibot';

const FieldState = v.picklist([0, 1, 2]);
/** Which company-number field holds a value: 0 none, 1 registration_number, 2 registration_number_2. */
const NumberFieldIndex = v.picklist([0, 1, 2]);

export const CompanyType = v.object({
  id: v.number(),
  name_translated: v.string(),
  disclaimer_state: FieldState,
  declaration_state: FieldState,
  disclaimer_translated: v.string(),
  declaration_translated: v.string(),
});
export type CompanyType = v.InferOutput<typeof CompanyType>;

export const RegionalSettings = v.object({
  company_types: v.array(CompanyType),
  company_type_state: FieldState,
  vat_field: NumberFieldIndex,
  company_id_field: NumberFieldIndex,
  /** Bitmask of required numbers: 1 registration_number, 2 registration_number_2. */
  required_numbers: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)),
  /** Country-specific labels for the two number fields ("NIP", "IČO", ...), keyed by field name. */
  number_labels: v.object({ registration_number: v.string(), registration_number_2: v.string() }),
  flags: v.object({ club_card: v.boolean() }),
});
export type RegionalSettings = v.InferOutput<typeof RegionalSettings>;

export const Footer = v.object({
  terms_url: v.string(),
  /** The decor programme's terms: decor owners and staff (roles 7, 8) and decor registration (SPEC §6). */
  decor_terms_url: v.string(),
  commercial_rules_url: v.string(),
  return_policy_url: v.string(),
  address: v.string(),
  phone: v.string(),
  email: v.string(),
  whistleblower_url: v.string(),
  social: v.array(v.object({ network: v.string(), url: v.string() })),
  chat_support_url: v.string(),
});
export type Footer = v.InferOutput<typeof Footer>;

export const RegionInfo = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  phone_code: v.string(),
  flag: v.string(),
  default_language: v.string(),
  footer: v.nullable(Footer),
});
export type RegionInfo = v.InferOutput<typeof RegionInfo>;

export const LanguageInfo = v.object({
  id: v.number(),
  name: v.string(),
  short_name: v.string(),
  local_name: v.string(),
  locale: v.string(),
  code: v.string(),
  flag: v.string(),
});

/** GET /v1/config/public and /v1/config. Company types are translated into `?lang=`. */
export const Config = v.object({
  regions: v.array(RegionInfo),
  languages: v.array(LanguageInfo),
  regional_settings: v.record(v.string(), RegionalSettings),
  behaviours: v.record(v.string(), v.object({
    welcome_points: v.number(),
    /** SPEC §9 base-point table: points of one accepted scan by window class, other products, and the project survey. */
    base_points: v.optional(v.object({ standard: v.number(), comfort: v.number(), premium: v.number(), other: v.number(), survey_bonus: v.number() })),
  })),
  /** Whether streets are looked up (a places provider is configured); without it a typed street is taken as it is. */
  street_lookup: v.boolean(),
});
export type Config = v.InferOutput<typeof Config>;
