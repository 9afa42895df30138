/**
 * The print-ready proof of a material configuration (issue 26 "Print-ready proof"): a PDF made
 * from the same layout the portal's preview draws (contract/material-layout.ts), at the real
 * print size with the bleed and crop marks, the brand font embedded (Manrope, SIL OFL 1.1,
 * src/server/assets/fonts), the club's artwork and the person's logo placed, and the QR code as
 * vector paths. PDF boxes: MediaBox with room for the marks, BleedBox, TrimBox.
 *
 * Pictures: the club's artwork is SVG with gradients, which a PDF path cannot carry, so it is
 * rasterised at print resolution (300 dpi, capped for the large formats, which are seen from
 * afar); an uploaded PNG or JPEG is placed as it is; an uploaded SVG drawn as vector paths where
 * it holds only plain shapes (svg-shapes.ts), else rasterised like the artwork; an uploaded PDF
 * (and an AI file, which is a PDF inside) placed as a vector page; an EPS, TIFF, PSD or ZIP,
 * which the server does not decode (or unpack), leaves a marked box with the file's name: the
 * print shop takes it from the order's files.
 */
import fontkit from '@pdf-lib/fontkit';
import { and, eq, type SQL } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  PDFDocument, PDFEmbeddedPage, PDFName, PDFNumber, type PDFFont, type PDFImage, type PDFPage, rgb,
} from 'pdf-lib';
import QRCode from 'qrcode';
import sharp from 'sharp';
import * as v from 'valibot';
import {
  materialLayout, textWidth, type Box, type FontWeight, type LayoutElement, type MaterialLayout,
} from '../../contract/material-layout';
import type { Database } from '../db/database';
import { materialConfigurations, orderFiles, shopProducts } from '../db/schema';
import { PACKAGE_ROOT } from '../paths';
import { artworkSvg } from './material-artwork';
import { drawVectorPicture } from './proof-vector';
import { vectorPicture, type VectorPicture } from './svg-shapes';

const MM = 72 / 25.4;
/** Room past the bleed for the crop marks, in millimetres. */
const SLUG = 8;
/** Crop marks: start this far past the bleed, this long, this thick (mm). */
const MARK = { gap: 1, length: 6, width: 0.25 };
/** Print resolution of rasterised pictures, and the most pixels on a side (large formats). */
const DPI = 300;
const MAX_PIXELS = 4000;

const FONT_FILES: Readonly<Record<FontWeight, string>> = { regular: 'Manrope-Regular.ttf', heavy: 'Manrope-ExtraBold.ttf' };
const fontBytes = Object.fromEntries(
  Object.entries(FONT_FILES).map(([weight, file]) => [weight, readFileSync(join(PACKAGE_ROOT, 'src/server/assets/fonts', file))]),
) as Record<FontWeight, Buffer>;

const Uuid = v.pipe(v.string(), v.uuid());

function color(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** A rounded rectangle as an SVG path (pdf-lib draws SVG paths with y growing down). */
function roundedRect({ x, y, width, height }: Box, r: number): string {
  const radius = Math.min(r, width / 2, height / 2);
  if (radius <= 0) return `M${x} ${y}H${x + width}V${y + height}H${x}Z`;
  return `M${x + radius} ${y}H${x + width - radius}A${radius} ${radius} 0 0 1 ${x + width} ${y + radius}`
    + `V${y + height - radius}A${radius} ${radius} 0 0 1 ${x + width - radius} ${y + height}`
    + `H${x + radius}A${radius} ${radius} 0 0 1 ${x} ${y + height - radius}V${y + radius}A${radius} ${radius} 0 0 1 ${x + radius} ${y}Z`;
}

/** The QR code's dark modules as one path of row runs, in module units, with the 2-module quiet zone the preview's QR has. */
function qrPath(data: string): { path: string; modules: number } {
  const { modules } = QRCode.create(data, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) { col++; continue; }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      path += `M${start + quiet} ${row + quiet}h${col - start}v1h${start - col}Z`;
    }
  }
  return { path, modules: modules.size + 2 * quiet };
}

/** Pixels for a box at print resolution, capped. */
function pixelsFor(box: Box): { width: number; height: number } {
  const scale = Math.min(DPI / 25.4, MAX_PIXELS / Math.max(box.width, box.height));
  return { width: Math.max(1, Math.round(box.width * scale)), height: Math.max(1, Math.round(box.height * scale)) };
}

/**
 * An SVG drawn into the box's pixels: cropped to fill it (opaque: a JPEG, which the PDF carries
 * as it is), or fitted inside on transparency (a PNG).
 */
