/**
 * Files of material orders: the logo (SPEC §5 Logo, §7 POST /v1/shop/order/files, issue 26 §1).
 * An upload is trusted for nothing it says about itself:
 * - at most MATERIAL_LIMITS.logoBytes (413 above; the route's body limit stops larger bodies
 *   before they are parsed);
 * - the type is decided by the content: a PNG or JPEG that ends where the image ends and carries
 *   no markup (the avatars' check), an SVG document, a PDF (also what Illustrator writes in an
 *   .ai file) or PostScript (EPS, older .ai). Anything else, an HTML page named .png say, is refused;
 * - an SVG is rewritten through an allow-list of drawing elements and attributes, so that no
 *   script, event handler, external reference (a link, an image, a url() that leaves the file)
 *   or foreignObject survives; PDF, PostScript, TIFF ("II*\0" / "MM\0*") and Photoshop ("8BPS",
 *   PSD or PSB) are kept as uploaded: they are never rendered by the portal, only downloaded (and
 *   printed); a ZIP is kept as uploaded and never unpacked, refused when its central directory
 *   declares a bomb or hides something (zip-directory.ts);
 * - stored in the database, owned by the company, and served to that company only, as an
 *   attachment with nosniff and a sandboxing CSP.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import * as v from 'valibot';
import { MATERIAL_LIMITS, MATERIAL_MESSAGES, type OrderFile } from '../../contract/marketing-material';
import { orderFiles } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiFailure, invalid, notFound } from '../http/errors';
import type { Account } from './accounts';
import { sniffImage } from './avatars';
import { zipProblem } from './zip-directory';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The address a file is served from. */
export const ORDER_FILE_PATH = '/api/v1/shop/order/files/';

interface FileKind {
  contentType: string;
  extension: string;
}

const PDF: FileKind = { contentType: 'application/pdf', extension: 'pdf' };
const AI: FileKind = { contentType: 'application/illustrator', extension: 'ai' };
const EPS: FileKind = { contentType: 'application/postscript', extension: 'eps' };
const SVG: FileKind = { contentType: 'image/svg+xml', extension: 'svg' };
const TIFF: FileKind = { contentType: 'image/tiff', extension: 'tiff' };
const PSD: FileKind = { contentType: 'image/vnd.adobe.photoshop', extension: 'psd' };
const ZIP: FileKind = { contentType: 'application/zip', extension: 'zip' };

/** TIFF, little- or big-endian. */
const TIFF_HEADERS = [Buffer.from([0x49, 0x49, 0x2a, 0x00]), Buffer.from([0x4d, 0x4d, 0x00, 0x2a])];
const ZIP_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The DOS EPS binary header (a PostScript section with a TIFF or WMF preview). */
const DOS_EPS = Buffer.from([0xc5, 0xd0, 0xd3, 0xc6]);
/** An SVG document: an XML declaration, comments or a doctype at most before its <svg> root. */
const SVG_DOCUMENT = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[^\]]*\])?\s*>)\s*)*<svg[\s>]/i;

const namesIllustrator = (name: string) => /\.ai$/i.test(name);

/** What the content is, or null; the name only tells an Illustrator file from a plain PDF or EPS. */
export function sniffOrderFile(bytes: Buffer, name: string): FileKind | null {
  const image = sniffImage(bytes);
  if (image) return { contentType: image, extension: image === 'image/png' ? 'png' : 'jpg' };
  const magic = bytes.subarray(0, 4);
  if (TIFF_HEADERS.some((header) => magic.equals(header))) return TIFF;
  // Photoshop: "8BPS", version 1 (PSD) or 2 (PSB, the large document format).
  if (magic.toString('latin1') === '8BPS' && bytes.length >= 6 && [1, 2].includes(bytes.readUInt16BE(4))) return PSD;
  // A ZIP only when its directory shows no bomb and nothing hidden (zip-directory.ts); never unpacked.
  if (magic.equals(ZIP_HEADER)) return zipProblem(bytes) === null ? ZIP : null;
  const head = bytes.toString('latin1', 0, 1024);
  if (head.startsWith('%PDF-')) return namesIllustrator(name) ? AI : PDF;
  if (head.startsWith('%!PS-Adobe') || bytes.subarray(0, 4).equals(DOS_EPS)) return namesIllustrator(name) ? AI : EPS;
  // An SVG is text: valid UTF-8 without NUL.
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (!text.includes('\uFFFD') && !text.includes('\u0000') && SVG_DOCUMENT.test(text)) return SVG;
  return null;
}

