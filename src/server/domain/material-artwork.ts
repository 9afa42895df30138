/**
 * The marketing materials' artwork, drawn by the project in the brand's colours (the tokens of
 * src/app/ui/tokens.css): cover and background images per material type, in the material's
 * proportions (flyer and banner 6, billboard 5, SPEC §9), the flyer's inside pictures, service
 * icons and the manufacturer's default and regional recommended logos. Each is a small SVG made
 * here from its id, served by GET /v1/shop/artwork/{id}.svg; vector, so the proof can place it
 * at any size. Nothing a user sent is ever part of it.
 */
import { IMAGE_CHOICES, MATERIAL_TYPES, artworkUrl, type Artwork, type MaterialType } from '../../contract/marketing-material';

const BRAND = { blue: '#0b4a8b', strong: '#08386b', deep: '#0a2744', soft: '#e8f0fa', border: '#b8cde6', accent: '#f3922b', accentSoft: '#fff4ea' };

/** The printed size of each type in millimetres (width × height): the artwork's proportions. */
export const MATERIAL_SIZES_MM: Readonly<Record<MaterialType, { width: number; height: number }>> = {
  business_card_horizontal: { width: 85, height: 55 },
  business_card_vertical: { width: 55, height: 85 },
  banner: { width: 300, height: 100 },
  sticker: { width: 100, height: 100 },
  billboard: { width: 504, height: 238 },
  flyer: { width: 148, height: 210 },
};

/** Palettes of the six scenes: sky from, sky to, roofs, skylights, sun. */
const SCENES = [
  [BRAND.soft, '#ffffff', BRAND.blue, BRAND.accent, BRAND.accent],
  [BRAND.deep, BRAND.strong, '#061a2e', BRAND.accent, '#ffffff'],
  [BRAND.accent, '#ffb547', BRAND.deep, '#ffffff', BRAND.accentSoft],
  [BRAND.blue, BRAND.deep, BRAND.soft, BRAND.accent, BRAND.accent],
  ['#ffffff', BRAND.soft, BRAND.border, BRAND.blue, BRAND.accent],
  [BRAND.strong, BRAND.blue, BRAND.accent, BRAND.deep, BRAND.soft],
] as const;

/** A row of roofs with skylights along the bottom, a sun, on a sky: scene `n` (1-6) at width × height. */
function scene(n: number, width: number, height: number): string {
  const [skyFrom, skyTo, roof, window, sun] = SCENES[(n - 1) % SCENES.length] ?? SCENES[0];
  const houses = 3 + ((n * 2) % 4);
  const houseWidth = width / houses;
  const base = height * (0.72 + (n % 3) * 0.04);
  const roofs = Array.from({ length: houses }, (_, i) => {
    const x = i * houseWidth;
    const peak = base - houseWidth * (0.35 + ((i + n) % 3) * 0.08);
    const sky = houseWidth * 0.16;
    return `<path d="M${x} ${base}L${x + houseWidth / 2} ${peak}L${x + houseWidth} ${base}Z" fill="${roof}"/>`
      + `<rect x="${x + houseWidth / 2 - sky / 2}" y="${(peak + base) / 2}" width="${sky}" height="${sky * 1.2}" rx="${sky * 0.12}" fill="${window}"/>`;
  }).join('');
  const sunX = width * (0.15 + ((n * 0.13) % 0.7));
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyFrom}"/><stop offset="1" stop-color="${skyTo}"/></linearGradient></defs>`
    + `<rect width="${width}" height="${height}" fill="url(#sky)"/>`
    + `<circle cx="${sunX}" cy="${height * 0.28}" r="${Math.min(width, height) * 0.11}" fill="${sun}" fill-opacity="0.85"/>`
    + roofs
    + `<rect y="${base}" width="${width}" height="${height - base}" fill="${roof}"/>`;
}

