/** Deletes rows that no rule reads any more, so the tables stay small. */
import { lt } from 'drizzle-orm';
import { addSeconds } from '../clock';
import type { Database } from '../db/database';
import { devOutbox, emulationCodes, loginRequests, rateLimits } from '../db/schema';

const DAY = 24 * 60 * 60;

export async function pruneExpiredRows(db: Database, now: Date): Promise<void> {
  const dayAgo = addSeconds(now, -DAY);
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, dayAgo));
  await db.delete(loginRequests).where(lt(loginRequests.expiresAt, dayAgo));
  await db.delete(emulationCodes).where(lt(emulationCodes.expiresAt, dayAgo));
  await db.delete(devOutbox).where(lt(devOutbox.createdAt, addSeconds(now, -7 * DAY)));
  // Sessions and refresh tokens stay: they are the record of sign-ins (and emulations).
}
