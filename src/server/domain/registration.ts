/**
 * Company registration (SPEC §2, §4 Registration, §5, §8): the uniqueness checks of
 * GET /v2/company/validate and the one transaction of POST /v2/company/register that creates
 * the company, its owner, the welcome-points and survey-reward ledger entries and the owner's
 * welcome notification.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Config, RegionalSettings } from '../../contract/config';
import { SERVER_MESSAGES } from '../../contract/errors';
import { SURVEY_REWARD_POINTS } from '../../contract/limits';
import { parseOptions } from '../../contract/options';
import { parseMobilePhone, parseRegionPhone } from '../../contract/phone';
import { regionById } from '../../contract/regions';
import {
  agreementState,
  findCompanyType,
  offersCompanyTypes,
  registrationNumberSettings,
  type RegistrationNumberName,
} from '../../contract/regional-rules';
import { formattedFieldRuleMessages } from '../../contract/company-rules';
import { numberFieldFormat } from '../../contract/regional-formats';
import {
  EmailField,
  RegistrationNumberField,
  fieldRuleMessages,
  phoneRuleMessages,
  registrationRuleErrors,
  type CompanyValidateAnswer,
  type ParsedRegistrationRequest,
  type RegistrationAnswer,
  type ValidatedField,
} from '../../contract/registration';
import { ROLES } from '../../contract/roles';
import type { Database } from '../db/database';
import { companies, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { invalid } from '../http/errors';
import { welcomeNotificationText } from '../reference/notification-texts';
import { notificationInsert } from './notifications';
import { ledgerEntryInsert } from './points-ledger';
import { heldClaims, isUniqueViolation, lockUniqueValues, type UniqueClaim, type UniqueKind } from './unique-values';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
export type ConfigReader = (lang: string) => Promise<Config>;

export const REGISTERED_MESSAGE = 'Company registered.';

interface RegionRules {
  settings: RegionalSettings;
  welcomePoints: number;
}

/** The region's registration settings and welcome points; null for a region without a club. */
async function regionRules(readConfig: ConfigReader, regionId: number): Promise<RegionRules | null> {
  const region = regionById(regionId);
  if (!region) return null;
  const config = await readConfig('en');
  const settings = config.regional_settings[region.slug];
  const behaviour = config.behaviours[region.slug];
  return settings && behaviour ? { settings, welcomePoints: behaviour.welcome_points } : null;
}

/** Values to check for uniqueness, already normalised as they would be stored. */
type UniqueValues = Partial<Record<ValidatedField, string>>;
type FieldLists = Partial<Record<ValidatedField, string[]>>;

const TAKEN_MESSAGE: Record<ValidatedField, string> = {
  phone: SERVER_MESSAGES.phoneNotUnique,
  email: SERVER_MESSAGES.emailTaken,
  registration_number: SERVER_MESSAGES.registrationNumberTaken,
  registration_number_2: SERVER_MESSAGES.registrationNumberTaken,
};

const uniqueKind = (field: ValidatedField): UniqueKind => (field === 'email' || field === 'phone' ? field : 'number');

const claimsOf = (values: UniqueValues): UniqueClaim<ValidatedField>[] =>
  (Object.entries(values) as [ValidatedField, string][]).map(([field, value]) => ({ field, kind: uniqueKind(field), value }));

/** SPEC §8 messages of the values someone already holds (one statement). */
async function takenFields(db: Database, regionId: number, values: UniqueValues): Promise<FieldLists> {
  const held = await heldClaims(db, regionId, claimsOf(values));
  return Object.fromEntries([...held].map((field) => [field, [TAKEN_MESSAGE[field]]]));
}

// ---------------------------------------------------------------------------------------------
// GET /v2/company/validate

export interface ValidateInput {
  region_id: number;
  phone?: string;
  email?: string;
  registration_number?: string;
  registration_number_2?: string;
}

/**
 * Each given field's rule messages (keys), else whether it is free; a field not listed is valid
 * and free. A number is checked in the format of what its field holds in the region.
 */
