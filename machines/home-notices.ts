/**
 * When the home page's points notices show (SPEC §2 Home, §9): the expiring-points banner from
 * October onwards while points are about to expire, and not again within 6 months of being seen
 * (seen date in the user's options, default 2024-01-01); the welcome-points banner on the first
 * visit (until the first-visit flag is set).
 */
import type { InstallerOptions } from '../src/contract/options';

export const EXPIRING_NOTICE_FROM_MONTH = 10;
export const EXPIRING_NOTICE_PAUSE_MONTHS = 6;
export const DEFAULT_EXPIRING_SEEN = '2024-01-01';

export function isExpiringNoticeDue(now: Date, options: InstallerOptions, toExpire: number): boolean {
  if (toExpire <= 0 || now.getMonth() + 1 < EXPIRING_NOTICE_FROM_MONTH) return false;
  const seen = new Date(options.expPtsSeen ?? DEFAULT_EXPIRING_SEEN);
  const again = new Date(seen);
  again.setMonth(again.getMonth() + EXPIRING_NOTICE_PAUSE_MONTHS);
  return Number.isNaN(again.getTime()) || now >= again;
}

export const isFirstVisit = (options: InstallerOptions): boolean => options.firstTime !== false;
