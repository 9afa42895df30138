/**
 * Tiers, behaviour bonuses and certificates (SPEC §3 Tier, Behaviour bonus, Certificate; §7
 * /v2/tiers, /v2/tiers/history, /v1/behaviour, /v1/behaviour/certificates; §9 tier categories).
 */
import * as v from 'valibot';
import type { ProductType, WindowClass } from './projects';

/** SPEC §9: tier categories 1-9 and 99, each with its icon in the portal. */
export const TIER_CATEGORIES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 99] as const;
export type TierCategory = (typeof TIER_CATEGORIES)[number];

/** Which scans a tier category counts: products of these types (and, for windows, of these classes). */
export const TIER_CATEGORY_PRODUCTS: Readonly<Record<TierCategory, { types: readonly ProductType[]; windowClasses?: readonly WindowClass[] }>> = {
  1: { types: ['roof_window'] },
  2: { types: ['flashing'] },
  3: { types: ['blind'] },
  4: { types: ['awning'] },
  5: { types: ['loft_ladder'] },
  6: { types: ['accessory'] },
  7: { types: ['decor'] },
  8: { types: ['roof_window'], windowClasses: [3] },
  9: { types: ['roof_window'], windowClasses: [2, 3] },
  99: { types: ['roof_window', 'flashing', 'blind', 'awning', 'loft_ladder', 'accessory', 'decor'] },
};

/** SPEC §9: behaviours 15 to a page; certificates share the size. */
export const BEHAVIOURS_PAGE_SIZE = 15;

const QueryNumber = (max: number) => v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1), v.maxValue(max));
const RegionQuery = v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number));

/** GET /v2/tiers */
export const TiersQuery = v.object({ region_id: RegionQuery });
/** GET /v2/tiers/history */
export const TiersHistoryQuery = v.object({ installer_company_id: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)) });
/** GET /v1/behaviour and /v1/behaviour/certificates */
export const RewardsQuery = v.object({
  region_id: RegionQuery,
  limit: v.optional(QueryNumber(50), String(BEHAVIOURS_PAGE_SIZE)),
  page: v.optional(QueryNumber(100_000), '1'),
});
export type RewardsQuery = v.InferOutput<typeof RewardsQuery>;

export const TierBracket = v.object({
  level: v.number(),
  from: v.number(),
  /** The last count inside the bracket; null for the top one. */
  to: v.nullable(v.number()),
  points: v.number(),
});
export type TierBracket = v.InferOutput<typeof TierBracket>;

const TierDefinition = v.object({ id: v.number(), tier_category: v.picklist(TIER_CATEGORIES) });

/** One tier programme of the region with the caller's company's progress this year. */
export const Tier = v.object({
  tier_definition: TierDefinition,
  /** The bracket reached; null before the first. */
  tier_bracket: v.nullable(TierBracket),
  /** Scans counted this year. */
  progress: v.number(),
  /** The points the next bracket credits; null at the top level. */
  next_bracket_points: v.nullable(v.number()),
  /** When the count starts again (1 January, UTC). */
  reset_at: v.string(),
  brackets: v.array(TierBracket),
});
export type Tier = v.InferOutput<typeof Tier>;
export const TiersResponse = v.object({ data: v.array(Tier) });

/** A bracket the company reached, with the points it credited. */
export const TierHistoryEntry = v.object({
  tier_definition: TierDefinition,
  tier_bracket: TierBracket,
  reached_at: v.string(),
});
export const TiersHistoryResponse = v.object({ data: v.array(TierHistoryEntry) });

export const BehaviourBonus = v.object({ uuid: v.string(), name: v.string(), description: v.string(), icon: v.string(), points: v.number() });
export type BehaviourBonus = v.InferOutput<typeof BehaviourBonus>;
export const Certificate = v.object({
  uuid: v.string(),
  name: v.string(),
  description: v.string(),
  icon: v.string(),
  slug: v.string(),
  /** Months a certificate stays valid once earned. */
  longevity: v.number(),
  /** When the caller's certificate ends; null while the caller holds none. */
  expires_on: v.nullable(v.string()),
});
export type Certificate = v.InferOutput<typeof Certificate>;

const PageMeta = v.object({ current_page: v.number(), last_page: v.number(), per_page: v.number(), total: v.number() });
export const BehavioursPage = v.object({ data: v.array(BehaviourBonus), meta: PageMeta });
export const CertificatesPage = v.object({ data: v.array(Certificate), meta: PageMeta });

/** Share of the way through the current bracket towards the next, 0-100 (100 at the top level). */
export function tierProgressPercent(tier: Pick<Tier, 'progress' | 'brackets' | 'tier_bracket'>): number {
  const next = tier.brackets.find((bracket) => bracket.from > tier.progress);
  if (!next) return 100;
  const start = tier.tier_bracket?.from ?? 0;
  return Math.floor(((tier.progress - start) / (next.from - start)) * 100);
}
