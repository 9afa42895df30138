/**
 * The printed layout of a marketing material (issue 26 "Live preview", "Print-ready proof"): one
 * pure function from the product's settings and the person's configuration to each side of the
 * material in millimetres, which the portal's preview draws as SVG and the server's proof draws
 * as PDF, so that what the person sees is what the print shop gets.
 *
 * Coordinates start at the trim's top-left corner and grow right and down; backgrounds reach into
 * the bleed (negative coordinates and past the trim). Text is wrapped here with the advance widths
 * of the embedded font (font-metrics.ts), never by a renderer, so both break lines alike.
 * Sizes, bleeds and the design are docs/decisions.md "Marketing materials: print sizes and layout".
 */
import { METRIC_CODES, METRIC_WIDTHS } from './font-metrics';
import {
  servicesRequired, type MaterialConfigurationInput, type MaterialField, type MaterialSettings, type MaterialType,
} from './marketing-material';

export type FontWeight = keyof typeof METRIC_WIDTHS;
export type TextAlign = 'start' | 'middle' | 'end';

export interface Box { x: number; y: number; width: number; height: number }

export type LayoutElement =
  | { kind: 'rect'; box: Box; fill: string; radius: number; opacity: number }
  /** A picture of the club's artwork (cover, content picture, manufacturer's logo, service icon): `cover` fills the box, `contain` fits in it. */
  | { kind: 'artwork'; box: Box; id: string; url: string; fit: 'cover' | 'contain' }
  /** The person's uploaded logo, fitted in the box. */
  | { kind: 'logo'; box: Box }
  /** The QR code of the link, square. */
  | { kind: 'qr'; box: Box; data: string }
  /** Text already broken into lines; `baseline` is the first line's, each next one `lineHeight` lower. */
  | {
    kind: 'text'; box: Box; field: string; lines: string[]; size: number; lineHeight: number; baseline: number;
    weight: FontWeight; color: string; align: TextAlign;
  };

export type SideName = 'front' | 'back';

export interface MaterialSide {
  side: SideName;
  elements: LayoutElement[];
}

export interface MaterialLayout {
  type: MaterialType;
  /** The trimmed size in millimetres. */
  width: number;
  height: number;
  /** What backgrounds reach past the trim on every edge, in millimetres. */
  bleed: number;
  /** One side, or the flyer's front and back. */
  sides: MaterialSide[];
}

/** Real print sizes in millimetres and their bleed (docs/decisions.md). */
export const PRINT_SIZES: Readonly<Record<MaterialType, { width: number; height: number; bleed: number }>> = {
  business_card_horizontal: { width: 85, height: 55, bleed: 3 },
  business_card_vertical: { width: 55, height: 85, bleed: 3 },
  banner: { width: 3000, height: 1000, bleed: 10 },
  sticker: { width: 100, height: 100, bleed: 3 },
  billboard: { width: 5040, height: 2380, bleed: 10 },
  flyer: { width: 148, height: 210, bleed: 3 },
};

/**
 * Large formats are designed at a tenth of their size and scaled: their type and pictures are
 * read from metres away, so they are proportionally as big as a poster's.
 */
const DESIGN_SCALE: Readonly<Record<MaterialType, number>> = {
  business_card_horizontal: 1, business_card_vertical: 1, banner: 10, sticker: 1, billboard: 10, flyer: 1,
};

/** The brand's colours (src/app/ui/tokens.css). */
export const PRINT_COLORS = {
  brand: '#0b4a8b', deep: '#0a2744', soft: '#e8f0fa', accent: '#f3922b', text: '#15233a', muted: '#52627a',
  white: '#ffffff', onDark: '#c9d6e6',
} as const;

// ---- Measuring text ----

function widthTable(weight: FontWeight): Map<string, number> {
  const widths = METRIC_WIDTHS[weight].split(',').map(Number);
  const table = new Map<string, number>();
  [...METRIC_CODES].forEach((char, i) => {
    const width = widths[i] ?? 0;
    if (width > 0) table.set(char, width);
  });
  return table;
}
const TABLES: Readonly<Record<FontWeight, Map<string, number>>> = { regular: widthTable('regular'), heavy: widthTable('heavy') };
/** A character the table lacks (another script) is taken as wide as a lowercase "n". */
const fallbackWidth = (weight: FontWeight) => TABLES[weight].get('n') ?? 600;

