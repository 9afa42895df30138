/**
 * Database schema (PostgreSQL via drizzle pg-core): runs unchanged on PGlite and node-postgres.
 * Every timestamp is written from the application clock, so tests can move time with a fake clock.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn, boolean, check, customType, index, integer, jsonb, pgSequence, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import type { TopUpStatus } from '../../contract/club-card';
import type { Footer } from '../../contract/config';
import type { MaterialConfiguration, MaterialSettings, MaterialType } from '../../contract/marketing-material';
import type { Notification, NotificationType } from '../../contract/notifications';
import type { ContentType } from '../../contract/content';
import type { PointsReason, PointsVariation } from '../../contract/points';
import type { ProductType, ProjectStatusId, ScanFlag, ScanFlagReason, WindowClass } from '../../contract/projects';
import type { OrderContent, OrderStatus, ShopProductType, StoredCustomer, StoredOrderResponse } from '../../contract/shop';
import type { StaffRole } from '../../contract/staff-permissions';
import type { Translated } from '../reference/types';

/** Binary column (PostgreSQL bytea) as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const languages = pgTable('languages', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  localName: text('local_name').notNull(),
  locale: text('locale').notNull(),
  flag: text('flag').notNull(),
});

export const regions = pgTable('regions', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  phoneCode: text('phone_code').notNull(),
  flag: text('flag').notNull(),
  defaultLanguage: text('default_language').notNull(),
  footer: jsonb('footer').$type<Footer | null>(),
});

export const regionalSettings = pgTable('regional_settings', {
  regionId: integer('region_id').primaryKey().references(() => regions.id),
  companyTypeState: smallint('company_type_state').notNull(),
  vatField: smallint('vat_field').notNull(),
  companyIdField: smallint('company_id_field').notNull(),
  requiredNumbers: smallint('required_numbers').notNull(),
  numberLabels: jsonb('number_labels').$type<{ registration_number: string; registration_number_2: string }>().notNull(),
  flags: jsonb('flags').$type<{ club_card: boolean }>().notNull(),
  welcomePoints: integer('welcome_points').notNull(),
});

export const companyTypes = pgTable('company_types', {
  id: integer('id').primaryKey(),
  regionId: integer('region_id').notNull().references(() => regions.id),
  position: integer('position').notNull(),
  name: jsonb('name').$type<Translated>().notNull(),
  disclaimerState: smallint('disclaimer_state').notNull(),
  declarationState: smallint('declaration_state').notNull(),
  disclaimer: jsonb('disclaimer').$type<Translated>().notNull(),
  declaration: jsonb('declaration').$type<Translated>().notNull(),
}, (t) => [index('company_types_region_idx').on(t.regionId)]);

/** Company status: 1 active, 2 deactivated (its users can no longer sign in). */
export const COMPANY_ACTIVE = 1;
export const COMPANY_DEACTIVATED = 2;

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  postalCode: text('postal_code').notNull(),
  regionId: integer('region_id').notNull().references(() => regions.id),
  companyTypeId: integer('company_type_id').references(() => companyTypes.id),
  registrationNumber: text('registration_number'),
  registrationNumber2: text('registration_number_2'),
  disclaimerAccepted: boolean('disclaimer_accepted').notNull().default(false),
  declarationAccepted: boolean('declaration_accepted').notNull().default(false),
  isDecor: boolean('is_decor').notNull().default(false),
  hasClubCard: boolean('has_club_card').notNull().default(false),
  clubCard: text('club_card'),
  pendingClubCard: boolean('pending_club_card').notNull().default(false),
  /** The club recommends this company (SPEC §5 Prefill): only it may print the regional recommended logo. */
  isRecommended: boolean('is_recommended').notNull().default(false),
  /** Company survey answers as JSON text; the company "has a survey" once this is set. */
  surveyResponse: text('survey_response'),
  active: smallint('active').notNull().default(COMPANY_ACTIVE),
  /** The invite code the company registered with (SPEC §3 registration payload), if any. */
  inviteCode: text('invite_code'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
}, (t) => [
  // A registration number belongs to one company per region; these are the database's guarantee
  // against concurrent writers (registration also compares across the two columns).
  uniqueIndex('companies_registration_number_idx').on(t.regionId, t.registrationNumber).where(sql`${t.registrationNumber} <> ''`),
  uniqueIndex('companies_registration_number_2_idx').on(t.regionId, t.registrationNumber2).where(sql`${t.registrationNumber2} <> ''`),
]);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  roleId: smallint('role_id').notNull(),
  name: text('name').notNull(),
  surname: text('surname').notNull(),
  /**
   * Stored lower-case; sign-in by e-mail compares lower-case. Null for a team member invited by
   * phone alone, and for a deleted member (who may then join again, here or elsewhere).
   */
  email: text('email').unique(),
  /** Phone as national significant number plus the region whose numbering plan it follows. */
  phoneRegionId: integer('phone_region_id').references(() => regions.id),
  phoneNational: text('phone_national'),
  languageId: integer('language_id').notNull().references(() => languages.id),
  /** Installer options as JSON text (SPEC §3), kept verbatim. */
  options: text('options'),
  emailConsent: boolean('email_consent').notNull().default(false),
  phoneConsent: boolean('phone_consent').notNull().default(false),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  smsNotifications: boolean('sms_notifications').notNull().default(false),
  contributePoints: boolean('contribute_points').notNull().default(true),
  avatar: text('avatar'),
  verifiedEmailAt: at('verified_email_at'),
  lastActiveAt: at('last_active_at'),
  /**
   * Sign-in lockout (src/server/domain/sign-in-lockout.ts): wrong codes counted since the last
   * level change, the level reached since the last successful sign-in (0 to 4), the end of a
   * temporary lock (levels 1 and 2) and the channel locked at level 3.
   */
  signInFailedCodes: smallint('sign_in_failed_codes').notNull().default(0),
  signInLockLevel: smallint('sign_in_lock_level').notNull().default(0),
  signInLockedUntil: at('sign_in_locked_until'),
  signInLockedChannel: text('sign_in_locked_channel').$type<'email' | 'sms'>(),
  /** Who added this member to the team (null for the registering owner). */
  invitedBy: integer('invited_by'),
  /**
   * Set when an owner deleted the member: the row stays so that points, projects and orders keep
   * their author; the member can no longer sign in and their sessions were ended.
   */
  deletedAt: at('deleted_at'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
}, (t) => [
  uniqueIndex('users_phone_idx').on(t.phoneRegionId, t.phoneNational),
  index('users_company_idx').on(t.companyId),
]);

