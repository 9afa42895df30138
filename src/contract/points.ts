import * as v from 'valibot';

/**
 * GET /v1/company/points/{companyId}: SPEC §3 "Company points summary", computed by the server
 * from the points ledger (and, once they exist, from projects and scans).
 */
export const CompanyPointsSummary = v.object({
  /** What the company can spend now: the sum of its ledger. */
  company_points: v.number(),
  points: v.object({
    /** Earned and booked: every positive ledger entry. */
    completed: v.number(),
    /** Still to be earned by projects in progress. */
    in_prog: v.number(),
    /** Gone with lost projects or rejected scans. */
    lost: v.number(),
    /** Part of the balance that expires at the end of the current period. */
    to_expire: v.number(),
  }),
  projects: v.object({ completed: v.number(), in_prog: v.number(), lost: v.number() }),
  scans: v.object({
    current_year: v.number(),
    completed: v.number(),
    /**
     * Roof windows scanned this calendar year (UTC) into projects that are not lost, scans not
     * rejected: the club card's eligibility (SPEC §9 "10 scanned windows this year").
     */
    windows_current_year: v.number(),
  }),
});
export type CompanyPointsSummary = v.InferOutput<typeof CompanyPointsSummary>;

export const CompanyPointsResponse = v.object({ data: CompanyPointsSummary });

/**
 * Why points moved (SPEC §3 points reasons), as stable codes the portal labels. A closing project
 * credits `scan_accepted` (base points of one accepted scan; SPEC's list has no label for it) and
 * `project_survey_completed` (the survey bonus); a tier bracket reached credits `tier_reached`.
 */
export const POINTS_REASONS = [
  'survey', 'welcome_points', 'profile_completed', 'project_survey_completed', 'order_reservation', 'reject', 'complete',
  'other', 'installer_promotion_1', 'installer_promotion_2', 'installer_promotion_3', 'installer_promotion_4',
  'trainings_without_master_installation', 'response_time_prioritisation', 'satisfaction_score',
  'online_training_participation', 'points_expired', 'scan_accepted', 'tier_reached',
] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];

/** positive adds, negative spends, reserved holds points for an open order, expired removes them. */
export const POINTS_VARIATIONS = ['positive', 'negative', 'reserved', 'expired'] as const;
export type PointsVariation = (typeof POINTS_VARIATIONS)[number];

/** SPEC §9 has no page size for the history: 20, as for the other lists. */
export const POINTS_HISTORY_PAGE_SIZE = 20;

const QueryPage = v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1));

/** GET /v1/points/history */
export const PointsHistoryQuery = v.object({ page: v.optional(QueryPage, '1') });
export type PointsHistoryQuery = v.InferOutput<typeof PointsHistoryQuery>;

/** SPEC §3 "Points history": one ledger entry of the caller's company, newest first. */
export const PointsHistoryEntry = v.object({
  uuid: v.string(),
  /** The reason code (POINTS_REASONS). */
  event: v.picklist(POINTS_REASONS),
  created_at: v.string(),
  /** The amount, never negative: the variation says which way it moved the balance. */
  points: v.number(),
  variation: v.picklist(POINTS_VARIATIONS),
  /** The installer whose action it came from, when one did. */
  installer: v.nullable(v.object({ uuid: v.string(), name: v.string(), surname: v.string() })),
  options: v.object({
    project: v.nullable(v.object({ uuid: v.string(), id: v.number() })),
    /** The order the entry reserved or released points for (SPEC §3: options.order{order_number}); uuid opens /orders/{uuid}. */
    order: v.nullable(v.object({ id: v.number(), uuid: v.string(), order_number: v.string() })),
    /** The tier programme and bracket level a `tier_reached` entry credits. */
    tier: v.nullable(v.object({ category: v.number(), level: v.number() })),
  }),
});
export type PointsHistoryEntry = v.InferOutput<typeof PointsHistoryEntry>;

export const PointsHistoryPage = v.object({
  data: v.array(PointsHistoryEntry),
  meta: v.object({ current_page: v.number(), last_page: v.number(), per_page: v.number(), total: v.number() }),
});
export type PointsHistoryPage = v.InferOutput<typeof PointsHistoryPage>;

/** The place a project's group is named by (SPEC §3 projects: street, house number, city). */
export const PointsHistoryProject = v.object({
  uuid: v.string(),
  id: v.number(),
  street: v.string(),
  house_number: v.nullable(v.string()),
  city: v.nullable(v.string()),
});
export type PointsHistoryProject = v.InferOutput<typeof PointsHistoryProject>;

/**
 * One line of the grouped history (issue 28: a row per scan made the page 6,500 px long): a
 * project's entries together, or one entry that names no project on its own.
 */
export const PointsHistoryGroup = v.object({
  project: v.nullable(PointsHistoryProject),
  /** When the group's newest entry was made: groups are listed by it, newest first. */
  created_at: v.string(),
  /** The group's net change of the balance: what it added less what it spent, reserved or lost. */
  points: v.number(),
  /** Newest first. */
  entries: v.array(PointsHistoryEntry),
});
export type PointsHistoryGroup = v.InferOutput<typeof PointsHistoryGroup>;

/** GET /v1/points/history/groups: paged by groups (20 a page), so a page never splits a project. */
export const PointsHistoryGroupsPage = v.object({
  data: v.array(PointsHistoryGroup),
  meta: v.object({ current_page: v.number(), last_page: v.number(), per_page: v.number(), total: v.number() }),
});
export type PointsHistoryGroupsPage = v.InferOutput<typeof PointsHistoryGroupsPage>;