const SVG_TAGS = [
  'svg', 'g', 'defs', 'title', 'desc', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan',
  'lineargradient', 'radialgradient', 'stop', 'clippath', 'mask', 'pattern', 'symbol', 'use',
];
const SVG_ATTRIBUTES = [
  'id', 'class', 'xmlns', 'version', 'viewbox', 'preserveaspectratio', 'width', 'height', 'x', 'y', 'x1', 'y1', 'x2', 'y2',
  'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'd', 'points', 'transform', 'offset', 'opacity', 'fill', 'fill-opacity', 'fill-rule',
  'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit', 'stroke-dasharray',
  'stroke-dashoffset', 'clip-path', 'clip-rule', 'mask', 'stop-color', 'stop-opacity', 'gradientunits', 'gradienttransform',
  'spreadmethod', 'patternunits', 'patterntransform', 'clippathunits', 'maskunits', 'font-family', 'font-size', 'font-weight',
  'font-style', 'text-anchor', 'dominant-baseline', 'letter-spacing', 'visibility', 'display', 'href', 'xlink:href', 'xmlns:xlink',
];
/** A value that reaches outside the file: url() of anything but a fragment, or a link that is not "#id". */
const EXTERNAL_URL = /url\(\s*['"]?\s*(?!#)/i;

function keepsInside(attributes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(attributes).filter(([name, value]) =>
    !EXTERNAL_URL.test(value) && (!/href$/i.test(name) || value.trim().startsWith('#'))));
}

const SVG_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: SVG_TAGS,
  allowedAttributes: Object.fromEntries(SVG_TAGS.map((tag) => [tag, SVG_ATTRIBUTES])),
  // Text of these is dropped with them (a script's source, a foreignObject's HTML, a style sheet's @import).
  nonTextTags: ['script', 'style', 'foreignobject', 'textarea', 'option', 'noscript', 'iframe'],
  disallowedTagsMode: 'discard',
  allowedSchemes: [],
  allowProtocolRelative: false,
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
  transformTags: Object.fromEntries(SVG_TAGS.map((tag) => [tag, (tagName: string, attribs: Record<string, string>) => ({ tagName, attribs: keepsInside(attribs) })])),
};

/** Element names an SVG renderer reads in their camel case (the parser lowered them). */
const CAMEL_CASE = ['linearGradient', 'radialGradient', 'clipPath', 'viewBox', 'preserveAspectRatio', 'gradientUnits', 'gradientTransform',
  'spreadMethod', 'patternUnits', 'patternTransform', 'clipPathUnits', 'maskUnits'];

/** The SVG with only drawing left in it; null when nothing of an SVG is left. */
export function sanitiseSvg(text: string): string | null {
  // The prolog (declaration, doctype with its entities, comments) goes: sniffOrderFile saw only that before the root.
  const root = text.search(/<svg[\s>]/i);
  if (root < 0) return null;
  let clean = sanitizeHtml(text.slice(root), SVG_OPTIONS);
  for (const name of CAMEL_CASE) clean = clean.replace(new RegExp(`(?<=[<\\s/])${name}(?=[\\s=>/])`, 'gi'), name);
  clean = clean.trim();
  return clean.startsWith('<svg') ? `<?xml version="1.0" encoding="UTF-8"?>\n${clean}` : null;
}

/** A name for the download: letters, digits, dashes and dots of the upload's, with the extension of what it is. */
function fileName(uploaded: string, kind: FileKind): string {
  const stem = uploaded.replace(/\.[^.]*$/, '').normalize('NFKD').replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return `${stem || 'logo'}.${kind.extension}`;
}

const wrongType = () => invalid({ file: [MATERIAL_MESSAGES.fileType] });

function view(row: { id: string; name: string; contentType: string; size: number }): OrderFile {
  return { uuid: row.id, name: row.name, content_type: row.contentType, size: row.size, url: `${ORDER_FILE_PATH}${row.id}` };
}

/** POST /v1/shop/order/files: the checked (an SVG sanitised) file, stored for the company; answers its reference. */
export async function uploadOrderFile({ db, clock }: Deps, caller: Account, file: File | undefined): Promise<OrderFile> {
  if (!file) throw invalid({ file: [MATERIAL_MESSAGES.fileMissing] });
  if (file.size > MATERIAL_LIMITS.logoBytes) throw new ApiFailure(413, MATERIAL_MESSAGES.fileTooLarge);
  const uploaded = Buffer.from(await file.arrayBuffer());
  const kind = sniffOrderFile(uploaded, file.name);
  if (!kind) throw wrongType();
  let bytes = uploaded;
  if (kind === SVG) {
    const clean = sanitiseSvg(uploaded.toString('utf8'));
    if (!clean) throw wrongType();
    bytes = Buffer.from(clean, 'utf8');
  }
  const id = randomUUID();
  const name = fileName(file.name, kind);
  await db.insert(orderFiles).values({
    id, companyId: caller.company.id, installerId: caller.user.id, name, contentType: kind.contentType, bytes, createdAt: clock.now(),
  });
  return view({ id, name, contentType: kind.contentType, size: bytes.length });
}

const Uuid = v.pipe(v.string(), v.uuid());

/** GET /v1/shop/order/files/{uuid}: the company's own file; another company's, like an unknown one, 404. */
export async function readOrderFile({ db }: Pick<AppDeps, 'db'>, caller: Account, id: string): Promise<{ name: string; contentType: string; bytes: Buffer }> {
  if (!v.is(Uuid, id)) throw notFound();
  const [row] = await db.select({ name: orderFiles.name, contentType: orderFiles.contentType, bytes: orderFiles.bytes }).from(orderFiles)
    .where(and(eq(orderFiles.id, id), eq(orderFiles.companyId, caller.company.id)));
  if (!row) throw notFound();
  return row;
}