/** One sign-in code sent to a user. The code works only with this request's id. */
export const loginRequests = pgTable('login_requests', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  channel: text('channel').$type<'email' | 'sms'>().notNull(),
  codeHash: text('code_hash').notNull(),
  wrongAttempts: integer('wrong_attempts').notNull().default(0),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  consumedAt: at('consumed_at'),
  /** Set when a newer code replaced this one or too many wrong codes were typed. */
  voidedAt: at('voided_at'),
}, (t) => [index('login_requests_user_idx').on(t.userId, t.createdAt)]);

/** Fixed-window counters (per IP and action); in the database so every instance shares them. */
export const rateLimits = pgTable('rate_limits', {
  bucket: text('bucket').notNull(),
  key: text('key').notNull(),
  windowStart: at('window_start').notNull(),
  hits: integer('hits').notNull(),
}, (t) => [primaryKey({ columns: [t.bucket, t.key, t.windowStart] })]);

/**
 * A signed-in session: one refresh-token chain, or one emulation. Access tokens carry its id
 * (`sid`), so revoking the session ends them too.
 */
export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  startedAt: at('started_at').notNull(),
  /** Staff member who emulates the user; null for the user's own sessions. */
  emulatedBy: text('emulated_by'),
  revokedAt: at('revoked_at'),
  revokedReason: text('revoked_reason'),
}, (t) => [index('sessions_user_idx').on(t.userId)]);

export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey(),
  sessionId: uuid('session_id').notNull().references(() => sessions.id),
  tokenHash: text('token_hash').notNull().unique(),
  issuedAt: at('issued_at').notNull(),
  /** Set when the token was exchanged for its successor. */
  rotatedAt: at('rotated_at'),
}, (t) => [index('refresh_tokens_session_idx').on(t.sessionId)]);

