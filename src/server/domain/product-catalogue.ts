/**
 * The product catalogue and the serial registry: what a serial number stands for, what it earns,
 * and the import of real serial numbers (`npm run operator -- serials import <file.csv>`, format
 * in docs/server.md "Projects and scans").
 */
import { inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { SerialNumber, type WindowClass } from '../../contract/projects';
import { REGIONS, regionById, regionBySlug, type Region } from '../../contract/regions';
import type { Database } from '../db/database';
import { products, serials } from '../db/schema';
import { projectRulesOf } from '../reference/regional-data';
import { recordAudit, type AuditActor } from './audit';

/** Base points of one accepted scan of a product of this window class in a project of this region. */
export function basePoints(regionId: number, windowClass: WindowClass | null): number {
  return projectRulesOf(regionId).basePoints[windowClass ?? 0];
}

/** The columns of the import file, in any order. */
export const SERIAL_CSV_COLUMNS = ['serial_number', 'product_code', 'region'] as const;
/** Rows per import call: the CLI sends a file in batches of this many (about 100 kB of JSON). */
export const SERIAL_IMPORT_BATCH = 1000;

/** One data line of an import file, as written. */
export interface SerialRow {
  /** Line number in the file, for the report. */
  line: number;
  serial_number: string;
  product_code: string;
  /** Region slug ("pl"), "all" (valid everywhere) or region id. */
  region: string;
}

export interface SkippedSerial {
  line: number;
  serial_number: string;
  reason: string;
}

export interface SerialImportReport {
  /** Serials new to the registry. */
  imported: number;
  /** Serials already registered with the same product and region: importing a file twice changes nothing. */
  unchanged: number;
  skipped: SkippedSerial[];
}

/** The serial as it is stored and compared (spaces dropped, upper case); the text as given when invalid. */
export const storedSerial = (text: string): string => {
  const parsed = v.safeParse(SerialNumber, text);
  return parsed.success ? parsed.output : text;
};

/** Rows without repeats of an earlier row's serial; each repeat is skipped naming the line it repeats. */
export function withoutRepeats(rows: readonly SerialRow[]): { rows: SerialRow[]; skipped: SkippedSerial[] } {
  const firstLine = new Map<string, number>();
  const unique: SerialRow[] = [];
  const skipped: SkippedSerial[] = [];
  for (const row of rows) {
    const key = storedSerial(row.serial_number);
    const first = firstLine.get(key);
    if (first === undefined) {
      firstLine.set(key, row.line);
      unique.push(row);
    } else {
      skipped.push({ line: row.line, serial_number: row.serial_number, reason: `repeats line ${first}` });
    }
  }
  return { rows: unique, skipped };
}

/** An import file that cannot be read at all (no header naming the columns). */
export class SerialCsvError extends Error {}

/**
 * Reads an import file: UTF-8 (a byte-order mark is ignored), a header line naming the columns,
 * comma- or semicolon-separated (spreadsheets in several club countries save with semicolons),
 * cells optionally in double quotes, blank lines ignored. Lines with the wrong number of cells are
 * skipped; everything else is checked by importSerials. Throws when the header is missing.
 */
export function parseSerialCsv(text: string): { rows: SerialRow[]; skipped: SkippedSerial[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerIndex = lines.findIndex((line) => line.trim() !== '');
  const headerLine = lines[headerIndex] ?? '';
  const delimiter = headerLine.includes(';') && !headerLine.includes(',') ? ';' : ',';
  const cells = (line: string) => line.split(delimiter).map((cell) => cell.trim().replace(/^"(.*)"$/, '$1').trim());
  const header = cells(headerLine).map((name) => name.toLowerCase());
  const missing = SERIAL_CSV_COLUMNS.filter((name) => !header.includes(name));
  if (headerIndex < 0 || missing.length > 0) {
    throw new SerialCsvError(`The first line must name the columns ${SERIAL_CSV_COLUMNS.join(', ')} (missing: ${missing.join(', ')}).`);
  }
  const at = (values: string[], name: (typeof SERIAL_CSV_COLUMNS)[number]) => values[header.indexOf(name)] ?? '';
  const rows: SerialRow[] = [];
  const skipped: SkippedSerial[] = [];
  lines.forEach((content, index) => {
    if (index <= headerIndex || content.trim() === '') return;
    const values = cells(content);
    const line = index + 1;
    if (values.length !== header.length) {
      skipped.push({ line, serial_number: at(values, 'serial_number'), reason: `${values.length} cells where the header has ${header.length}` });
    } else {
      rows.push({ line, serial_number: at(values, 'serial_number'), product_code: at(values, 'product_code'), region: at(values, 'region') });
    }
  });
  return { rows, skipped };
}

function regionNamed(text: string): Region | undefined {
  const name = text.trim().toLowerCase();
  return /^\d{1,3}$/.test(name) ? regionById(Number(name)) : regionBySlug(name);
}

/** Who imports: the operator command or a staff member (limited to their regions; none: all), for the audit log. */
export interface SerialImporter {
  by: AuditActor;
  clientIp?: string | null;
  regions?: readonly number[];
}

/**
 * Adds serials to the registry, in one transaction, on the audit log. A serial already registered
 * with the same product and region counts as unchanged; one registered otherwise is skipped, never
 * reassigned (scans may already name it). Invalid serials, unknown product codes and regions, and
 * regions outside the importer's are skipped.
 */
export async function importSerials(db: Database, given: readonly SerialRow[], now: Date, importer: SerialImporter): Promise<SerialImportReport> {
  const { rows, skipped } = withoutRepeats(given);
  const productIds = new Map((await db.select({ id: products.id, code: products.code }).from(products)).map((p) => [p.code, p.id]));
  const candidates: { line: number; serialNumber: string; productId: number; regionId: number }[] = [];
  for (const row of rows) {
    const serial = v.safeParse(SerialNumber, row.serial_number);
    const productId = productIds.get(row.product_code.trim().toUpperCase());
    const region = regionNamed(row.region);
    const skip = (reason: string) => skipped.push({ line: row.line, serial_number: row.serial_number, reason });
    if (!serial.success) skip('not a serial number (4 to 40 letters, digits and inner hyphens)');
    else if (productId === undefined) skip(`unknown product code "${row.product_code}"`);
    else if (!region) skip(`unknown region "${row.region}" (use ${REGIONS.map((r) => r.slug).join(', ')} or a region id)`);
    else if (importer.regions?.length && !importer.regions.includes(region.id)) skip(`region "${row.region}" is outside your regions`);
    else candidates.push({ line: row.line, serialNumber: serial.output, productId, regionId: region.id });
  }
  return db.transaction(async (tx) => {
    const inserted = candidates.length === 0 ? [] : await tx
      .insert(serials)
      .values(candidates.map(({ serialNumber, productId, regionId }) => ({ serialNumber, productId, regionId, createdAt: now })))
      .onConflictDoNothing({ target: serials.serialNumber })
      .returning({ serialNumber: serials.serialNumber });
    const isNew = new Set(inserted.map((row) => row.serialNumber));
    const known = candidates.filter((candidate) => !isNew.has(candidate.serialNumber));
    const registered = known.length === 0 ? [] : await tx
      .select({ serialNumber: serials.serialNumber, productId: serials.productId, regionId: serials.regionId })
      .from(serials)
      .where(inArray(serials.serialNumber, known.map((candidate) => candidate.serialNumber)));
    const registeredAs = new Map(registered.map((row) => [row.serialNumber, row]));
    let unchanged = 0;
    for (const candidate of known) {
      const existing = registeredAs.get(candidate.serialNumber);
      if (existing?.productId === candidate.productId && existing.regionId === candidate.regionId) unchanged += 1;
      else skipped.push({ line: candidate.line, serial_number: candidate.serialNumber, reason: 'already registered as another product or for another region' });
    }
    const report = { imported: inserted.length, unchanged, skipped: skipped.sort((a, b) => a.line - b.line) };
    await recordAudit(tx, {
      by: importer.by,
      action: 'serials.import',
      clientIp: importer.clientIp ?? null,
      details: { lines: given.length, imported: report.imported, unchanged, skipped: report.skipped.length },
    }, now);
    return report;
  });
}

/**
 * A whole import file: parsed here, its repeats dropped, its rows sent through `importBatch`
 * (importSerials, directly or over the operator API) in batches that fit a request and a statement;
 * the report covers every line of the file. Throws when the header is missing.
 */
export async function importSerialFile(text: string, importBatch: (rows: SerialRow[]) => Promise<SerialImportReport>): Promise<SerialImportReport> {
  const parsed = parseSerialCsv(text);
  const { rows, skipped } = withoutRepeats(parsed.rows);
  const total: SerialImportReport = { imported: 0, unchanged: 0, skipped: [...parsed.skipped, ...skipped] };
  for (let start = 0; start < rows.length; start += SERIAL_IMPORT_BATCH) {
    const batch = await importBatch(rows.slice(start, start + SERIAL_IMPORT_BATCH));
    total.imported += batch.imported;
    total.unchanged += batch.unchanged;
    total.skipped.push(...batch.skipped);
  }
  total.skipped.sort((a, b) => a.line - b.line);
  return total;
}
