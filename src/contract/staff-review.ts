/**
 * The console's review queue (issue 27 §2 "Review queue"): projects in review with the scans the
 * fraud rules flagged and why, and the reviewer's decisions, with a reason the installer reads.
 */
import * as v from 'valibot';
import { UI_LANGUAGE_CODES } from './languages';
import { MAX_SCANS_PER_PROJECT, PRODUCT_TYPES, ProjectStatus, SCAN_FLAG_REASONS } from './projects';

/** A rejection's reason: the reviewer's words, shown to the installer as written. */
export const REJECTION_REASON_MAX = 300;
export const RejectionReason = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(REJECTION_REASON_MAX));

/** A scan named by its serial number (as typed) or its uuid. */
const ScanRef = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100));

/** POST /staff/v1/review/{project}/decisions: every rejection carries its reason. */
export const ReviewDecisionRequest = v.pipe(
  v.object({
    accept: v.optional(v.pipe(v.array(ScanRef), v.maxLength(MAX_SCANS_PER_PROJECT)), []),
    reject: v.optional(v.pipe(v.array(v.object({ scan: ScanRef, reason: RejectionReason })), v.maxLength(MAX_SCANS_PER_PROJECT)), []),
  }),
  v.check((decisions) => decisions.accept.length + decisions.reject.length > 0, 'Decide at least one scan.'),
);
export type ReviewDecisionRequest = v.InferOutput<typeof ReviewDecisionRequest>;

/** What a decision did: the project's status after it, and the points credited when it closed the project. */
export const ReviewOutcomeView = v.object({
  status: v.number(),
  accepted: v.number(),
  rejected: v.number(),
  /** Serials still waiting for a decision. */
  waiting: v.array(v.string()),
  credited: v.number(),
});
export type ReviewOutcomeView = v.InferOutput<typeof ReviewOutcomeView>;

const ReviewCompany = v.object({ uuid: v.string(), name: v.string(), region: v.string() });

export const FlaggedScan = v.object({
  uuid: v.string(),
  serial_number: v.string(),
  /** Why the fraud rules sent it to review. */
  reason: v.nullable(v.picklist(SCAN_FLAG_REASONS)),
});
export type FlaggedScan = v.InferOutput<typeof FlaggedScan>;

/** GET /staff/v1/review: a project waiting for review, oldest first. */
export const ReviewQueueEntry = v.object({
  uuid: v.string(),
  name: v.nullable(v.string()),
  address: v.string(),
  company: ReviewCompany,
  /** When the survey sent it to review. */
  in_review_since: v.nullable(v.string()),
  scans: v.number(),
  flagged: v.array(FlaggedScan),
});
export type ReviewQueueEntry = v.InferOutput<typeof ReviewQueueEntry>;

export const ReviewQueuePage = v.object({
  data: v.array(ReviewQueueEntry),
  meta: v.object({ current_page: v.number(), last_page: v.number(), per_page: v.number(), total: v.number() }),
});
export type ReviewQueuePage = v.InferOutput<typeof ReviewQueuePage>;

/** A scan as the reviewer sees it: its flag and why, and the decision once made. */
export const ReviewScan = v.object({
  uuid: v.string(),
  serial_number: v.string(),
  type: v.picklist(PRODUCT_TYPES),
  size: v.nullable(v.string()),
  points: v.number(),
  created_at: v.string(),
  installer: v.string(),
  /** SPEC §4: 1 accepted, 2 in review, 3 rejected. */
  flag: v.picklist([1, 2, 3]),
  flag_reason: v.nullable(v.picklist(SCAN_FLAG_REASONS)),
  rejection_reason: v.nullable(v.string()),
  decided_at: v.nullable(v.string()),
});
export type ReviewScan = v.InferOutput<typeof ReviewScan>;

/** GET /staff/v1/review/{project}: the project (in any status) with all its scans. */
export const ReviewProjectView = v.object({
  uuid: v.string(),
  name: v.nullable(v.string()),
  address: v.string(),
  status: ProjectStatus,
  company: ReviewCompany,
  /** The language the project's creator reads the portal in: a rejection's reason goes to him, so a preset reason is written in it. */
  creator_language: v.picklist(UI_LANGUAGE_CODES),
  in_review_since: v.nullable(v.string()),
  scans: v.array(ReviewScan),
});
export type ReviewProjectView = v.InferOutput<typeof ReviewProjectView>;