export const emulationCodes = pgTable('emulation_codes', {
  id: uuid('id').primaryKey(),
  codeHash: text('code_hash').notNull().unique(),
  userId: integer('user_id').notNull().references(() => users.id),
  staff: text('staff').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/**
 * Who emulated whom and when: link creation, session start, and every refused emulation attempt
 * (unknown, used or expired code: no staff or user known, only the caller's address). Never deleted.
 */
export const emulationAudit = pgTable('emulation_audit', {
  id: serial('id').primaryKey(),
  event: text('event').$type<'link_created' | 'session_started' | 'attempt_refused'>().notNull(),
  staff: text('staff'),
  userId: integer('user_id').references(() => users.id),
  sessionId: uuid('session_id'),
  clientIp: text('client_ip'),
  createdAt: at('created_at').notNull(),
});

/** Development outbox: messages that would have been sent by e-mail or SMS. */
export const devOutbox = pgTable('dev_outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel').$type<'email' | 'sms'>().notNull(),
  to: text('to').notNull(),
  /** Normalised recipient: lower-case e-mail or the phone's digits. */
  toKey: text('to_key').notNull(),
  code: text('code').notNull(),
  text: text('text').notNull(),
  createdAt: at('created_at').notNull(),
}, (t) => [index('dev_outbox_to_idx').on(t.toKey, t.createdAt)]);

/** Instance-wide switches (maintenance) and one-time markers (demo data seeded). */
export const appFlags = pgTable('app_flags', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** Reasons and variations of ledger entries live in the contract: the portal labels them. */
export { POINTS_REASONS, POINTS_VARIATIONS, type PointsReason, type PointsVariation } from '../../contract/points';

/**
 * The points ledger (DESIGN rule 6): append-only, never updated or deleted; a balance is the sum
 * of a company's entries. `points` is the unsigned amount, its direction is the variation.
 */
export const pointsLedger = pgTable('points_ledger', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  installerId: integer('installer_id').references(() => users.id),
  reason: text('reason').$type<PointsReason>().notNull(),
  variation: text('variation').$type<PointsVariation>().notNull(),
  points: integer('points').notNull(),
  /** The project or order the entry came from (their tables arrive with later issues). */
  projectId: integer('project_id'),
  orderId: integer('order_id'),
  /** The tier bracket a `tier_reached` entry credits. */
  tierBracketId: integer('tier_bracket_id').references(() => tierBrackets.id),
  createdAt: at('created_at').notNull(),
}, (t) => [
  index('points_ledger_company_idx').on(t.companyId, t.createdAt),
  // The expiry job writes one `points_expired` entry per company and year end, however often or
  // wherever it runs (domain/points-expiry.ts).
  uniqueIndex('points_ledger_expiry_once').on(t.companyId, t.createdAt).where(sql`${t.reason} = 'points_expired'`),
  check('points_ledger_points_check', sql`${t.points} >= 0`),
  check('points_ledger_variation_check', sql`${t.variation} in ('positive', 'negative', 'reserved', 'expired')`),
]);

/**
 * A notification for one user (SPEC §3): written in the user's language when it is raised, read
 * once `read_at` is set. `event` says what raised it ("welcome", "support_reply", ...).
 */
export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  userId: integer('user_id').notNull().references(() => users.id),
  type: text('type').$type<NotificationType>().notNull(),
  event: text('event').notNull(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  meta: jsonb('meta').$type<Notification['meta']>().notNull().default({}),
  readAt: at('read_at'),
  createdAt: at('created_at').notNull(),
}, (t) => [
  index('notifications_user_idx').on(t.userId, t.createdAt),
  check('notifications_type_check', sql`${t.type} in ('info', 'warning', 'important')`),
]);

/** The product catalogue (reference data from src/server/reference/product-catalogue.ts). */
export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  type: text('type').$type<ProductType>().notNull(),
  size: text('size'),
  variant: text('variant').notNull(),
  windowClass: smallint('window_class').$type<WindowClass>(),
}, (t) => [
  check('products_window_class_check', sql`${t.windowClass} between 1 and 3`),
]);

/** The serial registry: every serial number that exists, its product and the region it was sold for. */
export const serials = pgTable('serials', {
  id: serial('id').primaryKey(),
  serialNumber: text('serial_number').notNull().unique(),
  productId: integer('product_id').notNull().references(() => products.id),
  regionId: integer('region_id').notNull().references(() => regions.id),
  createdAt: at('created_at').notNull(),
});

/**
 * A project of a company (SPEC §3): an address where its installers scan what they install. The
 * stored status is 1, 2 or 5; "lost" (3) is derived on read from the deadline (domain/projects.ts).
 */
