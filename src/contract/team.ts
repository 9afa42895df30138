/**
 * The team contract (SPEC §2 Team, §5 Team member, §6 team rules, §7 /installer/user calls, §9
 * page size and team limit): an owner lists, adds, reads, deletes and re-invites the members of
 * their company.
 */
import * as v from 'valibot';
import { REGION_IDS } from './regions';

export const TEAM_PAGE_SIZE = 20;

/**
 * SPEC §6/§9: "in one region 1 owner and 10 installers, otherwise unlimited", region not named.
 * We chose Poland, the region with rules of its own elsewhere in SPEC (docs/decisions.md).
 */
export const TEAM_LIMITS: Readonly<Partial<Record<number, TeamLimit>>> = {
  [REGION_IDS.poland]: { owners: 1, installers: 10 },
};
export interface TeamLimit {
  owners: number;
  installers: number;
}
export const teamLimitOf = (regionId: number): TeamLimit | null => TEAM_LIMITS[regionId] ?? null;

/** Keys of the messages a broken team-member rule yields; the portal translates them. */
export type TeamRuleMessage = 'nameRequired' | 'phoneInvalid' | 'emailInvalid' | 'tooLong';
export const TEAM_RULE_MESSAGES: readonly TeamRuleMessage[] = ['nameRequired', 'phoneInvalid', 'emailInvalid', 'tooLong'];
export const isTeamRuleMessage = (text: string): text is TeamRuleMessage => (TEAM_RULE_MESSAGES as readonly string[]).includes(text);

/** SPEC §5: required and without digits, one message for both. */
export const MemberNameField = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('nameRequired' satisfies TeamRuleMessage),
  v.regex(/^[^\d]*$/, 'nameRequired' satisfies TeamRuleMessage),
  v.maxLength(100, 'tooLong' satisfies TeamRuleMessage),
);

/**
 * POST /v1/installer/user: the phone as the national number (checked against the company's region
 * by the server), the e-mail when the owner knows it.
 */
export const NewTeamMember = v.object({
  name: MemberNameField,
  surname: MemberNameField,
  phone: v.pipe(v.string(), v.regex(/^\d{5,15}$/, 'phoneInvalid' satisfies TeamRuleMessage)),
  email: v.optional(v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.email('emailInvalid' satisfies TeamRuleMessage),
    v.maxLength(254, 'tooLong' satisfies TeamRuleMessage),
  )),
});
export type NewTeamMember = v.InferOutput<typeof NewTeamMember>;

/**
 * PATCH /v1/installer/user/{uuid}/details: an owner corrects a member's name, surname and phone
 * (the national number, checked against the company's region by the server). The e-mail is the
 * member's own to change (their profile), as it needs their verification.
 */
export const MemberDetails = v.object({
  name: MemberNameField,
  surname: MemberNameField,
  phone: NewTeamMember.entries.phone,
});
export type MemberDetails = v.InferOutput<typeof MemberDetails>;

/** The first problem of each field of a team member form, for the portal (same rules as the server). */
export function teamMemberProblems(input: { name: string; surname: string; phone: string; email: string }): Partial<Record<keyof NewTeamMember, TeamRuleMessage>> {
  const problems: Partial<Record<keyof NewTeamMember, TeamRuleMessage>> = {};
  const check = (field: keyof NewTeamMember, schema: v.GenericSchema<string, string>, value: string) => {
    const result = v.safeParse(schema, value, { abortPipeEarly: true });
    if (!result.success) problems[field] = result.issues[0].message as TeamRuleMessage;
  };
  check('name', MemberNameField, input.name);
  check('surname', MemberNameField, input.surname);
  if (input.email.trim() !== '') check('email', NewTeamMember.entries.email.wrapped, input.email);
  return problems;
}

const QueryNumber = (max: number) => v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number), v.minValue(1), v.maxValue(max));

/** GET /v2/installer/user */
export const TeamQuery = v.object({
  page: v.optional(QueryNumber(100_000), '1'),
  limit: v.optional(QueryNumber(50), String(TEAM_PAGE_SIZE)),
});
export type TeamQuery = v.InferOutput<typeof TeamQuery>;

export const TeamMember = v.object({
  uuid: v.string(),
  id: v.number(),
  name: v.string(),
  surname: v.string(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  /** The region whose numbering plan the phone follows. */
  phone_region_id: v.nullable(v.number()),
  role: v.object({ id: v.number() }),
  avatar: v.nullable(v.string()),
  /** Null until the member signed in for the first time: the invitation is still open. */
  last_active_at: v.nullable(v.string()),
  created_at: v.string(),
});
export type TeamMember = v.InferOutput<typeof TeamMember>;

export const TeamPage = v.object({
  data: v.array(TeamMember),
  meta: v.object({
    current_page: v.number(),
    last_page: v.number(),
    per_page: v.number(),
    total: v.number(),
    /** The region's team limit (null: unlimited) and how many members of each class the company has. */
    limit: v.nullable(v.object({ owners: v.number(), installers: v.number() })),
    owners: v.number(),
    installers: v.number(),
  }),
});
export type TeamPage = v.InferOutput<typeof TeamPage>;

export const TeamMemberResponse = v.object({ data: TeamMember });

/** Answer of the resend call: when the next one may go out. */
export const ResendAnswer = v.object({ message: v.string(), retry_after: v.number() });

export const TEAM_MESSAGES = {
  limitReached: 'The team limit of your region is reached.',
  cannotDeleteSelf: 'You cannot delete yourself.',
  invitationSent: 'Invitation sent.',
} as const;

/** Whether the company may add one more installer (SPEC §6). */
export function canAddInstaller(meta: Pick<TeamPage['meta'], 'limit' | 'installers'>): boolean {
  return meta.limit === null || meta.installers < meta.limit.installers;
}