/** Service icons: 24×24 strokes. */
const ICON_PATHS: Readonly<Record<string, string>> = {
  roof: 'M2 13 12 4l10 9M5 11v9h14v-9',
  window: 'M4 3h16v18H4zM12 3v18M4 12h16',
  skylight: 'M3 17 12 6l9 11M8 12.5l4-5 4 5v3H8z',
  gutter: 'M3 6h18v4a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM17 13v8',
  insulation: 'M3 8c3-3 6 3 9 0s6 3 9 0M3 13c3-3 6 3 9 0s6 3 9 0M3 18c3-3 6 3 9 0s6 3 9 0',
  chimney: 'M2 14 12 6l10 8M15 8V3h3v7.5',
  repair: 'M14 4a4 4 0 0 0 5 5l-9.5 9.5a2 2 0 0 1-3-3z',
  measure: 'M3 16 16 3l5 5L8 21zM7 12l2 2M10 9l2 2M13 6l2 2',
};
export const SERVICE_ICONS = Object.keys(ICON_PATHS);

function icon(name: string): string {
  return `<rect width="24" height="24" rx="5" fill="${BRAND.soft}"/>`
    + `<path d="${ICON_PATHS[name] ?? ''}" fill="none" stroke="${BRAND.blue}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** The brand's mark (as public/brand/favicon.svg) at the origin, 48 units square. */
const MARK = `<rect width="48" height="48" rx="12" fill="${BRAND.blue}"/><path d="M8.5 25 24 11.5 39.5 25" fill="none" stroke="${BRAND.accent}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`
  + '<g fill="#fff"><rect x="15" y="25" width="8" height="7" rx="1.5"/><rect x="25" y="25" width="8" height="7" rx="1.5"/><rect x="15" y="34" width="8" height="7" rx="1.5"/><rect x="25" y="34" width="8" height="7" rx="1.5"/></g>';

/** "Certified installer" in the demo regions' languages, for the recommended logo. */
const CERTIFIED: Readonly<Record<string, string>> = { pl: 'Certyfikowany instalator', cz: 'Certifikovaný montážník', sk: 'Certifikovaný montážnik' };
export const RECOMMENDED_LOGO_REGIONS = Object.keys(CERTIFIED);

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function logo(caption: string | null): string {
  const words = `<text x="58" y="${caption ? 26 : 33}" font-family="sans-serif" font-weight="800" font-size="20" fill="${BRAND.deep}">Installer Club</text>`;
  const line = caption ? `<text x="58" y="42" font-family="sans-serif" font-weight="600" font-size="11" fill="${BRAND.accent}">${escapeXml(caption)}</text>` : '';
  return MARK + words + line;
}

/**
 * A picture fills whatever box shows it, cropped, never with bands (`slice`): browsers fit an SVG
 * drawn by <image> as its own root says, whatever the <image>'s preserveAspectRatio asks (the
 * preview's covers showed white bands). Marks and icons keep the default, whole.
 */
const svg = (width: number, height: number, body: string, fill: 'picture' | 'mark' = 'mark') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${fill === 'picture' ? ' preserveAspectRatio="xMidYMid slice"' : ''}>${body}</svg>`;

/** The SVG of an artwork id, or null for an id that names none. */
export function artworkSvg(id: string): string | null {
  const cover = /^cover-([a-z_]+)-(\d)$/.exec(id);
  if (cover) {
    const type = MATERIAL_TYPES.find((name) => name === cover[1]);
    const n = Number(cover[2]);
    if (!type || n < 1 || n > IMAGE_CHOICES[type]) return null;
    const { width, height } = MATERIAL_SIZES_MM[type];
    return svg(width * 4, height * 4, scene(n, width * 4, height * 4), 'picture');
  }
  const content = /^content-([1-4])$/.exec(id);
  if (content) return svg(400, 300, scene(Number(content[1]) + 2, 400, 300), 'picture');
  const service = /^icon-([a-z]+)$/.exec(id);
  if (service?.[1] && Object.hasOwn(ICON_PATHS, service[1])) return svg(24, 24, icon(service[1]));
  if (id === 'logo-default') return svg(220, 48, logo(null));
  const recommended = /^logo-recommended-([a-z]{2})$/.exec(id);
  if (recommended?.[1] && Object.hasOwn(CERTIFIED, recommended[1])) return svg(220, 48, logo(CERTIFIED[recommended[1]] ?? null));
  return null;
}

export const artwork = (id: string): Artwork => ({ id, url: artworkUrl(id) });