export async function validateCompanyFields({ db }: Deps, readConfig: ConfigReader, query: ValidateInput): Promise<CompanyValidateAnswer> {
  const settings = (await regionRules(readConfig, query.region_id))?.settings ?? null;
  const errors: FieldLists = {};
  const free: UniqueValues = {};
  const check = (field: ValidatedField, messages: string[], stored: string) => {
    if (messages.length > 0) errors[field] = messages;
    else free[field] = stored;
  };
  if (query.phone !== undefined) {
    const national = parseRegionPhone(query.phone, query.region_id)?.national ?? '';
    check('phone', phoneRuleMessages(query.phone, query.region_id), national);
  }
  if (query.email !== undefined) {
    check('email', fieldRuleMessages(EmailField, query.email), query.email.trim().toLowerCase());
  }
  for (const field of ['registration_number', 'registration_number_2'] as const) {
    const value = query[field];
    if (value === undefined) continue;
    const format = settings && numberFieldFormat(settings, query.region_id, field);
    check(field, formattedFieldRuleMessages(RegistrationNumberField, format, value), value.trim());
  }
  return { errors: { ...errors, ...(await takenFields(db, query.region_id, free)) } };
}

// ---------------------------------------------------------------------------------------------
// POST /v2/company/register

/** Payload path of a unique field, as the 422 answer names it. */
const PAYLOAD_PATH: Record<ValidatedField, string> = {
  phone: 'installer.phone',
  email: 'installer.email',
  registration_number: 'company.registration_number',
  registration_number_2: 'company.registration_number_2',
};

const atPayloadPaths = (lists: FieldLists): Record<string, string[]> =>
  Object.fromEntries(Object.entries(lists).map(([field, messages]) => [PAYLOAD_PATH[field as ValidatedField], messages]));

/** A number the region shows and the person filled in; any other is stored as null. */
function shownNumber(request: ParsedRegistrationRequest, settings: RegionalSettings, field: RegistrationNumberName): string | null {
  if (!registrationNumberSettings(settings).some((shown) => shown.field === field)) return null;
  const value = request.company[field]?.trim() ?? '';
  return value === '' ? null : value;
}

/**
 * Consent and terms were collected by the wizard, and the fields it showed count as seen, so the
 * login wizard asks only what registration did not (SPEC §4 Login). Other options pass through.
 */
function ownerOptions(text: string, settings: RegionalSettings): string {
  const shown = registrationNumberSettings(settings).map((setting) => setting.field);
  return JSON.stringify({
    ...parseOptions(text),
    consentSeen: true,
    hasAgreedToTerms: true,
    seen_registration_number: shown.includes('registration_number'),
    seen_registration_number_2: shown.includes('registration_number_2'),
    seen_company_type: offersCompanyTypes(settings),
  });
}

interface NewCompany {
  company: Omit<typeof companies.$inferInsert, 'id'>;
  owner: Omit<typeof users.$inferInsert, 'id' | 'companyId'>;
  welcomePoints: number;
  createdAt: Date;
}

/**
 * Company, owner, welcome points, survey reward and welcome notification in one statement, one round trip:
 * each insert is a step of one WITH query and takes the ids of the rows the steps before it
 * create. PostgreSQL runs every step even though the final select reads none of them. (Drizzle
 * puts an embedded query in parentheses, as WITH wants it.)
 */
async function insertNewCompany(tx: Database, { company, owner, welcomePoints, createdAt }: NewCompany): Promise<void> {
  const companyId = sql`(select id from new_company)`;
  const ownerId = sql`(select id from new_owner)`;
  const steps: SQL[] = [
    sql`new_company as ${tx.insert(companies).values(company).returning({ id: companies.id })}`,
    sql`new_owner as ${tx.insert(users).values({ ...owner, companyId }).returning({ id: users.id })}`,
  ];
  if (welcomePoints > 0) {
    const entry = ledgerEntryInsert(tx, {
      companyId, installerId: ownerId, reason: 'welcome_points', variation: 'positive', points: welcomePoints, createdAt,
    });
    steps.push(sql`welcome_points as ${entry}`);
  }
  // Registration asks the survey: its reward comes with the company (SPEC §3 reason "Survey").
  const surveyReward = ledgerEntryInsert(tx, {
    companyId, installerId: ownerId, reason: 'survey', variation: 'positive', points: SURVEY_REWARD_POINTS, createdAt,
  });
  steps.push(sql`survey_reward as ${surveyReward}`);
  const welcome = notificationInsert(tx, {
    userId: ownerId, type: 'info', event: 'welcome', ...welcomeNotificationText(owner.languageId, welcomePoints), createdAt,
  });
  steps.push(sql`welcome as ${welcome}`);
  await tx.execute(sql`with ${sql.join(steps, sql`, `)} select 1`);
}