/** The width of a text in millimetres at a font size in millimetres (the em). */
export function textWidth(text: string, size: number, weight: FontWeight): number {
  const table = TABLES[weight];
  let total = 0;
  for (const char of text) total += table.get(char) ?? fallbackWidth(weight);
  return (total * size) / 1000;
}

/** Breaks a word wider than the line into pieces that fit. */
function breakWord(word: string, width: number, size: number, weight: FontWeight): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece !== '' && textWidth(piece + char, size, weight) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  return piece === '' ? pieces : [...pieces, piece];
}

/** Greedy line breaking at spaces, with over-long words broken by character. */
export function wrapText(text: string, width: number, size: number, weight: FontWeight): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (textWidth(candidate, size, weight) <= width) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    const pieces = textWidth(word, size, weight) <= width ? [word] : breakWord(word, width, size, weight);
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1) ?? '';
  }
  return line === '' ? lines : [...lines, line];
}

const ELLIPSIS = '…';

function ellipsize(line: string, width: number, size: number, weight: FontWeight): string {
  let cut = line;
  while (cut !== '' && textWidth(cut + ELLIPSIS, size, weight) > width) cut = [...cut].slice(0, -1).join('');
  return cut.trimEnd() + ELLIPSIS;
}

interface TextStyle { size: number; weight: FontWeight; color: string; maxLines: number; align?: TextAlign }

/** The smallest a text shrinks to before it is cut with an ellipsis, as a share of its design size. */
const MIN_SHRINK = 0.7;
const LINE_HEIGHT = 1.22;
/** Manrope's ascent above the baseline, as a share of the em, for placing the first line under the box's top. */
const ASCENT = 0.82;

/**
 * A text in a box `width` wide whose top is at (x, y): shrunk step by step until it fits its
 * lines, then cut with an ellipsis at the smallest size.
 */
export function textBlock(field: string, text: string, x: number, y: number, width: number, style: TextStyle): LayoutElement & { kind: 'text' } {
  let size = style.size;
  let lines = wrapText(text, width, size, style.weight);
  while (lines.length > style.maxLines && size * 0.94 >= style.size * MIN_SHRINK) {
    size *= 0.94;
    lines = wrapText(text, width, size, style.weight);
  }
  if (lines.length > style.maxLines) {
    lines = lines.slice(0, style.maxLines);
    lines[lines.length - 1] = ellipsize(lines.at(-1) ?? '', width, size, style.weight);
  }
  const lineHeight = size * LINE_HEIGHT;
  return {
    kind: 'text', field, lines, size, lineHeight, baseline: y + size * ASCENT, weight: style.weight, color: style.color,
    align: style.align ?? 'start', box: { x, y, width, height: lines.length * lineHeight },
  };
}

// ---- The design ----

type Fields = Partial<Record<MaterialField, string>>;

/** What the designs read from the configuration, with the settings' artwork looked up. */
interface Content {
  settings: MaterialSettings;
  fields: Fields;
  text: (field: MaterialField) => string;
  cover: { id: string; url: string } | null;
  contentImage: { id: string; url: string } | null;
  manufacturerLogo: { id: string; url: string };
  services: { text: string; id: string; url: string }[];
  subtype: MaterialConfigurationInput['subtype'];
}

function contentOf(settings: MaterialSettings, configuration: MaterialConfigurationInput): Content {
  const fields: Fields = configuration.fields;
  const find = (list: readonly { id: string; url: string }[], id: string | null | undefined) => list.find((a) => a.id === id) ?? null;
  const logos = [settings.logos.default, ...(settings.logos.recommended ? [settings.logos.recommended] : [])];
  const required = servicesRequired(settings.type, configuration.subtype ?? null);
  return {
    settings,
    fields,
    text: (field) => (fields[field] ?? '').trim(),
    cover: find(settings.images, configuration.coverImage) ?? settings.images[0] ?? null,
    contentImage: find(settings.contentImages, configuration.contentImage) ?? settings.contentImages[0] ?? null,
    manufacturerLogo: find(logos, configuration.manufacturerLogo) ?? settings.logos.default,
    services: (configuration.services ?? []).slice(0, required).flatMap((service) => {
      const option = settings.services.find((o) => o.icon === service.icon);
      return option ? [{ text: service.text.trim(), id: `icon-${option.icon}`, url: option.url }] : [];
    }),
    subtype: configuration.subtype ?? null,
  };
}

