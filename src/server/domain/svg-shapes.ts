/**
 * An uploaded SVG logo read as vector shapes, so that the proof draws it as paths (issue 26: "the
 * logo placed (raster or vector)"). The upload is sanitised already (order-files.ts): drawing
 * elements and presentation attributes only, no style sheet, no `style` attribute. Read here:
 * path, rect, circle, ellipse, line, polyline and polygon with plain colours, fill and stroke
 * opacity, the stroke's width, caps, joins and dashes, fill rules, nested transforms and the
 * viewBox. Anything else that would be drawn (gradients and patterns, text, <use>, nested <svg>,
 * clip paths, masks, group opacity, lengths in units other than px) answers null: the proof then
 * rasterises the file, as it always could.
 */

/** An affine matrix [a b c d e f], as SVG's matrix() and PDF's cm write it. */
export type Matrix = readonly [number, number, number, number, number, number];

export interface Paint {
  /** Red, green, blue, each 0–1. */
  rgb: readonly [number, number, number];
  opacity: number;
}

export interface Stroke extends Paint {
  width: number;
  cap: 'butt' | 'round' | 'square';
  join: 'miter' | 'round' | 'bevel';
  miterLimit: number;
  dash: readonly number[];
  dashOffset: number;
}

export interface VectorShape {
  /** Path data with every segment's command written out, separated by spaces (what pdf-lib's path reader takes). */
  path: string;
  /** From the shape's own coordinates to the picture's (its viewport, y down). */
  matrix: Matrix;
  fill: Paint | null;
  fillRule: 'nonzero' | 'evenodd';
  stroke: Stroke | null;
}

export interface VectorPicture {
  /** The picture's own size (its viewport): the proof fits this into the logo's box and clips to it. */
  width: number;
  height: number;
  shapes: VectorShape[];
}

/** Not vector-drawable faithfully: the caller rasterises. */
class Unsupported extends Error {}
const unsupported = (what: string): never => {
  throw new Unsupported(what);
};

/** A file of more drawn elements than this is rasterised: a logo has far fewer. */
const MAX_SHAPES = 20_000;
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3], m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4], m[1] * n[4] + m[3] * n[5] + m[5],
];

// ---- Reading the markup (the sanitiser's output: tags, quoted attributes, no comments) ----

interface MarkupNode {
  name: string;
  attributes: Record<string, string>;
  children: MarkupNode[];
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (value: string) => value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
  if (entity[0] !== '#') return ENTITIES[entity.toLowerCase()] ?? whole;
  const code = entity[1]?.toLowerCase() === 'x' ? Number.parseInt(entity.slice(2), 16) : Number.parseInt(entity.slice(1), 10);
  return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
});

