import * as v from 'valibot';

/**
 * Installer options, stored by the API as JSON text (SPEC §3). Unknown keys are kept so that
 * markers written by later features survive a round trip.
 */
export const InstallerOptions = v.looseObject({
  consentSeen: v.optional(v.boolean()),
  hasAgreedToTerms: v.optional(v.boolean()),
  /** Seen-markers: the owner was shown the optional onboarding step for this field. */
  seen_registration_number: v.optional(v.boolean()),
  seen_registration_number_2: v.optional(v.boolean()),
  seen_company_type: v.optional(v.boolean()),
  firstTime: v.optional(v.boolean()),
  expPtsSeen: v.optional(v.string()),
});
export type InstallerOptions = v.InferOutput<typeof InstallerOptions>;

/** Parses options JSON text; anything unreadable counts as no options at all. */
export function parseOptions(text: string | null | undefined): InstallerOptions {
  if (!text) return {};
  try {
    const result = v.safeParse(InstallerOptions, JSON.parse(text));
    return result.success ? result.output : {};
  } catch {
    return {};
  }
}
