import * as v from 'valibot';
import { RecordId } from './ids';

export const RegistrationNumber = v.pipe(v.string(), v.trim(), v.minLength(6), v.maxLength(32));

/** A company field that may be changed but never emptied (SPEC §5 Company edit). */
const KeptText = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(max, 'tooLong'));

/**
 * PATCH /v1/company/{id}: the login-time writes (active, numbers, survey) and the company edit of
 * /user (name, address, city, postal code; only the fields that changed are sent).
 */
export const CompanyPatch = v.object({
  active: v.optional(v.picklist([1, 2])),
  name: v.optional(KeptText(200)),
  address: v.optional(KeptText(200)),
  city: v.optional(KeptText(100)),
  postal_code: v.optional(KeptText(20)),
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