export const projects = pgTable('projects', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  creatorId: integer('creator_id').notNull().references(() => users.id),
  /** The company's region when the project was created: scans of serials sold elsewhere go to review. */
  regionId: integer('region_id').notNull().references(() => regions.id),
  name: text('name'),
  street: text('street').notNull(),
  houseNumber: text('house_number'),
  postalCode: text('postal_code').notNull(),
  city: text('city'),
  status: smallint('status').$type<ProjectStatusId>().notNull(),
  /** The region's survey bonus when the project was created, so the rules cannot change under it. */
  surveyPoints: integer('survey_points').notNull(),
  deadline: at('deadline').notNull(),
  surveyPostedAt: at('survey_posted_at'),
  surveyPostedBy: integer('survey_posted_by').references(() => users.id),
  closedAt: at('closed_at'),
  /** When its creator was told the project was lost (the housekeeping sweep); null until then. */
  lostNotifiedAt: at('lost_notified_at'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
}, (t) => [
  index('projects_company_idx').on(t.companyId, t.createdAt),
  check('projects_status_check', sql`${t.status} between 1 and 5`),
]);

export type { ScanFlagReason };

/**
 * A product scanned into a project. `serial_id` is unique: a serial is scanned once, across every
 * company and region, whoever races for it. `points` are the base points when it was scanned.
 */
export const scans = pgTable('scans', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  projectId: integer('project_id').notNull().references(() => projects.id),
  serialId: integer('serial_id').notNull().unique().references(() => serials.id),
  installerId: integer('installer_id').notNull().references(() => users.id),
  flag: smallint('flag').$type<ScanFlag>().notNull(),
  flagReason: text('flag_reason').$type<ScanFlagReason>(),
  /** Why review rejected the scan, in the reviewer's words: the installer reads it (issue 27). */
  rejectionReason: text('rejection_reason'),
  points: integer('points').notNull(),
  /** The project survey's answers about this product: [{ question_id, answer_id }]. */
  survey: jsonb('survey').$type<{ question_id: string; answer_id: string }[]>().notNull().default([]),
  createdAt: at('created_at').notNull(),
  decidedAt: at('decided_at'),
}, (t) => [
  index('scans_project_idx').on(t.projectId),
  index('scans_installer_idx').on(t.installerId, t.createdAt),
  check('scans_flag_check', sql`${t.flag} between 1 and 3`),
  check('scans_points_check', sql`${t.points} >= 0`),
]);

// ---------------------------------------------------------------------------------------------
// Points, tiers and rewards (issue 13)
// ---------------------------------------------------------------------------------------------

/**
 * A tier programme of one region (SPEC §3 Tier): its category (1-9 or 99, each with its icon in
 * the portal) says which scans count (reference/tier-programmes.ts). Counts start again every
 * calendar year (UTC); `reset_at` is the next 1 January.
 */
export const tierProgrammes = pgTable('tier_programmes', {
  id: serial('id').primaryKey(),
  regionId: integer('region_id').notNull().references(() => regions.id),
  category: smallint('category').notNull(),
}, (t) => [
  uniqueIndex('tier_programmes_region_category').on(t.regionId, t.category),
  check('tier_programmes_category_check', sql`${t.category} between 1 and 9 or ${t.category} = 99`),
]);

/** A bracket of a programme: reached at `from` counted scans, it credits `points` once a year. */
export const tierBrackets = pgTable('tier_brackets', {
  id: serial('id').primaryKey(),
  programmeId: integer('programme_id').notNull().references(() => tierProgrammes.id),
  level: smallint('level').notNull(),
  from: integer('from').notNull(),
  /** The last count inside the bracket; null for the top one. */
  to: integer('to'),
  points: integer('points').notNull(),
}, (t) => [
  uniqueIndex('tier_brackets_programme_level').on(t.programmeId, t.level),
  check('tier_brackets_points_check', sql`${t.points} >= 0 and ${t.from} >= 1`),
]);

/**
 * A bracket a company reached in a year: the unique key is what credits a bracket's points once,
 * however many scans race over its edge. The ledger entry names the bracket.
 */
export const tierCredits = pgTable('tier_credits', {
  companyId: integer('company_id').notNull().references(() => companies.id),
  bracketId: integer('bracket_id').notNull().references(() => tierBrackets.id),
  /** 1 January (UTC) of the year the bracket was reached in. */
  periodStart: at('period_start').notNull(),
  createdAt: at('created_at').notNull(),
}, (t) => [primaryKey({ columns: [t.companyId, t.bracketId, t.periodStart] })]);

