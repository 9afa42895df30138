import * as v from 'valibot';

export const Company = v.object({
  uuid: v.string(),
  id: v.number(),
  name: v.string(),
  address: v.string(),
  city: v.string(),
  postal_code: v.string(),
  regions_id: v.number(),
  company_type: v.nullable(v.number()),
  registration_number: v.nullable(v.string()),
  registration_number_2: v.nullable(v.string()),
  disclaimer_accepted: v.boolean(),
  declaration_accepted: v.boolean(),
  is_decor: v.boolean(),
  /** 1 when the company takes part in the club-card programme (SPEC §3). */
  has_edenred_card: v.picklist([0, 1]),
  edenred_card: v.nullable(v.string()),
  pending_edenred_card: v.boolean(),
  has_survey: v.boolean(),
  active: v.number(),
});
export type Company = v.InferOutput<typeof Company>;

/** GET /v1/company/user/self (SPEC §3 "User"). */
export const User = v.object({
  uuid: v.string(),
  id: v.number(),
  name: v.string(),
  surname: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  region: v.object({ id: v.number(), slug: v.string() }),
  language: v.object({ id: v.number(), code: v.string() }),
  role: v.object({ id: v.number() }),
  company: Company,
  avatar: v.nullable(v.string()),
  options: v.nullable(v.string()),
  verified_email_at: v.nullable(v.string()),
  email_notifications: v.boolean(),
  sms_notifications: v.boolean(),
  email_consent: v.boolean(),
  phone_consent: v.boolean(),
  last_active_at: v.nullable(v.string()),
  contribute_points: v.boolean(),
  projects_count: v.number(),
  created_at: v.string(),
});
export type User = v.InferOutput<typeof User>;

export const UserResponse = v.object({ data: User });