const rect = (x: number, y: number, width: number, height: number, fill: string, radius = 0, opacity = 1): LayoutElement =>
  ({ kind: 'rect', box: { x, y, width, height }, fill, radius, opacity });
const art = (picture: { id: string; url: string }, x: number, y: number, width: number, height: number, fit: 'cover' | 'contain' = 'cover'): LayoutElement =>
  ({ kind: 'artwork', box: { x, y, width, height }, id: picture.id, url: picture.url, fit });

/** A white card holding a logo (the person's or the manufacturer's), `pad` inside its edge. */
function logoCard(element: 'logo' | { id: string; url: string }, box: Box, pad: number): LayoutElement[] {
  const inner = { x: box.x + pad, y: box.y + pad, width: box.width - 2 * pad, height: box.height - 2 * pad };
  return [
    rect(box.x, box.y, box.width, box.height, PRINT_COLORS.white, pad),
    element === 'logo' ? { kind: 'logo', box: inner } : art(element, inner.x, inner.y, inner.width, inner.height, 'contain'),
  ];
}

/** Lines of text stacked from `y` down, each field on its own; empty fields are left out. */
function stack(items: { field: string; text: string; style: TextStyle }[], x: number, y: number, width: number, gap: number): { elements: LayoutElement[]; bottom: number } {
  const elements: LayoutElement[] = [];
  let top = y;
  for (const item of items) {
    if (item.text === '') continue;
    const block = textBlock(item.field, item.text, x, top, width, item.style);
    elements.push(block);
    top += block.box.height + gap;
  }
  return { elements, bottom: top };
}

/**
 * A block of text built at the design's sizes (scale 1), else shrunk step by step (to 60 %) until
 * its `bottom` is above `limit`: a design with every field filled keeps its text inside the trim.
 */
function fitAbove<T extends { bottom: number }>(limit: number, build: (scale: number) => T): T {
  let scale = 1;
  let built = build(scale);
  while (built.bottom > limit && scale * 0.94 >= 0.6) {
    scale *= 0.94;
    built = build(scale);
  }
  return built;
}

const fullName = (c: Content) => [c.text('name'), c.text('surname')].filter((t) => t !== '').join(' ');
const addressLines = (c: Content) => (['addressLine1', 'addressLine2', 'addressLine3'] as const).map((field) => ({ field, text: c.text(field) }));
const contactLines = (c: Content) => (['phone', 'email', 'link'] as const).map((field) => ({ field, text: c.text(field) }));

/** Services as rows of an icon and its text, in `columns` columns from (x, y). */
function serviceGrid(c: Content, x: number, y: number, width: number, columns: number, row: number, iconSize: number, style: TextStyle): LayoutElement[] {
  const gap = iconSize * 0.35;
  const columnWidth = (width - gap * (columns - 1)) / columns;
  return c.services.flatMap((service, i) => {
    const left = x + (i % columns) * (columnWidth + gap);
    const top = y + Math.floor(i / columns) * row;
    const textLeft = left + iconSize + gap;
    const block = textBlock(`services.${i}`, service.text, textLeft, top, columnWidth - iconSize - gap, style);
    // The text sits centred on the icon.
    const shift = (iconSize - block.box.height) / 2;
    return [
      art(service, left, top, iconSize, iconSize, 'contain'),
      { ...block, baseline: block.baseline + shift, box: { ...block.box, y: block.box.y + shift } },
    ];
  });
}

function qrCard(c: Content, box: Box, pad: number): LayoutElement[] {
  const link = c.text('link');
  if (link === '') return [];
  return [rect(box.x, box.y, box.width, box.height, PRINT_COLORS.white, pad), {
    kind: 'qr', data: link, box: { x: box.x + pad, y: box.y + pad, width: box.width - 2 * pad, height: box.height - 2 * pad },
  }];
}

const WHITE = PRINT_COLORS.white;

