/** GET /v1/behaviour and /v1/behaviour/certificates: a region's behaviour bonuses and certificates, in the caller's language. */
import { asc, eq, sql } from 'drizzle-orm';
import { languageById } from '../../contract/languages';
import type { BehaviourBonus, Certificate, RewardsQuery } from '../../contract/rewards';
import { preparedFor } from '../db/prepared';
import { behaviourBonuses, certificates } from '../db/schema';
import type { AppDeps } from '../deps';
import type { Translated } from '../reference/types';
import type { Account } from './accounts';

const page = <Row>(rows: Row[], { limit, page: current }: RewardsQuery) => ({
  data: rows.slice((current - 1) * limit, current * limit),
  meta: { current_page: current, last_page: Math.max(1, Math.ceil(rows.length / limit)), per_page: limit, total: rows.length },
});

const regionBehaviours = preparedFor((db) => db.select().from(behaviourBonuses)
  .where(eq(behaviourBonuses.regionId, sql.placeholder('regionId'))).orderBy(asc(behaviourBonuses.position)).prepare('behaviours_of_region'));
const regionCertificates = preparedFor((db) => db.select().from(certificates)
  .where(eq(certificates.regionId, sql.placeholder('regionId'))).orderBy(asc(certificates.position)).prepare('certificates_of_region'));

const languageCodeOf = (caller: Account) => languageById(caller.user.languageId)?.code ?? 'en';
const inLanguage = (text: Translated, code: string) => text[code as keyof Translated] ?? text.en;

/** A region has a handful of each: read whole, paged here. */
export async function listBehaviours({ db }: Pick<AppDeps, 'db'>, caller: Account, query: RewardsQuery) {
  const code = languageCodeOf(caller);
  const rows = await regionBehaviours(db).execute({ regionId: query.region_id });
  return page(rows.map((row): BehaviourBonus => ({
    uuid: row.uuid, name: inLanguage(row.name, code), description: inLanguage(row.description, code), icon: row.icon, points: row.points,
  })), query);
}

export async function listCertificates({ db }: Pick<AppDeps, 'db'>, caller: Account, query: RewardsQuery) {
  const code = languageCodeOf(caller);
  const rows = await regionCertificates(db).execute({ regionId: query.region_id });
  return page(rows.map((row): Certificate => ({
    uuid: row.uuid, name: inLanguage(row.name, code), description: inLanguage(row.description, code), icon: row.icon, slug: row.slug,
    longevity: row.longevity, expires_on: null,
  })), query);
}
