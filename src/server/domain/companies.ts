/** Company and installer writes of the sign-in onboarding, scoped to the caller's own records. */
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import * as v from 'valibot';
import type { CompanyPatch, CompanyTypePatch, InstallerPatch } from '../../contract/company';
import { SERVER_MESSAGES } from '../../contract/errors';
import { FIELD_STATE } from '../../contract/limits';
import { SurveyResponseText, surveyForRole, surveyResponseProblems } from '../../contract/survey';
import { COMPANY_DEACTIVATED, companies, companyTypes, sessions, users } from '../db/schema';
import type { Database } from '../db/database';
import type { AppDeps } from '../deps';
import { forbidden, invalid, notFound } from '../http/errors';
import type { Account } from './accounts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** 404 for a company that does not exist, 403 for somebody else's. */
async function ownCompany(db: Database, caller: Account, companyId: number) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound();
  if (company.id !== caller.company.id) throw forbidden();
  return company;
}

function parseSurveyResponse(text: string, role: number): string {
  const parsed = v.safeParse(SurveyResponseText, text);
  const problems = parsed.success ? surveyResponseProblems(surveyForRole(role), parsed.output) : ['not a survey response'];
  if (problems.length > 0) throw invalid({ surveyResponse: [`The survey response is invalid: ${problems.join('; ')}.`] });
  return JSON.stringify(parsed.output);
}

async function assertNumberFree(db: Database, companyId: number, regionId: number, patch: CompanyPatch): Promise<void> {
  const numbers = [patch.registration_number, patch.registration_number_2].filter((n): n is string => !!n);
  if (numbers.length === 0) return;
  const [taken] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(
      eq(companies.regionId, regionId),
      ne(companies.id, companyId),
      or(inArray(companies.registrationNumber, numbers), inArray(companies.registrationNumber2, numbers)),
    ))
    .limit(1);
  if (taken) {
    const field = patch.registration_number ? 'registration_number' : 'registration_number_2';
    throw invalid({ [field]: [SERVER_MESSAGES.registrationNumberTaken] });
  }
}

/**
 * PATCH /v1/company/{id}. `active: 2` deactivates the company (declined terms): its users can no
 * longer sign in and their sessions end.
 */
export async function patchCompany({ db, clock }: Deps, caller: Account, companyId: number, patch: CompanyPatch): Promise<void> {
  const company = await ownCompany(db, caller, companyId);
  await assertNumberFree(db, company.id, company.regionId, patch);
  const surveyResponse = patch.surveyResponse === undefined ? undefined : parseSurveyResponse(patch.surveyResponse, caller.user.roleId);
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx
      .update(companies)
      .set({
        ...(patch.registration_number !== undefined ? { registrationNumber: patch.registration_number } : {}),
        ...(patch.registration_number_2 !== undefined ? { registrationNumber2: patch.registration_number_2 } : {}),
        ...(surveyResponse !== undefined ? { surveyResponse } : {}),
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
  });
}

/**
 * PATCH /v1/company/{id}/companyType. The type must be one of the company's region; the
 * disclaimer and declaration follow the type: disabled ones are stored as not accepted,
 * required ones must be accepted.
 */
export async function patchCompanyType({ db, clock }: Deps, caller: Account, companyId: number, patch: CompanyTypePatch): Promise<void> {
  const company = await ownCompany(db, caller, companyId);
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
  const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!target) throw notFound();
  if (target.id !== caller.user.id) throw forbidden();
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
    .where(eq(users.id, target.id));
}