function businessCardHorizontal(c: Content, b: number): MaterialSide[] {
  const image = 32;
  const x = image + 5;
  const width = 85 - x - 4;
  const about = stack([
    { field: 'name', text: fullName(c), style: { size: 3.4, weight: 'heavy', color: PRINT_COLORS.deep, maxLines: 1 } },
    { field: 'companyName', text: c.text('companyName'), style: { size: 2.4, weight: 'regular', color: PRINT_COLORS.brand, maxLines: 1 } },
  ], x, 5, width, 0.6);
  const contact = stack([...contactLines(c), ...addressLines(c)].map((line) => ({
    ...line, style: { size: 1.9, weight: 'regular' as const, color: PRINT_COLORS.text, maxLines: 1 },
  })), x, about.bottom + 1.6, width, 0.35);
  return [{
    side: 'front',
    elements: [
      ...(c.cover ? [art(c.cover, -b, -b, image + b, 55 + 2 * b)] : []),
      rect(image, -b, 1.2, 55 + 2 * b, PRINT_COLORS.accent),
      ...(c.fields.logo ? logoCard('logo', { x: 4, y: 4, width: image - 8, height: 14 }, 1.2) : []),
      ...logoCard(c.manufacturerLogo, { x: 4, y: 44, width: image - 8, height: 7 }, 1),
      ...about.elements,
      ...contact.elements,
      ...serviceGrid(c, x, 40, width, 2, 6.5, 4.2, { size: 1.8, weight: 'regular', color: PRINT_COLORS.text, maxLines: 2 }),
    ],
  }];
}

function businessCardVertical(c: Content, b: number): MaterialSide[] {
  const image = 26;
  const x = 5;
  const width = 45;
  const about = stack([
    { field: 'name', text: fullName(c), style: { size: 3.4, weight: 'heavy', color: PRINT_COLORS.deep, maxLines: 2 } },
    { field: 'companyName', text: c.text('companyName'), style: { size: 2.4, weight: 'regular', color: PRINT_COLORS.brand, maxLines: 1 } },
  ], x, image + 4, width, 0.6);
  const contact = stack([...contactLines(c), ...addressLines(c)].map((line) => ({
    ...line, style: { size: 1.9, weight: 'regular' as const, color: PRINT_COLORS.text, maxLines: 1 },
  })), x, about.bottom + 1.4, width, 0.35);
  return [{
    side: 'front',
    elements: [
      ...(c.cover ? [art(c.cover, -b, -b, 55 + 2 * b, image + b)] : []),
      rect(-b, image, 55 + 2 * b, 1.2, PRINT_COLORS.accent),
      ...(c.fields.logo ? logoCard('logo', { x: 4, y: 4, width: 24, height: 14 }, 1.2) : []),
      ...logoCard(c.manufacturerLogo, { x: 29, y: 17, width: 22, height: 6 }, 0.8),
      ...about.elements,
      ...contact.elements,
      ...serviceGrid(c, x, 59, width, 1, 5, 4, { size: 1.8, weight: 'regular', color: PRINT_COLORS.text, maxLines: 1 }),
    ],
  }];
}

function banner(c: Content, b: number): MaterialSide[] {
  const panel = 150;
  // Logo, two lines of name, description and three contact lines are more than the panel's height at the design's sizes.
  const { text, contact } = fitAbove(100 - 6, (k) => {
    const text = stack([
      { field: 'companyName', text: c.text('companyName'), style: { size: 15 * k, weight: 'heavy', color: WHITE, maxLines: 2 } },
      { field: 'shortDescription', text: c.text('shortDescription'), style: { size: 6.5 * k, weight: 'regular', color: PRINT_COLORS.onDark, maxLines: 2 } },
    ], 12, c.fields.logo ? 34 : 14, panel - 24, 3 * k);
    const contact = stack([
      { field: 'phone', text: c.text('phone'), style: { size: 10 * k, weight: 'heavy', color: PRINT_COLORS.accent, maxLines: 1 } },
      { field: 'email', text: c.text('email'), style: { size: 5 * k, weight: 'regular', color: WHITE, maxLines: 1 } },
      { field: 'link', text: c.text('link'), style: { size: 5 * k, weight: 'regular', color: WHITE, maxLines: 1 } },
    ], 12, text.bottom + 2 * k, panel - 24, 1.2 * k);
    return { text, contact, bottom: contact.bottom - 1.2 * k };
  });
  return [{
    side: 'front',
    elements: [
      ...(c.cover ? [art(c.cover, -b, -b, 300 + 2 * b, 100 + 2 * b)] : []),
      rect(-b, -b, panel + b, 100 + 2 * b, PRINT_COLORS.deep, 0, 0.9),
      rect(panel, -b, 2, 100 + 2 * b, PRINT_COLORS.accent),
      ...(c.fields.logo ? logoCard('logo', { x: 12, y: 10, width: 48, height: 18 }, 2) : []),
      ...text.elements,
      ...contact.elements,
      ...qrCard(c, { x: 256, y: 10, width: 34, height: 34 }, 2),
      ...logoCard(c.manufacturerLogo, { x: 240, y: 80, width: 50, height: 11 }, 1.5),
    ],
  }];
}