export async function registerCompany(
  { db, clock }: Deps,
  readConfig: ConfigReader,
  request: ParsedRegistrationRequest,
): Promise<RegistrationAnswer> {
  const { company, installer } = request;
  const regionId = company.regions_id;
  const rules = await regionRules(readConfig, regionId);
  if (!rules) throw invalid({ 'company.regions_id': ['unknownRegion'] });
  const ruleErrors = registrationRuleErrors(request, rules.settings);
  if (Object.keys(ruleErrors).length > 0) throw invalid(ruleErrors);

  const { settings, welcomePoints } = rules;
  const phone = parseMobilePhone(installer.phone, regionId);
  if (typeof phone === 'string') throw invalid({ 'installer.phone': [phone] });
  const registrationNumber = shownNumber(request, settings, 'registration_number');
  const registrationNumber2 = shownNumber(request, settings, 'registration_number_2');
  const unique: UniqueValues = {
    email: installer.email,
    phone: phone.national,
    ...(registrationNumber ? { registration_number: registrationNumber } : {}),
    ...(registrationNumber2 ? { registration_number_2: registrationNumber2 } : {}),
  };
  if (registrationNumber && registrationNumber === registrationNumber2) {
    throw invalid({ 'company.registration_number_2': [SERVER_MESSAGES.registrationNumberTaken] });
  }
  const type = findCompanyType(settings, company.company_type);
  const decor = installer.is_decor_installer;
  const now = clock.now();

  try {
    await db.transaction(async (tx) => {
      // Serialises writers that claim the same e-mail, phone or number (see unique-values.ts).
      await lockUniqueValues(tx, regionId, claimsOf(unique).map(({ kind, value }) => [kind, value]));
      const taken = await takenFields(tx, regionId, unique);
      if (Object.keys(taken).length > 0) throw invalid(atPayloadPaths(taken));
      await insertNewCompany(tx, {
        company: {
          name: company.name,
          address: `${company.address} ${company.house_number}`,
          city: company.city,
          postalCode: company.postal_code,
          regionId,
          companyTypeId: type?.id ?? null,
          registrationNumber,
          registrationNumber2,
          disclaimerAccepted: agreementState(type, 'disclaimer') !== 0 && company.disclaimer_accepted,
          declarationAccepted: agreementState(type, 'declaration') !== 0 && company.declaration_accepted,
          isDecor: decor,
          surveyResponse: JSON.stringify(company.survey),
          inviteCode: request.invite || null,
          createdAt: now,
          updatedAt: now,
        },
        owner: {
          roleId: decor ? ROLES.decorOwner : ROLES.owner,
          name: installer.name,
          surname: installer.surname,
          email: installer.email,
          phoneRegionId: regionId,
          phoneNational: phone.national,
          languageId: installer.languages_id,
          options: ownerOptions(installer.options, settings),
          emailConsent: installer.email_consent,
          phoneConsent: installer.phone_consent,
          createdAt: now,
          updatedAt: now,
        },
        welcomePoints,
        createdAt: now,
      });
    });
  } catch (error) {
    // Another writer (a company edit, say) claimed a value after our check: answer as a duplicate.
    if (!isUniqueViolation(error)) throw error;
    const taken = await takenFields(db, regionId, unique);
    if (Object.keys(taken).length === 0) throw error;
    throw invalid(atPayloadPaths(taken));
  }
  return { message: REGISTERED_MESSAGE, welcome_points: Math.max(welcomePoints, 0), survey_points: SURVEY_REWARD_POINTS };
}
