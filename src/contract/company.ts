import * as v from 'valibot';
import { RecordId } from './ids';

export const RegistrationNumber = v.pipe(v.string(), v.trim(), v.minLength(6), v.maxLength(32));

/** PATCH /v1/company/{id} (login-time writes; later issues add the company edit fields). */
export const CompanyPatch = v.object({
  active: v.optional(v.picklist([1, 2])),
  registration_number: v.optional(RegistrationNumber),
  registration_number_2: v.optional(RegistrationNumber),
  /** Company survey answers as JSON text. */
  surveyResponse: v.optional(v.pipe(v.string(), v.maxLength(20_000))),
});
export type CompanyPatch = v.InferOutput<typeof CompanyPatch>;

/** PATCH /v1/company/{id}/companyType */
export const CompanyTypePatch = v.object({
  company_type: RecordId,
  disclaimer_accepted: v.boolean(),
  declaration_accepted: v.boolean(),
});
export type CompanyTypePatch = v.InferOutput<typeof CompanyTypePatch>;

/** PATCH /v1/installer/user/{id} */
export const InstallerPatch = v.object({
  options: v.optional(v.pipe(v.string(), v.maxLength(10_000))),
  email_consent: v.optional(v.boolean()),
  phone_consent: v.optional(v.boolean()),
  languages_id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(16))),
});
export type InstallerPatch = v.InferOutput<typeof InstallerPatch>;

/** Answer of the PATCH calls above. */
export const Ok = v.object({ message: v.string() });