const TAG = /<(\/?)([a-z][\w:.-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>/gi;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function parseMarkup(text: string): MarkupNode {
  const body = text.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/gi, '');
  const root: MarkupNode = { name: '#document', attributes: {}, children: [] };
  const open: MarkupNode[] = [root];
  for (const [, closing, tag = '', attributeText = '', selfClosing] of body.matchAll(TAG)) {
    const name = tag.toLowerCase();
    if (closing) {
      const at = open.map((node) => node.name).lastIndexOf(name);
      if (at > 0) open.length = at;
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const [, key = '', double, single, bare] of attributeText.matchAll(ATTRIBUTE)) {
      attributes[key.toLowerCase()] = decode(double ?? single ?? bare ?? '');
    }
    const node: MarkupNode = { name, attributes, children: [] };
    open.at(-1)?.children.push(node);
    if (!selfClosing) open.push(node);
  }
  return root;
}

// ---- Values ----

const NUMBER = /[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?/gi;

/** A length in user units: a number, or px; anything else (%, mm, em) is not read here. */
function length(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const match = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(px)?\s*$/i.exec(value);
  return match?.[1] ? Number(match[1]) : unsupported(`length ${value}`);
}

function numbers(value: string): number[] {
  return [...value.matchAll(NUMBER)].map(([n]) => Number(n));
}

function fraction(value: string): number {
  const match = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(%?)\s*$/i.exec(value);
  if (!match?.[1]) return unsupported(`opacity ${value}`);
  return Math.min(1, Math.max(0, Number(match[1]) / (match[2] ? 100 : 1)));
}

/** The colour keywords logo tools write; another keyword is rasterised. */
const NAMED: Readonly<Record<string, string>> = {
  black: '#000000', white: '#ffffff', red: '#ff0000', green: '#008000', blue: '#0000ff', yellow: '#ffff00',
  orange: '#ffa500', purple: '#800080', gray: '#808080', grey: '#808080', silver: '#c0c0c0', maroon: '#800000',
  olive: '#808000', lime: '#00ff00', aqua: '#00ffff', cyan: '#00ffff', teal: '#008080', navy: '#000080',
  fuchsia: '#ff00ff', magenta: '#ff00ff', darkgray: '#a9a9a9', darkgrey: '#a9a9a9', lightgray: '#d3d3d3', lightgrey: '#d3d3d3',
};

/** A plain colour, or null for none; gradients, patterns, currentColor and the like are not read here. */
function colour(value: string): readonly [number, number, number] | null {
  const text = value.trim().toLowerCase();
  if (text === 'none') return null;
  const hex = NAMED[text] ?? text;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(hex);
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(hex);
  const digits = short ? short.slice(1).map((d) => d + d) : long?.slice(1);
  if (digits) return digits.map((d) => Number.parseInt(d, 16) / 255) as unknown as [number, number, number];
  const functional = /^rgb\(\s*([^,\s]+)\s*,?\s*([^,\s]+)\s*,?\s*([^,\s)]+)\s*\)$/.exec(text);
  if (functional) {
    return functional.slice(1).map((part) => {
      const n = Number.parseFloat(part);
      if (!Number.isFinite(n)) return unsupported(`colour ${value}`);
      return Math.min(1, Math.max(0, part.endsWith('%') ? n / 100 : n / 255));
    }) as unknown as [number, number, number];
  }
  return unsupported(`paint ${value}`);
}

function transform(value: string | undefined): Matrix {
  if (value === undefined) return IDENTITY;
  let result = IDENTITY;
  const FUNCTION = /\s*,?\s*(matrix|translate|scale|rotate|skewx|skewy)\s*\(([^)]*)\)/giy;
  let end = 0;
  for (let match = FUNCTION.exec(value); match; match = FUNCTION.exec(value)) {
    end = FUNCTION.lastIndex;
    const [name = '', args = ''] = [match[1]?.toLowerCase(), match[2]];
    const n = numbers(args);
    const [a = 0, b, c] = n;
    const rad = (a * Math.PI) / 180;
    let m: Matrix;
    if (name === 'matrix' && n.length === 6) m = n as unknown as Matrix;
    else if (name === 'translate' && n.length <= 2) m = [1, 0, 0, 1, a, b ?? 0];
    else if (name === 'scale' && n.length <= 2) m = [a, 0, 0, b ?? a, 0, 0];
    else if (name === 'rotate' && (n.length === 1 || n.length === 3)) {
      const turn: Matrix = [Math.cos(rad), Math.sin(rad), -Math.sin(rad), Math.cos(rad), 0, 0];
      m = n.length === 3 ? multiply(multiply([1, 0, 0, 1, b ?? 0, c ?? 0], turn), [1, 0, 0, 1, -(b ?? 0), -(c ?? 0)]) : turn;
    } else if (name === 'skewx' && n.length === 1) m = [1, 0, Math.tan(rad), 1, 0, 0];
    else if (name === 'skewy' && n.length === 1) m = [1, Math.tan(rad), 0, 1, 0, 0];
    else return unsupported(`transform ${value}`);
    result = multiply(result, m);
  }
  return value.slice(end).trim() === '' ? result : unsupported(`transform ${value}`);
}

// ---- Path data ----

