/**
 * Projects, product scans and the project survey (SPEC §2 Projects, §3 Project and Product scan,
 * §4 Projects, §5, §7, §9): status and flag ids, page sizes, the limits of the scan rules, the
 * project survey, and the requests and answers of /v1/project, /v1/product and /v2/scans.
 */
import * as v from 'valibot';
import { RecordId } from './ids';

export { PROJECT_STATUS, PROJECT_STATUS_IDS, PROJECT_STATUS_NAMES, type ProjectStatusId } from './project-status';
import { PROJECT_STATUS_IDS, type ProjectStatusId } from './project-status';

/** SPEC §4: a scan is 1 accepted, 2 in review or 3 rejected. */
export const SCAN_FLAG = { accepted: 1, inReview: 2, rejected: 3 } as const;
export type ScanFlag = (typeof SCAN_FLAG)[keyof typeof SCAN_FLAG];

/** Why the fraud rules sent a scan to review (docs/server.md "Projects and scans"). */
export const SCAN_FLAG_REASONS = ['other_region', 'burst'] as const;
export type ScanFlagReason = (typeof SCAN_FLAG_REASONS)[number];

export const PRODUCT_TYPES = ['roof_window', 'flashing', 'blind', 'awning', 'loft_ladder', 'accessory', 'decor'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Window classes of SPEC §9's base-point tables (e.g. 5, 10, 15 points); other products have none. */
export const WINDOW_CLASSES = [1, 2, 3] as const;
export type WindowClass = (typeof WINDOW_CLASSES)[number];

/** SPEC §9: projects are listed 20 to a page. */
export const PROJECTS_PAGE_SIZE = 20;
export const PROJECTS_MAX_PAGE_SIZE = 50;
/** Days a project stays open for scans and its survey unless its region says otherwise. */
export const DEFAULT_PROJECT_OPEN_DAYS = 90;
/**
 * Scans one project may hold. A block of flats fits; the bound keeps a survey answering every
 * scan inside the 64 kB body limit.
 */
export const MAX_SCANS_PER_PROJECT = 200;

/** The fraud rules of scan registration (docs/server.md "Projects and scans"). */
export const SCAN_RULES = {
  /** Scans one installer may register per minute; beyond it 429. Scanning a label takes seconds. */
  perMinute: 20,
  /** A scan registered when the installer already has this many within the window goes to review. */
  burstScans: 10,
  burstWindowSeconds: 60,
} as const;

/**
 * The project survey: every scanned product of a surveyed type answers each question once. Ids
 * only; the portal translates questions and answers by id.
 */
export const PROJECT_SURVEY = {
  productTypes: ['roof_window', 'loft_ladder'] as readonly ProductType[],
  questions: [
    { id: 'installation', answers: ['new-build', 'replacement', 'additional-opening'] },
    { id: 'building', answers: ['detached-house', 'terraced-house', 'apartment-building', 'commercial-building'] },
  ],
} as const;

export const productNeedsSurvey = (type: ProductType): boolean => PROJECT_SURVEY.productTypes.includes(type);

export const PROJECT_MESSAGES = {
  unknownSerial: 'This serial number is not in the product register. Check the number on the product label.',
  serialTaken: 'This serial number has already been scanned.',
  notInProgress: 'The project is no longer in progress.',
  tooManyScans: `A project holds at most ${MAX_SCANS_PER_PROJECT} scans.`,
  hasScans: 'Only a project without scans can be deleted.',
  noScans: 'Scan at least one product before posting the survey.',
  notInReview: 'The project is not in review.',
  scanIdTaken: 'This scan id belongs to another scan.',
} as const;

const Uuid = v.pipe(v.string(), v.uuid());

/**
 * A serial number as printed on the label (`PL-100002`), however it was typed: letters
 * upper-cased, a space between the letters and the digits read as the label's hyphen ("pl 100002"),
 * other spaces dropped ("PL-100 002"); 4 to 40 of A–Z, 0–9 and inner hyphens (docs/decisions.md).
 */
export const SerialNumber = v.pipe(
  v.string(),
  v.maxLength(100),
  v.transform((text) => text.trim().replace(/([A-Za-z])\s+(?=\d)/g, '$1-').replace(/\s+/g, '').toUpperCase()),
  v.regex(/^[A-Z0-9][A-Z0-9-]{2,38}[A-Z0-9]$/),
);

const RequiredText = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
/** Optional text; blank counts as absent. */
const OptionalText = (max: number) => v.pipe(
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max)))),
  v.transform((text) => text || null),
);
const QueryNumber = (max: number) => v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number), v.minValue(1), v.maxValue(max));

