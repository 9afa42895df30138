/**
 * Start-up seed. Reference data (languages, regions, regional settings, company types, the
 * product catalogue) is upserted whenever the code's differs from what was last written, so the
 * database follows the code. Demo data is
 * written once, on the first start with demo data enabled, and never overwritten afterwards.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { LANGUAGES } from '../../contract/languages';
import { languageNames } from './language-names';
import { APP_TYPE, APP_VERSION } from '../../contract/limits';
import { PROJECT_SURVEY, type ProjectSurveyResponse } from '../../contract/projects';
import { REGION_IDS, REGIONS } from '../../contract/regions';
import { Customer } from '../../contract/shop';
import type { Clock } from '../clock';
import { findAccountById, type Account } from '../domain/accounts';
import { parseContentFolder, readContentFolder, upsertContent } from '../domain/content-import';
import { changeOrderStatus } from '../domain/order-status';
import { placeOrders } from '../domain/orders';
import { appendLedgerEntry } from '../domain/points-ledger';
import { PROJECT_NOTIFICATION_EVENTS, createProject, postProjectSurvey } from '../domain/projects';
import { registerScan } from '../domain/scans';
import { PRODUCT_CATALOGUE } from '../reference/product-catalogue';
import { REGIONAL_DATA } from '../reference/regional-data';
import { BEHAVIOUR_BONUSES, CERTIFICATE_REFERENCE, TIER_PROGRAMMES } from '../reference/rewards';
import type { RegionReference } from '../reference/types';
import { DEMO_CONTENT_DIR } from '../paths';
import type { Database } from './database';
import { seedDemoShop } from './seed-shop';
import {
  DEMO_ACCOUNTS,
  DEMO_ORDERS,
  DEMO_PROJECTS,
  DEMO_SERIAL_REGIONS,
  DEMO_STAFF,
  DEMO_TICKETS,
  demoCompanyValues,
  demoLedgerEntries,
  demoNotificationValues,
  demoScanTime,
  demoSerials,
  demoUserValues,
} from './demo-data';
import {
  appFlags, behaviourBonuses, certificates, companies, companyTypes, languages, notifications, products, regionalSettings, regions, serials,
  shopVariants, staffMembers, supportMessages, supportTickets, tierBrackets, tierProgrammes, users,
} from './schema';

const DEMO_SEEDED_FLAG = 'demo_data_seeded';
/** The hash of the reference rows the last seed wrote. */
const REFERENCE_DATA_FLAG = 'reference_data_hash';

/** Upsert that replaces every column but the key with the incoming row. */
const replaceAll = (columns: string[]) =>
  Object.fromEntries(columns.map((column) => [column, sql.raw(`excluded.${column}`)]));

function referenceFor(regionId: number): RegionReference | undefined {
  return REGIONAL_DATA.find((r) => r.regionId === regionId);
}

/** The reference tables' rows as the code has them. */
function referenceRows() {
  return {
    languages: LANGUAGES.map((l) => ({
      id: l.id, code: l.code, ...languageNames(l.code), shortName: l.code.toUpperCase(), localName: l.local_name, locale: l.locale,
    })),
    regions: REGIONS.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: referenceFor(r.id)?.name ?? r.country,
      country: r.country,
      phoneCode: r.phoneCode,
      flag: r.flag,
      defaultLanguage: r.defaultLanguage,
      footer: referenceFor(r.id)?.footer ?? null,
    })),
    settings: REGIONS.map((region) => {
      const reference = referenceFor(region.id);
      const s = reference?.settings;
      return {
        regionId: region.id,
        companyTypeState: s?.company_type_state ?? 0,
        vatField: s?.vat_field ?? 0,
        companyIdField: s?.company_id_field ?? 0,
        requiredNumbers: s?.required_numbers ?? 0,
        numberLabels: s?.number_labels ?? { registration_number: 'Company ID', registration_number_2: 'VAT number' },
        flags: s?.flags ?? { club_card: false },
        welcomePoints: reference?.welcomePoints ?? 20,
      };
    }),
    companyTypes: REGIONAL_DATA.flatMap((r) =>
      r.settings.company_types.map((t, position) => ({
        id: t.id,
        regionId: r.regionId,
        position,
        name: t.name,
        disclaimerState: t.disclaimer_state,
        declarationState: t.declaration_state,
        disclaimer: t.disclaimer,
        declaration: t.declaration,
      }))),
    products: [...PRODUCT_CATALOGUE],
    tierProgrammes: TIER_PROGRAMMES,
    behaviourBonuses: BEHAVIOUR_BONUSES,
    certificates: CERTIFICATE_REFERENCE,
  };
}