async function rasterSvg(doc: PDFDocument, svg: string | Buffer, box: Box, fit: 'cover' | 'contain'): Promise<PDFImage> {
  const { width, height } = pixelsFor(box);
  const source = Buffer.from(svg);
  // Drawn at the density that gives the pixels needed (SVG's own size is at 72 dpi), not more.
  const own = await sharp(source).metadata();
  const density = Math.min(2400, Math.max(72, 72 * Math.max(width / (own.width ?? width), height / (own.height ?? height))));
  const picture = sharp(source, { density })
    .resize(width, height, { fit, background: { r: 255, g: 255, b: 255, alpha: 0 } });
  return fit === 'cover'
    ? doc.embedJpg(await picture.flatten({ background: '#ffffff' }).jpeg({ quality: 92 }).toBuffer())
    : doc.embedPng(await picture.png().toBuffer());
}

type UploadedLogo = { name: string; contentType: string; bytes: Buffer };

/** Where a picture of `ratio` (width / height) sits in the box when fitted inside it. */
function contain(box: Box, ratio: number): Box {
  const width = Math.min(box.width, box.height * ratio);
  const height = width / ratio;
  return { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height };
}

interface Painter {
  page: PDFPage;
  /** The trim's top-left corner, in points from the page's bottom-left. */
  originX: number;
  originTop: number;
  fonts: Record<FontWeight, PDFFont>;
}

const toPdfX = (p: Painter, x: number) => p.originX + x * MM;
const toPdfY = (p: Painter, y: number) => p.originTop - y * MM;

function drawPath(p: Painter, path: string, fill: string, opacity = 1, scale = 1, at = { x: 0, y: 0 }) {
  p.page.drawSvgPath(path, { x: toPdfX(p, at.x), y: toPdfY(p, at.y), scale: MM * scale, color: color(fill), opacity, borderWidth: 0 });
}

function drawPicture(p: Painter, picture: PDFImage | PDFEmbeddedPage, box: Box) {
  const options = { x: toPdfX(p, box.x), y: toPdfY(p, box.y + box.height), width: box.width * MM, height: box.height * MM };
  if (picture instanceof PDFEmbeddedPage) p.page.drawPage(picture, options);
  else p.page.drawImage(picture, options);
}

function drawText(p: Painter, element: LayoutElement & { kind: 'text' }) {
  const font = p.fonts[element.weight];
  element.lines.forEach((line, i) => {
    const width = textWidth(line, element.size, element.weight);
    const left = element.align === 'middle' ? element.box.x + (element.box.width - width) / 2
      : element.align === 'end' ? element.box.x + element.box.width - width : element.box.x;
    p.page.drawText(line, {
      x: toPdfX(p, left), y: toPdfY(p, element.baseline + i * element.lineHeight), size: element.size * MM, font, color: color(element.color),
    });
  });
}

/** An SVG logo's shapes as paths, fitted inside the box as a picture is. */
function drawVector(p: Painter, picture: VectorPicture, box: Box) {
  const at = contain(box, picture.width / picture.height);
  const scale = (at.width / picture.width) * MM;
  drawVectorPicture(p.page, picture, [scale, 0, 0, -scale, toPdfX(p, at.x), toPdfY(p, at.y)]);
}

/** The marked place of a logo that cannot be drawn, with its file name for the print shop. */
function drawLogoBox(p: Painter, box: Box, name: string) {
  p.page.drawRectangle({
    x: toPdfX(p, box.x), y: toPdfY(p, box.y + box.height), width: box.width * MM, height: box.height * MM,
    borderColor: color('#f3922b'), borderWidth: 0.75, borderDashArray: [3, 2],
  });
  const size = Math.min(box.height / 5, 3);
  p.page.drawText(`LOGO: ${name}`, {
    x: toPdfX(p, box.x + size / 2), y: toPdfY(p, box.y + box.height / 2 + size / 3), size: size * MM, font: p.fonts.regular,
    color: color('#52627a'), maxWidth: (box.width - size) * MM,
  });
}

async function drawLogo(doc: PDFDocument, p: Painter, box: Box, logo: UploadedLogo | null) {
  if (!logo) return;
  if (logo.contentType === 'image/png' || logo.contentType === 'image/jpeg') {
    const image = logo.contentType === 'image/png' ? await doc.embedPng(logo.bytes) : await doc.embedJpg(logo.bytes);
    drawPicture(p, image, contain(box, image.width / image.height));
    return;
  }
  if (logo.contentType === 'image/svg+xml') {
    const vector = vectorPicture(Buffer.from(logo.bytes).toString('utf8'));
    if (vector) drawVector(p, vector, box);
    else drawPicture(p, await rasterSvg(doc, logo.bytes, box, 'contain'), box);
    return;
  }
  if (logo.contentType === 'application/pdf' || logo.contentType === 'application/illustrator') {
    try {
      const [page] = await doc.embedPdf(logo.bytes, [0]);
      if (page) {
        drawPicture(p, page, contain(box, page.width / page.height));
        return;
      }
    } catch {
      // An encrypted or damaged PDF: the marked box below tells the print shop to use the file.
    }
  }
  drawLogoBox(p, box, logo.name);
}

