/** Shop helpers for the server tests: demo variants by SKU, balances set to a figure, customers. */
import { eq } from 'drizzle-orm';
import { companies, shopVariants, users } from '../../src/server/db/schema';
import { ledgerBalance } from '../../src/server/domain/company-points';
import { appendLedgerEntry } from '../../src/server/domain/points-ledger';
import type { TestServer } from './harness';

export async function variantBySku(server: TestServer, sku: string) {
  const [variant] = await server.db.select().from(shopVariants).where(eq(shopVariants.sku, sku));
  if (!variant) throw new Error(`no variant ${sku}`);
  return variant;
}

export async function setStock(server: TestServer, sku: string, stock: number): Promise<void> {
  await server.db.update(shopVariants).set({ stock }).where(eq(shopVariants.sku, sku));
}

export async function companyOf(server: TestServer, email: string): Promise<{ companyId: number; userId: number }> {
  const [row] = await server.db.select({ companyId: users.companyId, userId: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/** Moves the company's balance to exactly `points` with one ledger entry ("other"). */
export async function setBalance(server: TestServer, email: string, points: number): Promise<void> {
  const { companyId, userId } = await companyOf(server, email);
  const difference = points - (await ledgerBalance(server.db, companyId));
  if (difference === 0) return;
  await appendLedgerEntry(server.db, {
    companyId, installerId: userId, reason: 'other', variation: difference > 0 ? 'positive' : 'negative',
    points: Math.abs(difference), createdAt: server.clock.now(),
  });
}

export async function balanceOf(server: TestServer, email: string): Promise<number> {
  const [company] = await server.db.select({ id: companies.id }).from(companies).where(eq(companies.id, (await companyOf(server, email)).companyId));
  return ledgerBalance(server.db, company?.id ?? 0);
}

/** A customer for vouchers and services: the company's address is used. */
export const OFFICE = { name: 'Piotr', surname: 'Nowak' };

/** A full delivery to the company in Poland. */
export const DELIVERY = {
  name: 'Piotr', surname: 'Nowak', delivery: 'company', company_name: 'Dachy Nowak Sp. z o.o.', phone_region: 10,
  phone_number: '512 345 678', street: 'ul. Ogrodowa', house_number: '12', city: 'Kraków', postal_code: '30-001', region: 10,
};