function sticker(c: Content, b: number): MaterialSide[] {
  const image = 48;
  const text = stack([
    { field: 'companyName', text: c.text('companyName'), style: { size: 8, weight: 'heavy', color: PRINT_COLORS.deep, maxLines: 2, align: 'middle' } },
    { field: 'phone', text: c.text('phone'), style: { size: 6, weight: 'heavy', color: PRINT_COLORS.brand, maxLines: 1, align: 'middle' } },
    { field: 'email', text: c.text('email'), style: { size: 4, weight: 'regular', color: PRINT_COLORS.text, maxLines: 1, align: 'middle' } },
  ], 8, image + 6, 84, 1.5);
  return [{
    side: 'front',
    elements: [
      ...(c.cover ? [art(c.cover, -b, -b, 100 + 2 * b, image + b)] : []),
      rect(-b, image, 100 + 2 * b, 1.5, PRINT_COLORS.accent),
      ...(c.fields.logo ? logoCard('logo', { x: 25, y: 9, width: 50, height: 30 }, 2.5) : []),
      ...text.elements,
      ...logoCard(c.manufacturerLogo, { x: 32, y: 89, width: 36, height: 7 }, 1),
    ],
  }];
}

function billboard(c: Content, b: number): MaterialSide[] {
  const panel = 230;
  const text = stack([
    { field: 'companyName', text: c.text('companyName'), style: { size: 26, weight: 'heavy', color: WHITE, maxLines: 2 } },
    { field: 'shortDescription', text: c.text('shortDescription'), style: { size: 11, weight: 'regular', color: PRINT_COLORS.onDark, maxLines: 2 } },
  ], 18, c.fields.logo ? 66 : 22, panel - 36, 5);
  const contact = stack([
    { field: 'phone', text: c.text('phone'), style: { size: 17, weight: 'heavy', color: PRINT_COLORS.accent, maxLines: 1 } },
    { field: 'email', text: c.text('email'), style: { size: 8.5, weight: 'regular', color: WHITE, maxLines: 1 } },
    { field: 'link', text: c.text('link'), style: { size: 8.5, weight: 'regular', color: WHITE, maxLines: 1 } },
  ], 18, text.bottom + 4, panel - 36, 2);
  return [{
    side: 'front',
    elements: [
      ...(c.cover ? [art(c.cover, -b, -b, 504 + 2 * b, 238 + 2 * b)] : []),
      rect(-b, -b, panel + b, 238 + 2 * b, PRINT_COLORS.deep, 0, 0.9),
      rect(panel, -b, 3, 238 + 2 * b, PRINT_COLORS.accent),
      ...(c.fields.logo ? logoCard('logo', { x: 18, y: 18, width: 90, height: 36 }, 3) : []),
      ...text.elements,
      ...contact.elements,
      ...qrCard(c, { x: 432, y: 18, width: 56, height: 56 }, 3),
      ...logoCard(c.manufacturerLogo, { x: 408, y: 208, width: 80, height: 18 }, 2.5),
    ],
  }];
}