function drawCropMarks(page: PDFPage, layout: MaterialLayout) {
  const offset = SLUG + layout.bleed;
  const [left, right] = [offset, offset + layout.width].map((mm) => mm * MM) as [number, number];
  const [bottom, top] = [offset, offset + layout.height].map((mm) => mm * MM) as [number, number];
  const from = (layout.bleed + MARK.gap) * MM;
  const to = from + MARK.length * MM;
  const ink = { thickness: MARK.width * MM, color: rgb(0, 0, 0) };
  for (const x of [left, right]) {
    page.drawLine({ start: { x, y: bottom - from }, end: { x, y: bottom - to }, ...ink });
    page.drawLine({ start: { x, y: top + from }, end: { x, y: top + to }, ...ink });
  }
  for (const y of [bottom, top]) {
    page.drawLine({ start: { x: left - from, y }, end: { x: left - to, y }, ...ink });
    page.drawLine({ start: { x: right + from, y }, end: { x: right + to, y }, ...ink });
  }
}

function setBox(page: PDFPage, name: 'TrimBox' | 'BleedBox', inset: number) {
  const { width, height } = page.getSize();
  page.node.set(PDFName.of(name), page.doc.context.obj([inset, inset, width - inset, height - inset].map((n) => PDFNumber.of(n))));
}

/** The proof of a layout as PDF bytes, one page per side. */
export async function renderProof(layout: MaterialLayout, logo: UploadedLogo | null, title: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(title);
  doc.setCreator('Installer Club');
  doc.setProducer('Installer Club proof (pdf-lib)');
  const fonts = {
    regular: await doc.embedFont(fontBytes.regular, { subset: true }),
    heavy: await doc.embedFont(fontBytes.heavy, { subset: true }),
  };
  const offset = SLUG + layout.bleed;
  const pageWidth = (layout.width + 2 * offset) * MM;
  const pageHeight = (layout.height + 2 * offset) * MM;
  const pictures = new Map<string, PDFImage>();
  for (const side of layout.sides) {
    const page = doc.addPage([pageWidth, pageHeight]);
    setBox(page, 'BleedBox', SLUG * MM);
    setBox(page, 'TrimBox', offset * MM);
    const painter: Painter = { page, originX: offset * MM, originTop: pageHeight - offset * MM, fonts };
    for (const element of side.elements) await drawElement(doc, painter, element, logo, pictures);
    drawCropMarks(page, layout);
  }
  return doc.save();
}

async function drawElement(doc: PDFDocument, p: Painter, element: LayoutElement, logo: UploadedLogo | null, pictures: Map<string, PDFImage>) {
  switch (element.kind) {
    case 'rect':
      drawPath(p, roundedRect(element.box, element.radius), element.fill, element.opacity);
      return;
    case 'artwork': {
      const svg = artworkSvg(element.id);
      if (!svg) return;
      const key = `${element.id}:${element.fit}:${element.box.width}x${element.box.height}`;
      let image = pictures.get(key);
      if (!image) {
        image = await rasterSvg(doc, svg, element.box, element.fit);
        pictures.set(key, image);
      }
      drawPicture(p, image, element.box);
      return;
    }
    case 'logo':
      await drawLogo(doc, p, element.box, logo);
      return;
    case 'qr': {
      const { path, modules } = qrPath(element.data);
      drawPath(p, path, '#000000', 1, element.box.width / modules, element.box);
      return;
    }
    case 'text':
      drawText(p, element);
  }
}

/**
 * The proof of a stored configuration: null when there is none of that uuid, or (companyId not
 * null) it is another company's. companyId null is staff or the operator.
 */
export async function materialProof(db: Database, input: { configurationUuid: string; companyId: number | null }): Promise<Uint8Array | null> {
  if (!v.is(Uuid, input.configurationUuid)) return null;
  const scope: SQL[] = [eq(materialConfigurations.uuid, input.configurationUuid)];
  if (input.companyId !== null) scope.push(eq(materialConfigurations.companyId, input.companyId));
  const [row] = await db
    .select({ companyId: materialConfigurations.companyId, configuration: materialConfigurations.configuration, settings: shopProducts.materialSettings })
    .from(materialConfigurations)
    .innerJoin(shopProducts, eq(shopProducts.id, materialConfigurations.productId))
    .where(and(...scope));
  if (!row?.settings) return null;
  const reference = row.configuration.fields.logo;
  const [logo] = reference && v.is(Uuid, reference)
    ? await db.select({ name: orderFiles.name, contentType: orderFiles.contentType, bytes: orderFiles.bytes }).from(orderFiles)
      .where(and(eq(orderFiles.id, reference), eq(orderFiles.companyId, row.companyId)))
    : [];
  const layout = materialLayout(row.settings, row.configuration);
  return renderProof(layout, logo ?? null, `Proof ${input.configurationUuid}`);
}