/** Tier programmes by (region, category), their brackets by level; behaviours and certificates by (region, slug). */
async function seedRewards(tx: Database, rows: ReturnType<typeof referenceRows>): Promise<void> {
  const programmes = await tx
    .insert(tierProgrammes)
    .values(rows.tierProgrammes.map(({ regionId, category }) => ({ regionId, category })))
    .onConflictDoUpdate({ target: [tierProgrammes.regionId, tierProgrammes.category], set: replaceAll(['category']) })
    .returning();
  const idOf = new Map(programmes.map((p) => [`${p.regionId}:${p.category}`, p.id]));
  await tx
    .insert(tierBrackets)
    .values(rows.tierProgrammes.flatMap((p) => p.brackets.map((b) => ({ ...b, programmeId: idOf.get(`${p.regionId}:${p.category}`) as number }))))
    .onConflictDoUpdate({ target: [tierBrackets.programmeId, tierBrackets.level], set: replaceAll(['from', 'to', 'points']) });
  await tx
    .insert(behaviourBonuses)
    .values(rows.behaviourBonuses.map((b) => ({ ...b })))
    .onConflictDoUpdate({ target: [behaviourBonuses.regionId, behaviourBonuses.slug], set: replaceAll(['name', 'description', 'icon', 'points', 'position']) });
  await tx
    .insert(certificates)
    .values(rows.certificates.map((c) => ({ ...c })))
    .onConflictDoUpdate({ target: [certificates.regionId, certificates.slug], set: replaceAll(['name', 'description', 'icon', 'longevity', 'position']) });
}

/**
 * Writes the reference data when it differs from what the last seed wrote: a hash of the rows is
 * kept in app_flags, so a start with unchanged code reads one row instead of upserting every
 * table (start-up time, docs/server.md "Read path"). Answers whether it wrote.
 */
export async function seedReferenceData(db: Database): Promise<boolean> {
  const rows = referenceRows();
  const hash = createHash('sha256').update(JSON.stringify(rows)).digest('base64url');
  const [seeded] = await db.select({ value: appFlags.value }).from(appFlags).where(eq(appFlags.key, REFERENCE_DATA_FLAG));
  if (seeded?.value === hash) return false;
  await db.transaction(async (tx) => {
    await tx
      .insert(languages)
      .values(rows.languages)
      .onConflictDoUpdate({ target: languages.id, set: replaceAll(['code', 'name', 'short_name', 'local_name', 'locale', 'flag']) });

    await tx
      .insert(regions)
      .values(rows.regions)
      .onConflictDoUpdate({
        target: regions.id,
        set: replaceAll(['slug', 'name', 'country', 'phone_code', 'flag', 'default_language', 'footer']),
      });

    await tx
      .insert(regionalSettings)
      .values(rows.settings)
      .onConflictDoUpdate({
        target: regionalSettings.regionId,
        set: replaceAll(['company_type_state', 'vat_field', 'company_id_field', 'required_numbers', 'number_labels', 'flags', 'welcome_points']),
      });

    if (rows.companyTypes.length > 0) {
      await tx
        .insert(companyTypes)
        .values(rows.companyTypes)
        .onConflictDoUpdate({
          target: companyTypes.id,
          set: replaceAll(['region_id', 'position', 'name', 'disclaimer_state', 'declaration_state', 'disclaimer', 'declaration']),
        });
    }

    // By code: serials point at product ids, which stay as they are.
    await tx
      .insert(products)
      .values(rows.products)
      .onConflictDoUpdate({ target: products.code, set: replaceAll(['type', 'size', 'variant', 'window_class']) });

    await seedRewards(tx, rows);

    const now = new Date();
    await tx
      .insert(appFlags)
      .values({ key: REFERENCE_DATA_FLAG, value: hash, updatedAt: now })
      .onConflictDoUpdate({ target: appFlags.key, set: { value: hash, updatedAt: now } });
  });
  return true;
}