/** A behaviour bonus of a region (SPEC §3): what a company does to earn extra points. */
export const behaviourBonuses = pgTable('behaviour_bonuses', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  regionId: integer('region_id').notNull().references(() => regions.id),
  slug: text('slug').notNull(),
  name: jsonb('name').$type<Translated>().notNull(),
  description: jsonb('description').$type<Translated>().notNull(),
  icon: text('icon').notNull(),
  points: integer('points').notNull(),
  position: smallint('position').notNull(),
}, (t) => [uniqueIndex('behaviour_bonuses_region_slug').on(t.regionId, t.slug)]);

/** A certificate of a region (SPEC §3): a training an installer can hold, valid `longevity` months. */
export const certificates = pgTable('certificates', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  regionId: integer('region_id').notNull().references(() => regions.id),
  slug: text('slug').notNull(),
  name: jsonb('name').$type<Translated>().notNull(),
  description: jsonb('description').$type<Translated>().notNull(),
  icon: text('icon').notNull(),
  longevity: smallint('longevity').notNull(),
  position: smallint('position').notNull(),
}, (t) => [uniqueIndex('certificates_region_slug').on(t.regionId, t.slug)]);


/**
 * Content managed without touching code: `npm run operator -- content import <folder>` upserts
 * these by slug (domain/content-import.ts). `html` is sanitised when it is written.
 */
export const contentItems = pgTable('content_items', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  slug: text('slug').notNull().unique(),
  type: text('type').$type<ContentType>().notNull(),
  /** null: every region. */
  regionId: integer('region_id').references(() => regions.id),
  language: text('language').notNull(),
  /** Hero images only: 1 owners and their installers, 2 decor owners and their staff. */
  heroRole: smallint('hero_role'),
  sticky: boolean('sticky').notNull().default(false),
  visible: boolean('visible').notNull().default(true),
  title: text('title').notNull(),
  excerpt: text('excerpt').notNull().default(''),
  html: text('html').notNull().default(''),
  youtube: text('youtube'),
  url: text('url'),
  media: text('media'),
  otherImages: jsonb('other_images').$type<string[]>().notNull().default([]),
  publishedAt: at('published_at').notNull(),
  updatedAt: at('updated_at').notNull(),
}, (t) => [
  index('content_items_listing_idx').on(t.type, t.regionId, t.publishedAt),
  check('content_items_type_check', sql`${t.type} in ('news', 'video', 'hero', 'resource')`),
]);

// ---------------------------------------------------------------------------------------------
// The points shop (issue 12): vendors, categories, products, variants, orders, placements.
// ---------------------------------------------------------------------------------------------

/** A seller of a region's shop; its orders are fulfilled (and checked against the minimum) apart. */
export const shopVendors = pgTable('shop_vendors', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  code: text('code').notNull().unique(),
  regionId: integer('region_id').notNull().references(() => regions.id),
  name: text('name').notNull(),
});

export const shopCategories = pgTable('shop_categories', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  regionId: integer('region_id').notNull().references(() => regions.id),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  type: smallint('type').notNull(),
  position: integer('position').notNull(),
}, (t) => [uniqueIndex('shop_categories_region_slug_idx').on(t.regionId, t.slug)]);

export const shopProducts = pgTable('shop_products', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  regionId: integer('region_id').notNull().references(() => regions.id),
  vendorId: integer('vendor_id').notNull().references(() => shopVendors.id),
  type: text('type').$type<ShopProductType>().notNull(),
  name: text('name').notNull(),
  sku: text('sku').notNull().unique(),
  /** Sanitised HTML (domain/safe-html.ts, the product list), sanitised again on the way out. */
  description: text('description').notNull(),
  active: boolean('active').notNull(),
  isVisible: boolean('is_visible').notNull(),
  /** Shown among the region's sticky products on home. */
  sticky: boolean('sticky').notNull().default(false),
  /** The generated picture (routes/shop-images.ts) of the product: its motif and colour. */
  image: text('image').notNull(),
  /** A marketing material's settings (contract/marketing-material.ts); null for every other type. */
  materialSettings: jsonb('material_settings').$type<MaterialSettings | null>(),
  createdAt: at('created_at').notNull(),
}, (t) => [index('shop_products_region_idx').on(t.regionId, t.active, t.isVisible)]);

