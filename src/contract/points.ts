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
  scans: v.object({ current_year: v.number(), completed: v.number() }),
});
export type CompanyPointsSummary = v.InferOutput<typeof CompanyPointsSummary>;

export const CompanyPointsResponse = v.object({ data: CompanyPointsSummary });