async function seedDemoSerials(tx: Database, seededAt: Date): Promise<void> {
  const productIds = new Map((await tx.select({ id: products.id, code: products.code }).from(products)).map((p) => [p.code, p.id]));
  await tx.insert(serials).values(DEMO_SERIAL_REGIONS.flatMap((regionId) => demoSerials(regionId).map(({ serialNumber, productCode }) => ({
    serialNumber, productId: productIds.get(productCode) as number, regionId, createdAt: seededAt,
  }))));
}

/** The demo members as the domain code sees them, by e-mail. */
async function demoAccounts(tx: Database, userIds: ReadonlyMap<string, number>): Promise<(email: string) => Account> {
  const accounts = new Map<string, Account>();
  for (const [email, id] of userIds) {
    const account = await findAccountById(tx, id);
    if (account) accounts.set(email, account);
  }
  return (email) => accounts.get(email) as Account;
}

/**
 * The demo projects, run through the domain code at their own times: projects, scans, survey
 * answers, flags and ledger entries come out as the server writes them.
 */
async function seedDemoProjects(tx: Database, userIds: ReadonlyMap<string, number>, seededAt: Date): Promise<void> {
  const accountOf = await demoAccounts(tx, userIds);
  const at = (time: (seededAt: Date) => Date) => ({ db: tx, clock: { now: () => time(seededAt) } });
  // Each scan takes the next unused demo serial of its product and region.
  const usedSerials = new Set<string>();
  const freeSerial = (regionId: number, productCode: string) => {
    const serial = demoSerials(regionId).find((s) => s.productCode === productCode && !usedSerials.has(s.serialNumber));
    if (!serial) throw new Error(`No demo serial left for ${productCode} in region ${regionId}`);
    usedSerials.add(serial.serialNumber);
    return serial.serialNumber;
  };
  for (const project of DEMO_PROJECTS) {
    const { uuid } = await createProject(at(project.createdAt), accountOf(project.creator), project.address);
    const scanned = [];
    for (const [index, scan] of project.scans.entries()) {
      const serialNumber = freeSerial(scan.regionId ?? REGION_IDS.poland, scan.product);
      scanned.push(await registerScan(at(demoScanTime(project, index)), accountOf(scan.by), { project_uuid: uuid, serial_number: serialNumber }));
    }
    if (!project.survey) continue;
    const { by, installation, building } = project.survey;
    const chosen: Record<string, string> = { installation, building };
    const response: ProjectSurveyResponse = scanned.filter((scan) => scan.needs_survey).flatMap((scan) =>
      PROJECT_SURVEY.questions.map((question) => ({ uuid: scan.uuid, question_id: question.id, answer_id: chosen[question.id] ?? '' })));
    await postProjectSurvey(at(project.survey.at), accountOf(by), uuid, response);
  }
  // The demo accounts keep the notifications the README describes: the ones raised above go.
  await tx.delete(notifications).where(and(
    inArray(notifications.userId, [...userIds.values()]),
    inArray(notifications.event, [...PROJECT_NOTIFICATION_EVENTS]),
  ));
}

/**
 * The demo orders, placed and completed through the domain code at their own times: stock, order
 * and its reservation in the ledger come out as the shop writes them. The completion's
 * notification goes, like the projects' ones (the README lists the demo notifications).
 */
