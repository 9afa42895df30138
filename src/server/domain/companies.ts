/** Company and installer writes of the sign-in onboarding, scoped to the caller's own records. */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import type { CompanyPatch, CompanyTypePatch, InstallerPatch } from '../../contract/company';
import { SERVER_MESSAGES } from '../../contract/errors';
import { FIELD_STATE, SURVEY_REWARD_POINTS } from '../../contract/limits';
import { matchesFormat, numberFieldFormat, postalCodeFormat } from '../../contract/regional-formats';
import { regionById } from '../../contract/regions';
import { SurveyResponseText, surveyForRole, surveyResponseProblems } from '../../contract/survey';
import { COMPANY_DEACTIVATED, companies, companyTypes, sessions, users } from '../db/schema';
import type { Database } from '../db/database';
import type { AppDeps } from '../deps';
import { invalid, notFound } from '../http/errors';
import type { Account } from './accounts';
import { appendLedgerEntry } from './points-ledger';
import type { ConfigReader } from './config';
import { isUniqueViolation, lockUniqueValues, registrationNumberTaken } from './unique-values';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The caller's company; any other id answers 404, as an unknown one does (existence is not revealed). */
function ownCompany(caller: Account, companyId: number) {
  if (companyId !== caller.company.id) throw notFound();
  return caller.company;
}

function parseSurveyResponse(text: string, role: number): string {
  const parsed = v.safeParse(SurveyResponseText, text);
  const problems = parsed.success ? surveyResponseProblems(surveyForRole(role), parsed.output) : ['not a survey response'];
  if (problems.length > 0) throw invalid({ surveyResponse: [`The survey response is invalid: ${problems.join('; ')}.`] });
  return JSON.stringify(parsed.output);
}

const NUMBER_FIELDS = ['registration_number', 'registration_number_2'] as const;
const numberTaken = (field: string) => invalid({ [field]: [SERVER_MESSAGES.registrationNumberTaken] });

/** Numbers the patch sets are written as the company's country writes what their field holds (regional-formats.ts). */
async function checkNumberFormats(readConfig: ConfigReader, company: Account['company'], patch: CompanyPatch): Promise<void> {
  const settings = (await readConfig('en')).regional_settings[regionById(company.regionId)?.slug ?? ''];
  if (!settings) return;
  const wrong = NUMBER_FIELDS.filter((field) => {
    const value = patch[field];
    const format = numberFieldFormat(settings, company.regionId, field);
    return value !== undefined && format !== null && !matchesFormat(format, value);
  });
  if (wrong.length > 0) throw invalid(Object.fromEntries(wrong.map((field) => [field, [SERVER_MESSAGES.registrationNumberFormat]])));
}

/**
 * Claims the numbers the patch sets for this company: locked like registration locks them, then
 * checked against every other company of the region in both columns (see unique-values.ts).
 */
async function claimNumbers(tx: Database, company: Account['company'], patch: CompanyPatch): Promise<void> {
  const claims = NUMBER_FIELDS.flatMap((field) => (patch[field] ? [[field, patch[field]] as const] : []));
  if (claims.length === 2 && claims[0]?.[1] === claims[1]?.[1]) throw numberTaken('registration_number_2');
  await lockUniqueValues(tx, company.regionId, claims.map(([, value]) => ['number', value]));
  for (const [field, value] of claims) {
    if (await registrationNumberTaken(tx, company.regionId, value, company.id)) throw numberTaken(field);
  }
}

/**
 * The company's first survey response earns the survey's reward (SPEC §3 reason "Survey"): one
 * conditional update claims it, so that two writes at once credit it once.
 */
async function storeFirstSurvey(tx: Database, caller: Account, surveyResponse: string, now: Date): Promise<void> {
  const [first] = await tx
    .update(companies)
    .set({ surveyResponse })
    .where(and(eq(companies.id, caller.company.id), isNull(companies.surveyResponse)))
    .returning({ id: companies.id });
  if (!first) return;
  await appendLedgerEntry(tx, {
    companyId: caller.company.id, installerId: caller.user.id, reason: 'survey', variation: 'positive', points: SURVEY_REWARD_POINTS, createdAt: now,
  });
}

/**
 * PATCH /v1/company/{id}: the onboarding writes and the company edit of /user. `active: 2` deactivates the company (declined terms): its users can no
 * longer sign in and their sessions end. The first survey response earns the survey's reward.
 */