/**
 * GET /v1/project. `status` filters by one status (1 and 4, both "in progress", match each other);
 * `constrainTo=mine` keeps the caller's own projects, `company` (the default) the whole company's.
 */
export const ProjectsQuery = v.object({
  page: v.optional(QueryNumber(100_000), '1'),
  limit: v.optional(QueryNumber(PROJECTS_MAX_PAGE_SIZE), String(PROJECTS_PAGE_SIZE)),
  status: v.optional(v.pipe(v.picklist(['1', '2', '3', '4', '5']), v.transform((id) => Number(id) as ProjectStatusId))),
  constrainTo: v.optional(v.picklist(['company', 'mine']), 'company'),
});
export type ProjectsQuery = v.InferOutput<typeof ProjectsQuery>;

/** POST /v1/project (SPEC §5: street and postal code required, postal code trimmed). */
export const NewProject = v.object({
  /** A name the installer gives the project, e.g. the client's. */
  name: OptionalText(100),
  streetName: RequiredText(120),
  houseNumber: OptionalText(20),
  postalCode: RequiredText(12),
  city: OptionalText(100),
});
export type NewProject = v.InferOutput<typeof NewProject>;

/** One answer of the project survey about one scanned product (SPEC §3 "Survey answer"). */
export const ProjectSurveyAnswer = v.strictObject({
  /** The scan the answer is about. */
  uuid: Uuid,
  question_id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  answer_id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});
export type ProjectSurveyAnswer = v.InferOutput<typeof ProjectSurveyAnswer>;

export const ProjectSurveyResponse = v.pipe(
  v.array(ProjectSurveyAnswer),
  v.maxLength(MAX_SCANS_PER_PROJECT * PROJECT_SURVEY.questions.length),
);
export type ProjectSurveyResponse = v.InferOutput<typeof ProjectSurveyResponse>;

/** POST /v1/project/{uuid}/survey: `response` is JSON text, `[]` when no product needs answers. */
export const ProjectSurveyRequest = v.object({
  response: v.pipe(v.string(), v.maxLength(60_000), v.parseJson(), ProjectSurveyResponse),
});

/**
 * What is wrong with a response about these scans, in words; empty when every scan of a surveyed
 * product answers every question exactly once, and nothing else is answered.
 */
export function projectSurveyProblems(scans: readonly { uuid: string; type: ProductType }[], response: ProjectSurveyResponse): string[] {
  const surveyed = new Set(scans.filter((scan) => productNeedsSurvey(scan.type)).map((scan) => scan.uuid));
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const answer of response) {
    const question = PROJECT_SURVEY.questions.find((q) => q.id === answer.question_id);
    const key = `${answer.uuid} ${answer.question_id}`;
    if (!surveyed.has(answer.uuid)) problems.push(`${answer.uuid} is no scan of this project that the survey asks about`);
    else if (!question) problems.push(`unknown question ${answer.question_id}`);
    else if (!(question.answers as readonly string[]).includes(answer.answer_id)) problems.push(`unknown answer ${answer.answer_id} to ${question.id}`);
    else if (seen.has(key)) problems.push(`several answers to ${question.id} for ${answer.uuid}`);
    seen.add(key);
  }
  for (const uuid of surveyed) {
    for (const question of PROJECT_SURVEY.questions) {
      if (!seen.has(`${uuid} ${question.id}`)) problems.push(`no answer to ${question.id} for ${uuid}`);
    }
  }
  return problems;
}

/** GET /v1/product?projects_id= : the scans of one project, by the project's numeric id. */
export const ProductsQuery = v.object({
  projects_id: v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number), RecordId),
});

