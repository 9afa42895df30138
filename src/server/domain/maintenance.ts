/**
 * The maintenance switch: MAINTENANCE=1 in the environment, or the `maintenance` row of app_flags
 * (so switching it reaches every instance). An instance re-reads the row at most every
 * `flagCacheMs`; its own writes take effect at once.
 */
import { eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { appFlags } from '../db/schema';

const MAINTENANCE_FLAG = 'maintenance';

export async function readMaintenanceFlag(db: Database): Promise<boolean> {
  const [row] = await db.select().from(appFlags).where(eq(appFlags.key, MAINTENANCE_FLAG));
  return row?.value === true;
}

export async function writeMaintenanceFlag(db: Database, on: boolean, now: Date): Promise<void> {
  await db
    .insert(appFlags)
    .values({ key: MAINTENANCE_FLAG, value: on, updatedAt: now })
    .onConflictDoUpdate({ target: appFlags.key, set: { value: on, updatedAt: now } });
}

export interface MaintenanceSwitch {
  isOn(): Promise<boolean>;
  set(on: boolean): Promise<void>;
}

export function createMaintenanceSwitch(db: Database, clock: Clock, fromEnv: boolean, cacheMs: number): MaintenanceSwitch {
  let cached: { on: boolean; readAt: number } | null = null;
  return {
    async isOn() {
      if (fromEnv) return true;
      const now = Date.now();
      if (!cached || now - cached.readAt >= cacheMs) cached = { on: await readMaintenanceFlag(db), readAt: now };
      return cached.on;
    },
    async set(on) {
      await writeMaintenanceFlag(db, on, clock.now());
      cached = { on, readAt: Date.now() };
    },
  };
}
