/**
 * The maintenance switch: MAINTENANCE=1 in the environment, or the `maintenance` row of app_flags
 * (so switching it reaches every instance). An instance re-reads the row at most every
 * `flagCacheMs`; its own writes take effect at once. Every switch lands in the audit log, from the
 * console as the admin's, from the operator command as the operator's.
 */
import { eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { appFlags } from '../db/schema';
import { recordAudit, type AuditActor } from './audit';

const MAINTENANCE_FLAG = 'maintenance';

export async function readMaintenanceFlag(db: Database): Promise<boolean> {
  const [row] = await db.select().from(appFlags).where(eq(appFlags.key, MAINTENANCE_FLAG));
  return row?.value === true;
}

/** Who switched: the audit entry's actor and address. */
export interface MaintenanceSwitcher {
  by: AuditActor;
  clientIp?: string | null;
}

export async function writeMaintenanceFlag(db: Database, on: boolean, now: Date, switcher: MaintenanceSwitcher): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(appFlags)
      .values({ key: MAINTENANCE_FLAG, value: on, updatedAt: now })
      .onConflictDoUpdate({ target: appFlags.key, set: { value: on, updatedAt: now } });
    await recordAudit(tx, { by: switcher.by, clientIp: switcher.clientIp, action: on ? 'maintenance.on' : 'maintenance.off' }, now);
  });
}

export interface MaintenanceSwitch {
  isOn(): Promise<boolean>;
  /** MAINTENANCE=1: on whatever the flag says, and no switch turns it off. */
  readonly fromEnv: boolean;
  set(on: boolean, switcher: MaintenanceSwitcher): Promise<void>;
}

export function createMaintenanceSwitch(db: Database, clock: Clock, fromEnv: boolean, cacheMs: number): MaintenanceSwitch {
  let cached: { on: boolean; readAt: number } | null = null;
  return {
    fromEnv,
    async isOn() {
      if (fromEnv) return true;
      const now = Date.now();
      if (!cached || now - cached.readAt >= cacheMs) cached = { on: await readMaintenanceFlag(db), readAt: now };
      return cached.on;
    },
    async set(on, switcher) {
      await writeMaintenanceFlag(db, on, clock.now(), switcher);
      cached = { on, readAt: Date.now() };
    },
  };
}