/**
 * POST /v2/scans: registers one product, by its serial number, in a project in progress.
 * `uuid`, made by the client, becomes the scan's uuid and makes the request idempotent: sent
 * again (an answer lost on a roof without signal), it answers the scan it registered the first
 * time instead of "already scanned".
 */
export const NewScan = v.object({
  project_uuid: Uuid,
  serial_number: SerialNumber,
  uuid: v.optional(Uuid),
});
export type NewScan = v.InferOutput<typeof NewScan>;

/** SPEC §3 "Product scan". */
export const ProductScan = v.object({
  uuid: v.string(),
  id: v.number(),
  serial_number: v.string(),
  type: v.picklist(PRODUCT_TYPES),
  /** e.g. "78 × 118 cm"; null for products without sizes. */
  size: v.nullable(v.string()),
  /** Variant code ("pine-clear-lacquer", ...); the portal labels it. */
  variant: v.string(),
  window_class: v.nullable(v.picklist(WINDOW_CLASSES)),
  /** Base points the scan earns when the project closes with it accepted. */
  points: v.number(),
  created_at: v.string(),
  /** 1, 2 or 3 once the project is in review or closed; null before (SPEC §4 shows flags only then). */
  flag: v.nullable(v.picklist([1, 2, 3])),
  /** Why review rejected it, in the reviewer's words; null unless rejected with a reason (issue 27). */
  rejection_reason: v.nullable(v.string()),
  /** Whether the project survey asks about this product. */
  needs_survey: v.boolean(),
  survey: v.array(ProjectSurveyAnswer),
});
export type ProductScan = v.InferOutput<typeof ProductScan>;

export const ProjectStatus = v.object({ id: v.picklist(PROJECT_STATUS_IDS), name: v.string() });

/** A project in the list (SPEC §3 "Project" without its products). */
export const ProjectSummary = v.object({
  uuid: v.string(),
  id: v.number(),
  name: v.nullable(v.string()),
  street_name: v.string(),
  house_number: v.nullable(v.string()),
  city: v.nullable(v.string()),
  postal_code: v.string(),
  created_at: v.string(),
  /** When an open project is lost if no survey was posted. */
  deadline: v.string(),
  /** Whole days until the deadline while the project is open; null once it is not. */
  days_left: v.nullable(v.number()),
  status: ProjectStatus,
  /** Points the project earns for sure as it stands (0 when lost). */
  available_points: v.number(),
  /** Points it earns at most: every scan not rejected, plus the survey bonus. */
  max_points: v.number(),
  /** The survey bonus: credited at closing when at least one scan is accepted. */
  survey_points: v.number(),
  products_count: v.number(),
  creator: v.object({ id: v.number(), name: v.string(), surname: v.string() }),
});
export type ProjectSummary = v.InferOutput<typeof ProjectSummary>;

/**
 * What a closed project credited to the company, itemised (issue 28: the closing message names every
 * credit): its accepted scans' base points, the survey bonus, and the tier bonuses its scans reached.
 */
export const ProjectEarnings = v.object({ scans: v.number(), survey: v.number(), tier_bonus: v.number(), total: v.number() });
export type ProjectEarnings = v.InferOutput<typeof ProjectEarnings>;

/** GET /v1/project/{uuid}: the project with its scans and its survey. */
export const Project = v.object({
  ...ProjectSummary.entries,
  products: v.array(ProductScan),
  survey: v.array(ProjectSurveyAnswer),
  survey_posted_at: v.nullable(v.string()),
  /** Once closed: what it credited (null before). */
  earned: v.nullable(ProjectEarnings),
});
export type Project = v.InferOutput<typeof Project>;

export const ProjectsPage = v.object({
  data: v.array(ProjectSummary),
  meta: v.object({ current_page: v.number(), last_page: v.number(), per_page: v.number(), total: v.number() }),
});
export type ProjectsPage = v.InferOutput<typeof ProjectsPage>;

export const ProjectResponse = v.object({ data: Project });
export const ProductScansResponse = v.object({ data: v.array(ProductScan) });
export const ProductScanResponse = v.object({ data: ProductScan });