export async function patchCompany(
  { db, clock }: Deps,
  readConfig: ConfigReader,
  caller: Account,
  companyId: number,
  patch: CompanyPatch,
): Promise<void> {
  const company = ownCompany(caller, companyId);
  await checkNumberFormats(readConfig, company, patch);
  const postalFormat = postalCodeFormat(company.regionId);
  if (patch.postal_code !== undefined && postalFormat && !matchesFormat(postalFormat, patch.postal_code)) {
    throw invalid({ postal_code: ['invalidFormat'] });
  }
  const surveyResponse = patch.surveyResponse === undefined ? undefined : parseSurveyResponse(patch.surveyResponse, caller.user.roleId);
  const now = clock.now();
  await db.transaction(async (tx) => {
    await claimNumbers(tx, company, patch);
    if (surveyResponse !== undefined) await storeFirstSurvey(tx, caller, surveyResponse, now);
    await tx
      .update(companies)
      .set({
        ...(patch.registration_number !== undefined ? { registrationNumber: patch.registration_number } : {}),
        ...(patch.registration_number_2 !== undefined ? { registrationNumber2: patch.registration_number_2 } : {}),
        ...(surveyResponse !== undefined ? { surveyResponse } : {}),
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.address !== undefined ? { address: patch.address } : {}),
        ...(patch.city !== undefined ? { city: patch.city } : {}),
        ...(patch.postal_code !== undefined ? { postalCode: patch.postal_code } : {}),
        ...(patch.active === COMPANY_DEACTIVATED ? { active: COMPANY_DEACTIVATED } : {}),
        updatedAt: now,
      })
      .where(eq(companies.id, company.id));
    if (patch.active === COMPANY_DEACTIVATED) {
      const members = tx.select({ id: users.id }).from(users).where(eq(users.companyId, company.id));
      await tx
        .update(sessions)
        .set({ revokedAt: now, revokedReason: 'company_deactivated' })
        .where(and(inArray(sessions.userId, members), isNull(sessions.revokedAt)));
    }
  }).catch((error: unknown) => {
    // The unique index caught a writer that did not take the lock: still SPEC §8's answer.
    if (!isUniqueViolation(error)) throw error;
    throw numberTaken(patch.registration_number ? 'registration_number' : 'registration_number_2');
  });
}

/**
 * PATCH /v1/company/{id}/companyType. The type must be one of the company's region; the
 * disclaimer and declaration follow the type: disabled ones are stored as not accepted,
 * required ones must be accepted.
 */
export async function patchCompanyType({ db, clock }: Deps, caller: Account, companyId: number, patch: CompanyTypePatch): Promise<void> {
  const company = ownCompany(caller, companyId);
  const [type] = await db
    .select()
    .from(companyTypes)
    .where(and(eq(companyTypes.id, patch.company_type), eq(companyTypes.regionId, company.regionId)));
  if (!type) throw invalid({ company_type: ['The selected company type is invalid.'] });
  const errors: Record<string, string[]> = {};
  if (type.disclaimerState === FIELD_STATE.required && !patch.disclaimer_accepted) {
    errors.disclaimer_accepted = ['The disclaimer must be accepted.'];
  }
  if (type.declarationState === FIELD_STATE.required && !patch.declaration_accepted) {
    errors.declaration_accepted = ['The declaration must be accepted.'];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  await db
    .update(companies)
    .set({
      companyTypeId: type.id,
      disclaimerAccepted: type.disclaimerState !== FIELD_STATE.disabled && patch.disclaimer_accepted,
      declarationAccepted: type.declarationState !== FIELD_STATE.disabled && patch.declaration_accepted,
      updatedAt: clock.now(),
    })
    .where(eq(companies.id, company.id));
}

function parseOptionsObject(text: string): string {
  try {
    const value: unknown = JSON.parse(text);
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return JSON.stringify(value);
  } catch {
    // reported below
  }
  throw invalid({ options: ['The options must be a JSON object.'] });
}

/** PATCH /v1/installer/user/{id}: an installer changes only their own record. */
export async function patchInstaller({ db, clock }: Deps, caller: Account, userId: number, patch: InstallerPatch): Promise<void> {
  // Somebody else's record is answered like an unknown one.
  if (userId !== caller.user.id) throw notFound();
  const options = patch.options === undefined ? undefined : parseOptionsObject(patch.options);
  await db
    .update(users)
    .set({
      ...(options !== undefined ? { options } : {}),
      ...(patch.email_consent !== undefined ? { emailConsent: patch.email_consent } : {}),
      ...(patch.phone_consent !== undefined ? { phoneConsent: patch.phone_consent } : {}),
      ...(patch.languages_id !== undefined ? { languageId: patch.languages_id } : {}),
      updatedAt: clock.now(),
    })
    .where(eq(users.id, caller.user.id));
}
