/**
 * The points ledger (DESIGN rule 6). Entries are only ever appended, inside the transaction of
 * the change that earns or spends them; balances are sums over the entries (one formula: company-points.ts).
 */
import type { SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { pointsLedger, type PointsReason, type PointsVariation } from '../db/schema';

export interface LedgerEntry {
  /** An SQL expression when the company is created by the same statement (see ledgerEntryInsert). */
  companyId: number | SQL;
  installerId: number | SQL | null;
  reason: PointsReason;
  variation: PointsVariation;
  /** The amount, never negative: the variation says which way it moves the balance. */
  points: number;
  projectId?: number | null;
  orderId?: number | null;
  /** The tier bracket a `tier_reached` entry credits. */
  tierBracketId?: number | null;
  createdAt: Date;
}

export async function appendLedgerEntry(db: Database, entry: LedgerEntry): Promise<void> {
  await ledgerEntryInsert(db, entry);
}

/** Several entries in one statement (a closing project credits each accepted scan). */
export async function appendLedgerEntries(db: Database, entries: readonly LedgerEntry[]): Promise<void> {
  if (entries.length > 0) await db.insert(pointsLedger).values(entries.map(ledgerRow));
}

/**
 * The insert of an entry, to await or to embed in a larger statement that also creates the
 * company (registration writes company, owner and welcome points in one round trip).
 */
export function ledgerEntryInsert(db: Database, entry: LedgerEntry) {
  return db.insert(pointsLedger).values(ledgerRow(entry));
}

function ledgerRow(entry: LedgerEntry): PgInsertValue<typeof pointsLedger> {
  if (!Number.isInteger(entry.points) || entry.points < 0) throw new Error(`Ledger points must be a whole number >= 0, got ${entry.points}`);
  return {
    companyId: entry.companyId,
    installerId: entry.installerId,
    reason: entry.reason,
    variation: entry.variation,
    points: entry.points,
    projectId: entry.projectId ?? null,
    orderId: entry.orderId ?? null,
    tierBracketId: entry.tierBracketId ?? null,
    createdAt: entry.createdAt,
  };
}
