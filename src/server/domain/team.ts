/**
 * The team (SPEC §2 Team, §5 Team member, §6, §7 /installer/user): an owner lists, adds, reads,
 * deletes and re-invites the members of their company. Every query is scoped to the caller's
 * company: another company's member, like an unknown or deleted one, answers 404.
 *
 * - Adding checks the region's team limit with the company row locked, so concurrent adds take
 *   turns and the limit holds; the phone and e-mail are claimed like registration claims them.
 * - The invitation goes by SMS (and e-mail when given) through the providers: it tells the new
 *   member to sign in with their phone number, which the sign-in code then proves.
 * - Deleting keeps the row (points, projects and orders stay attributed), frees the phone and
 *   e-mail and ends the member's sessions in the same transaction.
 */
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { SERVER_MESSAGES } from '../../contract/errors';
import { regionById } from '../../contract/regions';
import { OWNER_ROLES, ROLES, isDecorRole } from '../../contract/roles';
import { TEAM_MESSAGES, teamLimitOf, type MemberDetails, type NewTeamMember, type TeamMember, type TeamPage, type TeamQuery } from '../../contract/team';
import type { Database } from '../db/database';
import { companies, sessions, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiFailure, invalid, notFound } from '../http/errors';
import { mobilePhone } from './member-phone';
import { invitationText } from '../reference/team-texts';
import type { Account, UserRow } from './accounts';
import { hitRateLimit } from './rate-limits';
import { heldClaims, isUniqueViolation, lockUniqueValues, type UniqueClaim } from './unique-values';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** One invitation per member per minute (SPEC §9's resend wait for codes): enough for a lost SMS, useless for spamming. */
export const RESEND_LIMIT = { limit: 1, windowSeconds: 60 };
/**
 * Member edits per owner: a correction now and then, far above any real use, but an edit answers
 * whether a phone number is already a member's, so the owner cannot probe numbers in bulk.
 */
export const MEMBER_EDIT_LIMIT = { limit: 30, windowSeconds: 10 * 60 };

const Uuid = v.pipe(v.string(), v.uuid());

export function teamMemberView(user: UserRow): TeamMember {
  return {
    uuid: user.uuid,
    id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    phone: user.phoneNational,
    phone_region_id: user.phoneRegionId,
    role: { id: user.roleId },
    avatar: user.avatar,
    last_active_at: user.lastActiveAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
  };
}

const activeMembersOf = (companyId: number) => and(eq(users.companyId, companyId), isNull(users.deletedAt));

/** Owners and other members of the company, counted in one statement. */
async function memberCounts(db: Database, companyId: number): Promise<{ owners: number; installers: number }> {
  const [row] = await db
    .select({
      owners: sql<number>`count(*) filter (where ${inArray(users.roleId, [...OWNER_ROLES])})`.mapWith(Number),
      all: count(),
    })
    .from(users)
    .where(activeMembersOf(companyId));
  const owners = row?.owners ?? 0;
  return { owners, installers: (row?.all ?? 0) - owners };
}

/** GET /v2/installer/user: owners first, then by surname and name. */
export async function listTeam({ db }: Deps, caller: Account, query: TeamQuery): Promise<TeamPage> {
  const companyId = caller.company.id;
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(users)
      .where(activeMembersOf(companyId))
      .orderBy(sql`${inArray(users.roleId, [...OWNER_ROLES])} desc`, asc(users.surname), asc(users.name), asc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    memberCounts(db, companyId),
  ]);
  const total = counts.owners + counts.installers;
  return {
    data: rows.map(teamMemberView),
    meta: {
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(total / query.limit)),
      per_page: query.limit,
      total,
      limit: teamLimitOf(caller.company.regionId),
      ...counts,
    },
  };
}

/** The caller's company's member with this uuid, not deleted. */
async function ownMember(db: Database, caller: Account, uuid: string): Promise<UserRow> {
  if (!v.is(Uuid, uuid)) throw notFound();
  const [row] = await db.select().from(users).where(and(eq(users.uuid, uuid), activeMembersOf(caller.company.id)));
  if (!row) throw notFound();
  return row;
}

export async function getMember({ db }: Deps, caller: Account, uuid: string): Promise<TeamMember> {
  return teamMemberView(await ownMember(db, caller, uuid));
}

const limitReached = () => new ApiFailure(409, TEAM_MESSAGES.limitReached);

type ClaimField = 'phone' | 'email';
const takenMessage: Record<ClaimField, string> = { phone: SERVER_MESSAGES.installerExists, email: SERVER_MESSAGES.emailTaken };

