/**
 * The club's recommendation of a company (SPEC §5 Prefill: recommended-flagged companies get the
 * regional recommended logo; docs/decisions.md "Recommended companies"): switched by the operator
 * command for a member's company, and audited like every staff write.
 */
import { eq } from 'drizzle-orm';
import { companies, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { recordAudit, type AuditActor } from './audit';

export interface Recommendation {
  company: string;
  recommended: boolean;
}

/** Recommends the company of the member with this e-mail address, or withdraws its recommendation. */
export async function recommendCompany(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>, email: string, recommended: boolean, by: { by: AuditActor; clientIp?: string | null },
): Promise<Recommendation> {
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ companyId: users.companyId }).from(users).where(eq(users.email, email.toLowerCase()));
    if (!member) throw notFound();
    const now = clock.now();
    const [company] = await tx.update(companies).set({ isRecommended: recommended, updatedAt: now })
      .where(eq(companies.id, member.companyId)).returning({ name: companies.name });
    await recordAudit(tx, {
      by: by.by, clientIp: by.clientIp ?? null, action: recommended ? 'company.recommend' : 'company.unrecommend', companyId: member.companyId,
    }, now);
    return { company: company?.name ?? '', recommended };
  });
}