export const shopProductCategories = pgTable('shop_product_categories', {
  productId: integer('product_id').notNull().references(() => shopProducts.id),
  categoryId: integer('category_id').notNull().references(() => shopCategories.id),
  position: smallint('position').notNull(),
}, (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index('shop_product_categories_category_idx').on(t.categoryId)]);

export interface VariantAttributeValue {
  attrUuid: string;
  attrName: string;
  attrValueUuid: string;
  attrValueName: string;
}

/** What is bought: price in points and stock, which only ever changes by one conditional UPDATE. */
export const shopVariants = pgTable('shop_variants', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  productId: integer('product_id').notNull().references(() => shopProducts.id),
  sku: text('sku').notNull().unique(),
  title: text('title').notNull(),
  price: integer('price').notNull(),
  stock: integer('stock').notNull(),
  position: smallint('position').notNull(),
  attrs: jsonb('attrs').$type<VariantAttributeValue[]>().notNull().default([]),
}, (t) => [
  index('shop_variants_product_idx').on(t.productId),
  check('shop_variants_stock_check', sql`${t.stock} >= 0`),
  check('shop_variants_price_check', sql`${t.price} >= 0`),
]);

/** Human order numbers: the region's code and the next number ("PL-100042"). */
export const orderNumbers = pgSequence('order_numbers', { startWith: 100001 });

/**
 * An order of one company from one vendor (SPEC §3 Order). Its points were reserved in the ledger
 * when it was placed; `released_at` is set by the one UPDATE that gives them and the stock back.
 */
export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  number: text('number').notNull().unique(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  installerId: integer('installer_id').notNull().references(() => users.id),
  vendorId: integer('vendor_id').notNull().references(() => shopVendors.id),
  placementId: integer('placement_id').notNull().references(() => orderPlacements.id),
  type: text('type').$type<ShopProductType>().notNull(),
  status: smallint('status').$type<OrderStatus>().notNull(),
  points: integer('points').notNull(),
  customer: jsonb('customer').$type<StoredCustomer>().notNull(),
  contents: jsonb('contents').$type<StoredOrderContent[]>().notNull(),
  response: jsonb('response').$type<StoredOrderResponse | null>(),
  /** A material order's input: the stored configuration it ordered (never changed once stored); null for other types. */
  materialConfigurationId: integer('material_configuration_id').references((): AnyPgColumn => materialConfigurations.id),
  /** When the automatic fulfilment (the voucher simulator) takes the order; null for manual ones. */
  fulfilAfter: at('fulfil_after'),
  releasedAt: at('released_at'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
}, (t) => [
  index('orders_company_idx').on(t.companyId, t.createdAt),
  index('orders_fulfil_idx').on(t.fulfilAfter).where(sql`${t.status} = 1 and ${t.fulfilAfter} is not null`),
  check('orders_status_check', sql`${t.status} between 1 and 5`),
  check('orders_points_check', sql`${t.points} >= 0`),
]);

/** An order line as stored: what the order contents show, plus the variant id to give stock back. */
export type StoredOrderContent = OrderContent & { variantId: number };

/**
 * One placement (POST /v2/orders or /multi) of a company, named by its Idempotency-Key when the
 * client sent one: a retry finds the row and answers the orders the first attempt wrote.
 */
export const orderPlacements = pgTable('order_placements', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  idempotencyKey: text('idempotency_key'),
  /** A hash of the request, so a key reused for another request is refused. */
  requestHash: text('request_hash').notNull(),
  createdAt: at('created_at').notNull(),
}, (t) => [uniqueIndex('order_placements_key_idx').on(t.companyId, t.idempotencyKey)]);

// ---------------------------------------------------------------------------------------------
// Team, profile, e-mail verification and support (issue 14)
// ---------------------------------------------------------------------------------------------

/**
 * A user's avatar as we re-encoded it (domain/avatars.ts): served from our origin under its own
 * random id, so a new picture is a new address and old copies in caches never show for it.
 */
export const avatars = pgTable('avatars', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  contentType: text('content_type').$type<'image/jpeg' | 'image/png'>().notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: at('created_at').notNull(),
}, (t) => [index('avatars_user_idx').on(t.userId)]);

/** One e-mail verification code sent to a user's address; works once, for that address only. */
export const emailVerifications = pgTable('email_verifications', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  email: text('email').notNull(),
  codeHash: text('code_hash').notNull(),
  wrongAttempts: integer('wrong_attempts').notNull().default(0),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  consumedAt: at('consumed_at'),
  voidedAt: at('voided_at'),
}, (t) => [index('email_verifications_user_idx').on(t.userId, t.createdAt)]);

