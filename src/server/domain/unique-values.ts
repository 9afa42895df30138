/**
 * Values that must stay unique across rows and writers: e-mail, phone per region, and a company
 * registration number per region whichever of the two number columns holds it. The two number
 * columns cannot share one unique index, so every writer of these values (registration, company
 * edit) takes a transaction-scoped advisory lock per value before it checks and writes: the
 * second writer's check then sees the first one's committed row. The unique indexes stay as
 * the last line, and a unique violation that slips through still answers SPEC §8's message.
 *
 * Locking and checking take one statement each, however many values a writer claims. They stay
 * two: a statement sees the rows committed when it started, so the check must start after the
 * locks are held.
 */
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { companies, users } from '../db/schema';

export type UniqueKind = 'email' | 'phone' | 'number';

/** Locks each (kind, value) until the transaction ends, in one order so two writers cannot deadlock. */
export async function lockUniqueValues(tx: Database, regionId: number, values: readonly [UniqueKind, string][]): Promise<void> {
  const keys = [...new Set(values.map(([kind, value]) => (kind === 'email' ? `email:${value}` : `${kind}:${regionId}:${value}`)))].sort();
  if (keys.length === 0) return;
  const list = sql.join(keys.map((key) => sql`${key}`), sql`, `);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(k, 0)) from unnest(array[${list}]::text[]) as k order by k`);
}

/** A value a writer claims, under the field name its answer gives it (unique within one check). */
export interface UniqueClaim<Field extends string> {
  field: Field;
  kind: UniqueKind;
  value: string;
}

const NUMBER_HELD_BY = (regionId: number, value: string) =>
  and(eq(companies.regionId, regionId), or(eq(companies.registrationNumber, value), eq(companies.registrationNumber2, value)));

function holders(db: Database, regionId: number, kind: UniqueKind, value: string) {
  const one = { one: sql`1` };
  if (kind === 'number') return db.select(one).from(companies).where(NUMBER_HELD_BY(regionId, value));
  const held = kind === 'email' ? eq(users.email, value) : and(eq(users.phoneRegionId, regionId), eq(users.phoneNational, value));
  return db.select(one).from(users).where(held);
}

/** The claims whose values someone already holds, checked in one statement. */
export async function heldClaims<Field extends string>(db: Database, regionId: number, claims: readonly UniqueClaim<Field>[]): Promise<Set<Field>> {
  if (claims.length === 0) return new Set();
  const checks = Object.fromEntries(claims.map(({ field, kind, value }) => [field, sql<boolean>`exists (${holders(db, regionId, kind, value)})`]));
  const [row] = await db.select(checks).from(sql`(select 1) as claims`);
  return new Set(claims.filter(({ field }) => row?.[field] === true).map(({ field }) => field));
}

/** Whether a company of the region other than `exceptCompanyId` holds the number in either column. */
export async function registrationNumberTaken(db: Database, regionId: number, value: string, exceptCompanyId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(NUMBER_HELD_BY(regionId, value), exceptCompanyId === undefined ? undefined : ne(companies.id, exceptCompanyId)))
    .limit(1);
  return row !== undefined;
}

/** Postgres "unique_violation", wherever the driver wrapped it (Drizzle keeps the driver's error as cause). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
