import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PointsReason, PointsVariation } from '../../../contract/points';
import type { TierCategory } from '../../../contract/rewards';

/** SPEC §3 points reasons, as the history shows them. */
export const REASON_LABELS: Record<PointsReason, MessageDescriptor> = {
  survey: msg`Survey`,
  welcome_points: msg`Welcome points`,
  profile_completed: msg`Filling out the profile`,
  project_survey_completed: msg`Project survey completed`,
  order_reservation: msg`Order reservation`,
  reject: msg`Reject`,
  complete: msg`Complete`,
  other: msg`Other`,
  installer_promotion_1: msg`Installer promotion 1`,
  installer_promotion_2: msg`Installer promotion 2`,
  installer_promotion_3: msg`Installer promotion 3`,
  installer_promotion_4: msg`Installer promotion 4`,
  trainings_without_master_installation: msg`Trainings without master installation`,
  response_time_prioritisation: msg`Response-time prioritisation`,
  satisfaction_score: msg`Satisfaction score`,
  online_training_participation: msg`Online training participation`,
  points_expired: msg`Points expired`,
  scan_accepted: msg`Scanned product accepted`,
  tier_reached: msg`Tier level reached`,
};

/** SPEC §4 Other: the four history variations. */
export const VARIATION_LABELS: Record<PointsVariation, MessageDescriptor> = {
  positive: msg`Credited`,
  negative: msg`Spent`,
  reserved: msg`Reserved`,
  expired: msg`Expired`,
};

/** SPEC §9 tier categories 1-9 and 99: what each programme counts. */
export const TIER_NAMES: Record<TierCategory, MessageDescriptor> = {
  1: msg`Roof windows`,
  2: msg`Flashings`,
  3: msg`Blinds`,
  4: msg`Awnings`,
  5: msg`Loft ladders`,
  6: msg`Accessories`,
  7: msg`Decor products`,
  8: msg`Solar windows`,
  9: msg`Comfort and solar windows`,
  99: msg`All products`,
};