/** POST /v1/installer/user: adds an installer (a decor owner adds decor staff) and invites them. */
export async function addMember(deps: AppDeps, caller: Account, input: NewTeamMember): Promise<TeamMember> {
  const { db, clock } = deps;
  const { company } = caller;
  const phone = mobilePhone(input.phone, company.regionId);
  const claims: UniqueClaim<ClaimField>[] = [
    { field: 'phone', kind: 'phone', value: phone.national },
    ...(input.email ? [{ field: 'email' as const, kind: 'email' as const, value: input.email }] : []),
  ];
  const now = clock.now();
  const limit = teamLimitOf(company.regionId);
  const member = await db.transaction(async (tx) => {
    // The company row is the team's lock: concurrent adds count one after the other.
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, company.id)).for('update');
    if (limit && (await memberCounts(tx, company.id)).installers >= limit.installers) throw limitReached();
    await lockUniqueValues(tx, company.regionId, claims.map(({ kind, value }) => [kind, value]));
    const held = await heldClaims(tx, company.regionId, claims);
    if (held.size > 0) throw invalid(Object.fromEntries([...held].map((field) => [field, [takenMessage[field]]])));
    const [row] = await tx
      .insert(users)
      .values({
        companyId: company.id,
        roleId: isDecorRole(caller.user.roleId) ? ROLES.decorInstaller : ROLES.installer,
        name: input.name,
        surname: input.surname,
        email: input.email ?? null,
        phoneRegionId: company.regionId,
        phoneNational: phone.national,
        // The inviting owner's language until the member picks their own.
        languageId: caller.user.languageId,
        invitedBy: caller.user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row as UserRow;
  }).catch((error: unknown) => {
    // A writer that slipped past the lock still meets the unique index: same answer.
    if (isUniqueViolation(error)) throw invalid({ phone: [SERVER_MESSAGES.installerExists] });
    throw error;
  });
  await sendInvitation(deps, caller, member);
  return teamMemberView(member);
}

/**
 * The invitation by SMS, and by e-mail when the member has an address. Delivery failures are
 * logged, not answered: the member exists, and the owner can send the invitation again.
 */
async function sendInvitation(deps: AppDeps, caller: Account, member: UserRow): Promise<boolean> {
  const texts = invitationText(member.languageId, caller.company.name, `${deps.config.publicUrl}/login`);
  const region = regionById(member.phoneRegionId ?? 0);
  const sends: Promise<void>[] = [];
  if (member.phoneNational && region) sends.push(deps.sms.send({ to: `+${region.phoneCode}${member.phoneNational}`, ...texts }));
  if (member.email) sends.push(deps.mailer.send({ to: member.email, ...texts }));
  const results = await Promise.allSettled(sends);
  const failed = results.filter((result) => result.status === 'rejected');
  // The log names the member by id: no personal data in logs.
  for (const failure of failed) deps.logger.error(`[team] invitation to user ${member.id} not delivered`, failure.reason);
  return sends.length > failed.length;
}

/** GET /v1/installer/user/{uuid}/resend: the invitation again, at most once a minute per member. */
export async function resendInvitation(deps: AppDeps, caller: Account, uuid: string): Promise<{ retry_after: number }> {
  const member = await ownMember(deps.db, caller, uuid);
  await hitRateLimit(deps.db, 'team_resend', String(member.id), RESEND_LIMIT, deps.clock.now());
  if (!(await sendInvitation(deps, caller, member))) throw new ApiFailure(502, 'The invitation could not be sent. Please try again.');
  return { retry_after: RESEND_LIMIT.windowSeconds };
}

/**
 * PATCH /v1/installer/user/{uuid}/details: the owner's correction of a member's name, surname and
 * phone. A new phone is claimed like adding claims it (locked, then checked, the unique index as
 * the last line); the update is conditional on the member not being deleted meanwhile. At most
 * MEMBER_EDIT_LIMIT edits per owner in a window, then 429 with Retry-After.
 */
export async function editMember({ db, clock }: Deps, caller: Account, uuid: string, input: MemberDetails): Promise<TeamMember> {
  // Counted per editing owner before anything is looked up: every attempt counts, found or not.
  await hitRateLimit(db, 'team_member_edit', String(caller.user.id), MEMBER_EDIT_LIMIT, clock.now());
  const member = await ownMember(db, caller, uuid);
  const { company } = caller;
  const phone = mobilePhone(input.phone, company.regionId);
  const phoneChanged = phone.national !== member.phoneNational || member.phoneRegionId !== company.regionId;
  const updated = await db.transaction(async (tx) => {
    if (phoneChanged) {
      const claims: UniqueClaim<'phone'>[] = [{ field: 'phone', kind: 'phone', value: phone.national }];
      await lockUniqueValues(tx, company.regionId, [['phone', phone.national]]);
      if ((await heldClaims(tx, company.regionId, claims)).size > 0) throw invalid({ phone: [SERVER_MESSAGES.installerExists] });
    }
    const [row] = await tx
      .update(users)
      .set({ name: input.name, surname: input.surname, phoneNational: phone.national, phoneRegionId: company.regionId, updatedAt: clock.now() })
      .where(and(eq(users.id, member.id), isNull(users.deletedAt)))
      .returning();
    if (!row) throw notFound();
    return row;
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw invalid({ phone: [SERVER_MESSAGES.installerExists] });
    throw error;
  });
  return teamMemberView(updated);
}

/** DELETE /v1/installer/user/{uuid}: anyone of the company but oneself (SPEC §6). */
export async function deleteMember({ db, clock }: Deps, caller: Account, uuid: string): Promise<void> {
  const member = await ownMember(db, caller, uuid);
  if (member.id === caller.user.id) throw new ApiFailure(409, TEAM_MESSAGES.cannotDeleteSelf);
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ deletedAt: now, email: null, phoneNational: null, phoneRegionId: null, updatedAt: now })
      .where(and(eq(users.id, member.id), isNull(users.deletedAt)));
    // Their open sessions end with the commit; every instance hears of it (db/auth-changes.ts).
    await tx
      .update(sessions)
      .set({ revokedAt: now, revokedReason: 'member_deleted' })
      .where(and(eq(sessions.userId, member.id), isNull(sessions.revokedAt)));
  });
}