/** What a support conversation was opened from, when it was (SPEC §2 Support chat). */
export type SupportContextType = 'order' | 'project';

/** A support conversation (SPEC §3 Support ticket): status 1 open, 2 in progress, 3 done. */
export const supportTickets = pgTable('support_tickets', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  userId: integer('user_id').notNull().references(() => users.id),
  title: text('title').notNull(),
  status: smallint('status').notNull(),
  contextType: text('context_type').$type<SupportContextType>(),
  contextUuid: uuid('context_uuid'),
  /** What the portal told about itself (language, hostname, region, app version and type). */
  info: jsonb('info').$type<Record<string, string>>().notNull(),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
}, (t) => [
  index('support_tickets_user_idx').on(t.userId, t.updatedAt),
  index('support_tickets_status_idx').on(t.status, t.updatedAt),
  check('support_tickets_status_check', sql`${t.status} between 1 and 3`),
]);

/** One message of a conversation: from the installer, or from support staff (named by `staff`). */
export const supportMessages = pgTable('support_messages', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  ticketId: integer('ticket_id').notNull().references(() => supportTickets.id),
  sender: text('sender').$type<'installer' | 'admin'>().notNull(),
  staff: text('staff'),
  message: text('message').notNull(),
  createdAt: at('created_at').notNull(),
}, (t) => [
  index('support_messages_ticket_idx').on(t.ticketId, t.createdAt),
  check('support_messages_sender_check', sql`${t.sender} in ('installer', 'admin')`),
]);

// ---------------------------------------------------------------------------------------------
// The club card (issue 25): the companies' cards and their top-ups, and the issuer simulator.
// ---------------------------------------------------------------------------------------------

/**
 * A company's club card, written when the issuer issued it for the company's card order. The
 * issuer owns the card: `status` and `balance` are what it last reported (the account call asks
 * again); `registered_at` is set once the CSN was verified.
 */
export const clubCards = pgTable('club_cards', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  orderId: integer('order_id').notNull().unique().references(() => orders.id),
  /** The issuer's id of the card. */
  issuerRef: text('issuer_ref').notNull().unique(),
  /** Masked card number as the issuer gives it ("•••• •••• •••• 4821"). */
  cardNumber: text('card_number').notNull(),
  status: text('status').notNull(),
  /** In the card's currency (whole złoty: every load is points × 2). */
  balance: integer('balance').notNull().default(0),
  currency: text('currency').notNull(),
  registeredAt: at('registered_at'),
  reportedAt: at('reported_at').notNull(),
  createdAt: at('created_at').notNull(),
}, (t) => [index('club_cards_company_idx').on(t.companyId, t.createdAt)]);

/**
 * One top-up of a card: written with its order (status SUBMITTED) and sent to the issuer by the
 * card job (`sent_at`), which then follows it to its outcome. The order's status follows it.
 */
export const clubCardTopUps = pgTable('club_card_top_ups', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  orderId: integer('order_id').notNull().unique().references(() => orders.id),
  companyId: integer('company_id').notNull().references(() => companies.id),
  cardId: integer('card_id').notNull().references(() => clubCards.id),
  points: integer('points').notNull(),
  /** Points × 2 in `currency`: what the issuer is asked to load. */
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<TopUpStatus>().notNull(),
  sentAt: at('sent_at'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
}, (t) => [
  index('club_card_top_ups_company_idx').on(t.companyId, t.createdAt),
  index('club_card_top_ups_open_idx').on(t.updatedAt).where(sql`${t.status} in ('SUBMITTED', 'PENDING')`),
  check('club_card_top_ups_status_check', sql`${t.status} in ('SUBMITTED', 'PENDING', 'SUCCEEDED', 'REFUSED', 'REJECTED')`),
  check('club_card_top_ups_points_check', sql`${t.points} > 0`),
]);

/** The issuer simulator's cards (providers/card-issuer.ts): what a real issuer keeps on its side. */
export const simulatedIssuerCards = pgTable('simulated_issuer_cards', {
  ref: text('ref').primaryKey(),
  /** The 10-digit serial number printed on the card (SPEC §5 CSN). */
  serialNumber: text('serial_number').notNull(),
  lastDigits: text('last_digits').notNull(),
  status: text('status').notNull(),
  createdAt: at('created_at').notNull(),
});

