/** Fixed-window counters in the database, shared by every instance. */
import { and, eq, sql } from 'drizzle-orm';
import { SERVER_MESSAGES } from '../../contract/errors';
import { secondsUntil } from '../clock';
import type { RateLimit } from '../config';
import type { Database } from '../db/database';
import { namedStatement } from '../db/prepared';
import { rateLimits } from '../db/schema';
import { tooManyRequests } from '../http/errors';

/** The fixed window `now` falls in, and the 429 to answer while it is full. */
function windowOf(rule: RateLimit, now: Date) {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const full = () => tooManyRequests(SERVER_MESSAGES.tooManyAttempts, secondsUntil(new Date(windowStart.getTime() + windowMs), now));
  return { windowStart, full };
}

/** hitRateLimit's upsert, named: every scan and sign-in runs it (planned once per connection). */
const countHit = namedStatement<{ hits: number }>('count_rate_limit_hit', sql`
  insert into ${rateLimits} (bucket, key, window_start, hits)
  values (${sql.placeholder('bucket')}::text, ${sql.placeholder('key')}::text, ${sql.placeholder('windowStart')}::timestamptz, 1)
  on conflict (bucket, key, window_start) do update set hits = ${rateLimits.hits} + 1
  returning hits`);

/**
 * Counts one hit for (bucket, key) in the current window and throws 429 with Retry-After once the
 * window holds more than `limit` hits. One atomic upsert, so concurrent requests count correctly.
 */
export async function hitRateLimit(db: Database, bucket: string, key: string, rule: RateLimit, now: Date): Promise<void> {
  const { windowStart, full } = windowOf(rule, now);
  const [row] = await countHit(db, { bucket, key, windowStart: windowStart.toISOString() });
  if ((row?.hits ?? 0) > rule.limit) throw full();
}

/**
 * Throws 429 when the current window of (bucket, key) already holds `limit` hits, counting
 * nothing: for limits on failures only, whose hits are counted (hitRateLimit) once a try failed.
 */
export async function refuseWhenLimitReached(db: Database, bucket: string, key: string, rule: RateLimit, now: Date): Promise<void> {
  const { windowStart, full } = windowOf(rule, now);
  const [row] = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
  if ((row?.hits ?? 0) >= rule.limit) throw full();
}
