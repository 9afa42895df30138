/**
 * Product pictures, made by the project: a product's `image` ("hue|label") becomes a coloured
 * card with its label, rendered by sharp to WebP in three sizes the first time it is asked for
 * and kept in memory afterwards. Addresses carry a hash of the picture (imageUrl), so answers are
 * cached for a year and never go stale.
 */
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { shopProducts } from '../db/schema';
import { IMAGE_SIZES, type ImageSize } from './shop-catalogue';

const MAX_CACHED = 600;
const rendered = new Map<string, Promise<Buffer>>();

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function pictureSvg(image: string, size: number): string {
  const [hueText = '0', label = ''] = image.split('|');
  const hue = Number(hueText) % 360;
  const fontSize = Math.round(size / Math.max(4.5, label.length * 0.75));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},62%,52%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},58%,34%)"/>
  </linearGradient></defs>
  <rect width="${size}" height="${size}" fill="url(#g)"/>
  <circle cx="${size * 0.82}" cy="${size * 0.18}" r="${size * 0.3}" fill="white" fill-opacity="0.12"/>
  <rect x="${size * 0.12}" y="${size * 0.3}" width="${size * 0.76}" height="${size * 0.4}" rx="${size * 0.05}" fill="white" fill-opacity="0.16"/>
  <text x="50%" y="52%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-weight="700"
    font-size="${fontSize}" fill="white">${escapeXml(label)}</text>
</svg>`;
}

function render(image: string, size: ImageSize): Promise<Buffer> {
  const key = `${image}/${size}`;
  let picture = rendered.get(key);
  if (!picture) {
    if (rendered.size >= MAX_CACHED) rendered.delete(rendered.keys().next().value as string);
    picture = sharp(Buffer.from(pictureSvg(image, IMAGE_SIZES[size]))).webp({ quality: 82 }).toBuffer();
    // A failed render is not remembered: the next request tries again.
    picture.catch(() => rendered.delete(key));
    rendered.set(key, picture);
  }
  return picture;
}

const Uuid = v.pipe(v.string(), v.uuid());
export const isImageSize = (size: string): size is ImageSize => Object.hasOwn(IMAGE_SIZES, size);

/** The WebP picture of a product in a size; null when there is no such product. */
export async function productPicture(db: Database, uuid: string, size: ImageSize): Promise<Buffer | null> {
  if (!v.is(Uuid, uuid)) return null;
  const [product] = await db.select({ image: shopProducts.image }).from(shopProducts).where(and(eq(shopProducts.uuid, uuid)));
  return product ? render(product.image, size) : null;
}