/** The simulator's loads: each moves SUBMITTED → PENDING → `outcome` with time (restart-safe: nothing but the clock drives it). */
export const simulatedIssuerLoads = pgTable('simulated_issuer_loads', {
  ref: text('ref').primaryKey(),
  cardRef: text('card_ref').notNull().references(() => simulatedIssuerCards.ref),
  amount: integer('amount').notNull(),
  outcome: text('outcome').$type<TopUpStatus>().notNull(),
  submittedAt: at('submitted_at').notNull(),
});

// ---------------------------------------------------------------------------------------------
// Marketing materials (issue 26)
// ---------------------------------------------------------------------------------------------

/** A material configuration the configurator stored (POST /v1/shop/configurations), owned by the company. */
export const materialConfigurations = pgTable('material_configurations', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  installerId: integer('installer_id').notNull().references(() => users.id),
  productId: integer('product_id').notNull().references(() => shopProducts.id),
  type: text('type').$type<MaterialType>().notNull(),
  configuration: jsonb('configuration').$type<MaterialConfiguration>().notNull(),
  createdAt: at('created_at').notNull(),
}, (t) => [index('material_configurations_company_idx').on(t.companyId)]);

/**
 * A file uploaded for a material order (the logo, POST /v1/shop/order/files), as checked and
 * sanitised (domain/order-files.ts), in the database so every instance serves it.
 */
export const orderFiles = pgTable('order_files', {
  id: uuid('id').primaryKey(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  installerId: integer('installer_id').notNull().references(() => users.id),
  name: text('name').notNull(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: at('created_at').notNull(),
}, (t) => [index('order_files_company_idx').on(t.companyId)]);

/**
 * A member of the club's staff (issue 27): not an installer, signed in to the staff console by
 * e-mail and one-time code. `regions` empty: every region. The sign-in lock columns are the
 * installers' (domain/sign-in-lockout.ts), so the same lock rules apply.
 */
export const staffMembers = pgTable('staff_members', {
  id: serial('id').primaryKey(),
  /** Lower-case. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  roles: text('roles').array().$type<StaffRole[]>().notNull(),
  regions: integer('regions').array().$type<number[]>().notNull().default(sql`'{}'::integer[]`),
  active: boolean('active').notNull().default(true),
  createdAt: at('created_at').notNull(),
  signInFailedCodes: integer('sign_in_failed_codes').notNull().default(0),
  signInLockLevel: smallint('sign_in_lock_level').notNull().default(0),
  signInLockedUntil: at('sign_in_locked_until'),
  signInLockedChannel: text('sign_in_locked_channel').$type<'email' | 'sms'>(),
});

/** One sign-in code sent to a staff member (the installers' login_requests, for staff). */
export const staffLoginRequests = pgTable('staff_login_requests', {
  id: uuid('id').primaryKey(),
  staffMemberId: integer('staff_member_id').notNull().references(() => staffMembers.id),
  codeHash: text('code_hash').notNull(),
  wrongAttempts: integer('wrong_attempts').notNull().default(0),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  consumedAt: at('consumed_at'),
  voidedAt: at('voided_at'),
}, (t) => [index('staff_login_requests_member_idx').on(t.staffMemberId, t.createdAt)]);

/** A staff console session: at most STAFF_SESSION_SECONDS, no refresh; its token carries the id. */
export const staffSessions = pgTable('staff_sessions', {
  id: uuid('id').primaryKey(),
  staffMemberId: integer('staff_member_id').notNull().references(() => staffMembers.id),
  startedAt: at('started_at').notNull(),
  revokedAt: at('revoked_at'),
}, (t) => [index('staff_sessions_member_idx').on(t.staffMemberId)]);

/**
 * What staff and the operator did (issue 27): every staff write and emulation link. Append-only:
 * no route changes it, and a trigger refuses UPDATE and DELETE (migration 0014).
 */
export const auditLog = pgTable('audit_log', {
  id: serial('id').primaryKey(),
  at: at('at').notNull(),
  /** The staff member; null when the operator (the server's shell) acted. */
  staffMemberId: integer('staff_member_id').references(() => staffMembers.id),
  actor: text('actor').$type<'staff' | 'operator'>().notNull(),
  action: text('action').notNull(),
  companyId: integer('company_id').references(() => companies.id),
  userId: integer('user_id').references(() => users.id),
  clientIp: text('client_ip'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
}, (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_company_idx').on(t.companyId)]);