const ARGUMENTS: Readonly<Record<string, number>> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };
const PATH_TOKEN = /\s*,?\s*(?:([mlhvcsqtaz])|([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?))/giy;
/** An arc's two flags may be written without a separator ("a5 5 0 015 5"). */
const FLAG = /\s*,?\s*([01])/y;

const written = (n: number) => String(Math.round(n * 10_000) / 10_000);

/** Path data with every segment's command written out; malformed data is not drawn (SVG stops at the error; we rasterise). */
function pathData(d: string): string {
  const out: string[] = [];
  let command = '';
  let at = 0;
  const text = d.trim();
  const number = (): number => {
    PATH_TOKEN.lastIndex = at;
    const match = PATH_TOKEN.exec(text);
    if (!match?.[2]) return unsupported('path data');
    at = PATH_TOKEN.lastIndex;
    return Number(match[2]);
  };
  const flag = (): number => {
    FLAG.lastIndex = at;
    const match = FLAG.exec(text);
    if (!match?.[1]) return unsupported('arc flag');
    at = FLAG.lastIndex;
    return Number(match[1]);
  };
  while (at < text.length) {
    PATH_TOKEN.lastIndex = at;
    const match = PATH_TOKEN.exec(text);
    if (!match) {
      if (text.slice(at).trim() === '') break;
      return unsupported('path data');
    }
    if (match[1]) {
      command = match[1];
      at = PATH_TOKEN.lastIndex;
      if (command.toLowerCase() === 'z') {
        out.push(command);
        continue;
      }
    } else if (command === '' || command.toLowerCase() === 'z') {
      return unsupported('path data');
    }
    const lower = command.toLowerCase();
    const values = lower === 'a'
      ? [number(), number(), number(), flag(), flag(), number(), number()]
      : Array.from({ length: ARGUMENTS[lower] ?? 0 }, number);
    out.push(`${command} ${values.map(written).join(' ')}`);
    // Pairs after a moveto are linetos.
    if (lower === 'm') command = command === 'm' ? 'l' : 'L';
  }
  if (out.length > 0 && !/^[mM]/.test(out[0] ?? '')) return unsupported('path data');
  return out.join(' ');
}

function pointsPath(points: string, closed: boolean): string | null {
  const n = numbers(points);
  if (n.length < 4) return null;
  const pairs = Array.from({ length: Math.floor(n.length / 2) }, (_, i) => `${written(n[2 * i] ?? 0)} ${written(n[2 * i + 1] ?? 0)}`);
  return `M ${pairs.join(' L ')}${closed ? ' Z' : ''}`;
}

function ellipsePath(cx: number, cy: number, rx: number, ry: number): string | null {
  if (rx <= 0 || ry <= 0) return null;
  const [l, r, y] = [cx - rx, cx + rx, cy].map(written);
  return `M ${l} ${y} A ${written(rx)} ${written(ry)} 0 1 0 ${r} ${y} A ${written(rx)} ${written(ry)} 0 1 0 ${l} ${y} Z`;
}

function rectPath(a: Record<string, string>): string | null {
  const [x, y, width, height] = [length(a.x, 0), length(a.y, 0), length(a.width, 0), length(a.height, 0)];
  if (width <= 0 || height <= 0) return null;
  const rxGiven = a.rx === undefined ? undefined : length(a.rx, 0);
  const ryGiven = a.ry === undefined ? undefined : length(a.ry, 0);
  const rx = Math.min(width / 2, rxGiven ?? ryGiven ?? 0);
  const ry = Math.min(height / 2, ryGiven ?? rxGiven ?? 0);
  const [x0, y0, x1, y1] = [x, y, x + width, y + height].map(written);
  if (rx <= 0 || ry <= 0) return `M ${x0} ${y0} H ${x1} V ${y1} H ${x0} Z`;
  const [r, s] = [written(rx), written(ry)];
  return `M ${written(x + rx)} ${y0} H ${written(x + width - rx)} A ${r} ${s} 0 0 1 ${x1} ${written(y + ry)}`
    + ` V ${written(y + height - ry)} A ${r} ${s} 0 0 1 ${written(x + width - rx)} ${y1}`
    + ` H ${written(x + rx)} A ${r} ${s} 0 0 1 ${x0} ${written(y + height - ry)} V ${written(y + ry)} A ${r} ${s} 0 0 1 ${written(x + rx)} ${y0} Z`;
}

function geometry(node: MarkupNode): string | null {
  const a = node.attributes;
  switch (node.name) {
    case 'path': return a.d ? pathData(a.d) || null : null;
    case 'rect': return rectPath(a);
    case 'circle': return ellipsePath(length(a.cx, 0), length(a.cy, 0), length(a.r, 0), length(a.r, 0));
    case 'ellipse': return ellipsePath(length(a.cx, 0), length(a.cy, 0), length(a.rx, 0), length(a.ry, 0));
    case 'line': return `M ${written(length(a.x1, 0))} ${written(length(a.y1, 0))} L ${written(length(a.x2, 0))} ${written(length(a.y2, 0))}`;
    case 'polyline': return pointsPath(a.points ?? '', false);
    case 'polygon': return pointsPath(a.points ?? '', true);
    default: return unsupported(node.name);
  }
}

// ---- Styles, inherited down the tree ----

interface Style {
  fill: readonly [number, number, number] | null;
  fillOpacity: number;
  fillRule: 'nonzero' | 'evenodd';
  stroke: readonly [number, number, number] | null;
  strokeOpacity: number;
  strokeWidth: number;
  cap: Stroke['cap'];
  join: Stroke['join'];
  miterLimit: number;
  dash: readonly number[];
  dashOffset: number;
}

/** SVG's initial values: black fill, no stroke. */
const INITIAL: Style = {
  fill: [0, 0, 0], fillOpacity: 1, fillRule: 'nonzero', stroke: null, strokeOpacity: 1, strokeWidth: 1,
  cap: 'butt', join: 'miter', miterLimit: 4, dash: [], dashOffset: 0,
};

function oneOf<T extends string>(value: string, allowed: readonly T[]): T {
  const text = value.trim() as T;
  return allowed.includes(text) ? text : unsupported(value);
}

function dashes(value: string): readonly number[] {
  if (value.trim() === 'none') return [];
  if (value.includes('%')) return unsupported(`dash ${value}`);
  const list = numbers(value);
  if (list.some((n) => n < 0)) return unsupported(`dash ${value}`);
  // All zero draws a solid line; an odd list repeats (SVG).
  if (list.every((n) => n === 0)) return [];
  return list.length % 2 === 1 ? [...list, ...list] : list;
}

function styled(parent: Style, a: Record<string, string>): Style {
  const own = (name: string) => (a[name] === undefined || a[name]?.trim() === 'inherit' ? undefined : a[name]);
  const pick = <K extends keyof Style>(name: string, key: K, read: (value: string) => Style[K]): Style[K] => {
    const value = own(name);
    return value === undefined ? parent[key] : read(value);
  };
  return {
    fill: pick('fill', 'fill', colour),
    fillOpacity: pick('fill-opacity', 'fillOpacity', fraction),
    fillRule: pick('fill-rule', 'fillRule', (value) => oneOf(value, ['nonzero', 'evenodd'] as const)),
    stroke: pick('stroke', 'stroke', colour),
    strokeOpacity: pick('stroke-opacity', 'strokeOpacity', fraction),
    strokeWidth: pick('stroke-width', 'strokeWidth', (value) => length(value, 1)),
    cap: pick('stroke-linecap', 'cap', (value) => oneOf(value, ['butt', 'round', 'square'] as const)),
    join: pick('stroke-linejoin', 'join', (value) => oneOf(value, ['miter', 'round', 'bevel'] as const)),
    miterLimit: pick('stroke-miterlimit', 'miterLimit', (value) => Math.max(1, length(value, 4))),
    dash: pick('stroke-dasharray', 'dash', dashes),
    dashOffset: pick('stroke-dashoffset', 'dashOffset', (value) => length(value, 0)),
  };
}

// ---- The tree ----

/** Definitions and metadata: not drawn where they stand (a paint or a <use> that names them is not read here). */
const NOT_DRAWN = new Set(['title', 'desc', 'defs', 'symbol', 'lineargradient', 'radialgradient', 'stop', 'pattern', 'clippath', 'mask']);
const SHAPES = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon']);

function shapeOf(node: MarkupNode, style: Style, matrix: Matrix, opacity: number): VectorShape | null {
  const path = geometry(node);
  if (!path) return null;
  // A line has no inside; an open polyline or path is filled as if closed, as SVG does.
  const filled = node.name === 'line' ? null : style.fill;
  const stroked = style.stroke && style.strokeWidth > 0 ? style.stroke : null;
  // An element's opacity applies to fill and stroke together: exact only when one of them is painted.
  if (opacity < 1 && filled && stroked) return unsupported('opacity of a filled and stroked shape');
  return {
    path,
    matrix,
    fill: filled ? { rgb: filled, opacity: style.fillOpacity * opacity } : null,
    fillRule: style.fillRule,
    stroke: stroked
      ? {
        rgb: stroked, opacity: style.strokeOpacity * opacity, width: style.strokeWidth, cap: style.cap, join: style.join,
        miterLimit: style.miterLimit, dash: style.dash, dashOffset: style.dashOffset,
      }
      : null,
  };
}

/** What no element may carry to be drawn here: a clip path, a mask, hidden visibility. */
function checkDrawable(a: Record<string, string>): void {
  if ((a['clip-path'] ?? 'none').trim() !== 'none' || (a.mask ?? 'none').trim() !== 'none') unsupported('clip path or mask');
  if (a.visibility !== undefined && a.visibility.trim() !== 'visible') unsupported('visibility');
}

function collect(node: MarkupNode, parent: Style, parentMatrix: Matrix, shapes: VectorShape[]): void {
  const a = node.attributes;
  if (a.display?.trim() === 'none' || NOT_DRAWN.has(node.name)) return;
  checkDrawable(a);
  const style = styled(parent, a);
  const matrix = multiply(parentMatrix, transform(a.transform));
  const opacity = a.opacity === undefined ? 1 : fraction(a.opacity);
  if (SHAPES.has(node.name)) {
    const shape = shapeOf(node, style, matrix, opacity);
    if (shape) shapes.push(shape);
    if (shapes.length > MAX_SHAPES) unsupported('too many shapes');
    return;
  }
  if (node.name !== 'g') unsupported(node.name);
  // A group's opacity blends the group as one picture: not the same as each shape's.
  if (opacity < 1) unsupported('group opacity');
  for (const child of node.children) collect(child, style, matrix, shapes);
}

/** The viewBox mapped into the viewport (preserveAspectRatio: the default, centred and whole, or none). */
function viewBoxMatrix(a: Record<string, string>, width: number, height: number): Matrix {
  if (a.viewbox === undefined) return IDENTITY;
  const [x = 0, y = 0, w = 0, h = 0] = numbers(a.viewbox);
  if (w <= 0 || h <= 0) return unsupported('viewBox');
  const aspect = (a.preserveaspectratio ?? 'xMidYMid meet').trim().replace(/\s+/g, ' ');
  if (aspect === 'none') return [width / w, 0, 0, height / h, -x * (width / w), -y * (height / h)];
  if (aspect !== 'xMidYMid' && aspect !== 'xMidYMid meet') return unsupported(`preserveAspectRatio ${aspect}`);
  const s = Math.min(width / w, height / h);
  return [s, 0, 0, s, (width - w * s) / 2 - x * s, (height - h * s) / 2 - y * s];
}

/** A percentage or an absent size is the viewBox's. */
const ownSize = (value: string | undefined) => (value === undefined || value.trim().endsWith('%') ? undefined : length(value, 0));

/** The logo's shapes, or null when it holds something the proof cannot draw faithfully as vectors. */
export function vectorPicture(svg: string): VectorPicture | null {
  try {
    const root = parseMarkup(svg).children.find((node) => node.name === 'svg');
    if (!root) return null;
    const a = root.attributes;
    const box = a.viewbox === undefined ? [] : numbers(a.viewbox);
    const width = ownSize(a.width) ?? box[2];
    const height = ownSize(a.height) ?? box[3];
    if (!width || !height || width <= 0 || height <= 0) return null;
    checkDrawable(a);
    // The root's opacity and transform (SVG 2) are rare in logos: rasterised.
    if ((a.opacity !== undefined && fraction(a.opacity) < 1) || a.transform !== undefined || a.display?.trim() === 'none') return null;
    const shapes: VectorShape[] = [];
    const style = styled(INITIAL, a);
    const matrix = viewBoxMatrix(a, width, height);
    for (const child of root.children) collect(child, style, matrix, shapes);
    return shapes.length > 0 ? { width, height, shapes } : null;
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}