function flyer(c: Content, b: number): MaterialSide[] {
  const image = 128;
  const front = stack([
    { field: 'companyName', text: c.text('companyName'), style: { size: 9, weight: 'heavy', color: WHITE, maxLines: 2 } },
    { field: 'shortDescription', text: c.text('shortDescription'), style: { size: 4.6, weight: 'regular', color: PRINT_COLORS.onDark, maxLines: 3 } },
    { field: 'phone', text: c.text('phone'), style: { size: 6, weight: 'heavy', color: PRINT_COLORS.accent, maxLines: 1 } },
  ], 12, image + 10, 124, 2.5);
  const heading = stack([
    { field: 'name', text: fullName(c), style: { size: 6.5, weight: 'heavy', color: PRINT_COLORS.deep, maxLines: 1 } },
    { field: 'companyName', text: c.text('companyName'), style: { size: 3.6, weight: 'regular', color: PRINT_COLORS.brand, maxLines: 1 } },
    { field: 'longDescription', text: c.text('longDescription'), style: { size: 4.2, weight: 'regular', color: PRINT_COLORS.text, maxLines: 4 } },
  ], 12, 14, 124, 2);
  const middle = heading.bottom + 3;
  const panelTop = 152;
  // The services flyer lists its services first; the content picture fills the rest of the page.
  const services = c.subtype === 'flyer-services'
    ? serviceGrid(c, 12, middle + 2, 124, 2, 16, 11, { size: 4.2, weight: 'heavy', color: PRINT_COLORS.deep, maxLines: 2 })
    : [];
  const pictureTop = services.length > 0 ? middle + 2 + Math.ceil(c.services.length / 2) * 16 + 2 : middle;
  const inside = [...services, ...(c.contentImage ? [art(c.contentImage, 12, pictureTop, 124, Math.max(20, panelTop - 8 - pictureTop))] : [])];
  const hasQr = c.text('link') !== '';
  const contact = stack([...contactLines(c), ...addressLines(c)].map((line) => ({
    ...line, style: { size: 3.6, weight: line.field === 'phone' ? 'heavy' as const : 'regular' as const, color: PRINT_COLORS.deep, maxLines: 1 },
  })), 12, panelTop + 8, hasQr ? 84 : 124, 1.1);
  return [
    {
      side: 'front',
      elements: [
        ...(c.cover ? [art(c.cover, -b, -b, 148 + 2 * b, image + b)] : []),
        rect(-b, image, 148 + 2 * b, 210 - image + b, PRINT_COLORS.brand),
        rect(-b, image, 148 + 2 * b, 2, PRINT_COLORS.accent),
        ...(c.fields.logo ? logoCard('logo', { x: 12, y: 12, width: 52, height: 24 }, 2.5) : []),
        ...front.elements,
        ...logoCard(c.manufacturerLogo, { x: 96, y: 192, width: 40, height: 10 }, 1.5),
      ],
    },
    {
      side: 'back',
      elements: [
        rect(-b, -b, 148 + 2 * b, 4 + b, PRINT_COLORS.accent),
        ...heading.elements,
        ...inside,
        rect(-b, panelTop, 148 + 2 * b, 210 - panelTop + b, PRINT_COLORS.soft),
        ...contact.elements,
        ...qrCard(c, { x: 104, y: panelTop + 6, width: 32, height: 32 }, 2),
        ...logoCard(c.manufacturerLogo, { x: 12, y: 196, width: 34, height: 8 }, 1.2),
      ],
    },
  ];
}

const DESIGNS: Readonly<Record<MaterialType, (c: Content, bleed: number) => MaterialSide[]>> = {
  business_card_horizontal: businessCardHorizontal, business_card_vertical: businessCardVertical,
  banner, sticker, billboard, flyer,
};

function scaleBox(box: Box, k: number): Box {
  return { x: box.x * k, y: box.y * k, width: box.width * k, height: box.height * k };
}

function scaleElement(element: LayoutElement, k: number): LayoutElement {
  switch (element.kind) {
    case 'rect': return { ...element, box: scaleBox(element.box, k), radius: element.radius * k };
    case 'text': return { ...element, box: scaleBox(element.box, k), size: element.size * k, lineHeight: element.lineHeight * k, baseline: element.baseline * k };
    default: return { ...element, box: scaleBox(element.box, k) };
  }
}

/** The layout of every side of the material, as printed. */
export function materialLayout(settings: MaterialSettings, configuration: MaterialConfigurationInput): MaterialLayout {
  const { width, height, bleed } = PRINT_SIZES[settings.type];
  const k = DESIGN_SCALE[settings.type];
  const sides = DESIGNS[settings.type](contentOf(settings, configuration), bleed / k);
  return {
    type: settings.type, width, height, bleed,
    sides: k === 1 ? sides : sides.map((side) => ({ ...side, elements: side.elements.map((e) => scaleElement(e, k)) })),
  };
}

/** The side to show: the asked one where the material has it, else its front. */
export function sideOf(layout: MaterialLayout, side: SideName): MaterialSide {
  const front = layout.sides[0];
  if (!front) throw new Error('a material layout has at least one side');
  return layout.sides.find((s) => s.side === side) ?? front;
}