async function seedDemoOrders(tx: Database, userIds: ReadonlyMap<string, number>): Promise<void> {
  const accountOf = await demoAccounts(tx, userIds);
  const at = (time: string) => ({ db: tx, clock: { now: () => new Date(time) } });
  for (const order of DEMO_ORDERS) {
    const account = accountOf(order.by);
    const variants = await tx.select({ uuid: shopVariants.uuid, sku: shopVariants.sku }).from(shopVariants)
      .where(inArray(shopVariants.sku, order.lines.map((line) => line.sku)));
    const uuidOf = new Map(variants.map((variant) => [variant.sku, variant.uuid]));
    const lines = order.lines.map((line) => ({ uuid: uuidOf.get(line.sku) as string, quantity: line.quantity }));
    const customer = v.parse(Customer, { name: account.user.name, surname: account.user.surname });
    const placed = await placeOrders(at(order.at), account, [{ type: order.type, order: lines }], customer, null);
    for (const { number } of placed.data) await changeOrderStatus(at(order.completedAt), { number }, 'complete', { by: 'operator' });
  }
  await tx.delete(notifications).where(and(inArray(notifications.userId, [...userIds.values()]), eq(notifications.event, 'order_status')));
}

/** The demo regions' news, videos, heroes and links, through the content import's upsert (no audit entry: nobody acted). */
async function seedDemoContent(tx: Database, seededAt: Date): Promise<void> {
  const { items, problems } = parseContentFolder(readContentFolder(DEMO_CONTENT_DIR));
  if (problems.length > 0) throw new Error(`Demo content: ${problems.map((p) => `${p.file}: ${p.message}`).join('; ')}`);
  await upsertContent(tx, items, seededAt);
}

/** The demo support conversations with their messages, at their times before the seeding. */
async function seedDemoTickets(tx: Database, userIds: ReadonlyMap<string, number>, seededAt: Date): Promise<void> {
  for (const ticket of DEMO_TICKETS) {
    const userId = userIds.get(ticket.from) as number;
    const [user] = await tx.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
    const times = ticket.messages.map((message) => message.at(seededAt));
    const [row] = await tx.insert(supportTickets).values({
      uuid: ticket.uuid, companyId: user?.companyId as number, userId, title: ticket.title, status: ticket.status,
      info: { language: 'pl', hostname: 'installerclub.pl', region: 'pl', appVersion: APP_VERSION, appType: APP_TYPE },
      createdAt: times[0] ?? seededAt, updatedAt: times.at(-1) ?? seededAt,
    }).returning({ id: supportTickets.id });
    await tx.insert(supportMessages).values(ticket.messages.map((message, index) => ({
      ticketId: row?.id as number, sender: message.staff ? 'admin' as const : 'installer' as const, staff: message.staff ?? null,
      message: message.text, createdAt: times[index] ?? seededAt,
    })));
  }
}

/** Writes the demo accounts, their points and notifications unless they were written before. */
export async function seedDemoData(db: Database, clock: Clock): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const inserted = await tx
      .insert(appFlags)
      .values({ key: DEMO_SEEDED_FLAG, value: true, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return false;
    const companyIds = new Map<string, number>();
    const userIds = new Map<string, number>();
    for (const account of DEMO_ACCOUNTS) {
      let companyId = companyIds.get(account.company.key);
      if (companyId === undefined) {
        const [company] = await tx.insert(companies).values(demoCompanyValues(account, now)).returning({ id: companies.id });
        companyId = company?.id as number;
        companyIds.set(account.company.key, companyId);
      }
      const [user] = await tx.insert(users).values(demoUserValues(account, companyId, now)).returning({ id: users.id });
      userIds.set(account.email, user?.id as number);
    }
    // After all users: a company's entries may come from any of its members.
    const seededCompanies = new Map(DEMO_ACCOUNTS.map((account) => [account.company.key, account.company]));
    for (const [key, company] of seededCompanies) {
      for (const entry of demoLedgerEntries(company, companyIds.get(key) as number, userIds)) await appendLedgerEntry(tx, entry);
    }
    for (const account of DEMO_ACCOUNTS) {
      const values = demoNotificationValues(account, userIds.get(account.email) as number, now);
      if (values.length > 0) await tx.insert(notifications).values(values);
    }
    await seedDemoSerials(tx, now);
    await seedDemoProjects(tx, userIds, now);
    await seedDemoContent(tx, now);
    await seedDemoShop(tx, now);
    await seedDemoOrders(tx, userIds);
    await seedDemoTickets(tx, userIds, now);
    await tx.insert(staffMembers).values(DEMO_STAFF.map((member) => ({ ...member, createdAt: now })));
    return true;
  });
}
