/**
 * Avatars (SPEC §5 Avatar, issue 14 §2). An upload is trusted for nothing it says about itself:
 * - the type is decided by the content: a PNG or JPEG signature, then a structure walk that must
 *   end where the image ends (a file with anything after its end, the usual polyglot, is refused),
 *   and no markup or script anywhere in it;
 * - at most AVATAR_MAX_BYTES (413 above);
 * - decoded and re-encoded by sharp into a square of AVATAR_SIZE pixels, which drops every
 *   metadata block (EXIF, GPS, comments, ICC) and anything the decoder did not turn into pixels;
 * - stored in the database (every instance serves it) under a new random id, and served from our
 *   origin with its Content-Type, nosniff and as an attachment, so a browser never renders it as
 *   anything but an image.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '../../contract/profile';
import { avatars, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiFailure, invalid, notFound } from '../http/errors';
import type { Account } from './accounts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type ImageType = 'image/png' | 'image/jpeg';

/** Pixels of the stored square; the portal shows avatars at up to 128 CSS pixels, twice for dense screens. */
export const AVATAR_SIZE = 256;
/** Larger images are refused before decoding (a small file can unpack into a huge bitmap). */
const MAX_INPUT_PIXELS = 40_000_000;
/** The address an avatar is served from. */
export const AVATAR_PATH = '/api/v1/avatars/';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Where a PNG ends: after its IEND chunk; null when the chunk structure is broken. */
function pngEnd(bytes: Buffer): number | null {
  let offset = PNG_SIGNATURE.length;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const next = offset + 12 + length;
    if (next > bytes.length) return null;
    if (type === 'IEND') return next;
    offset = next;
  }
  return null;
}

const isRestartOrStuffing = (marker: number) => marker === 0x00 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * Where a JPEG ends: after the EOI marker that closes its last scan; null when the marker structure
 * is broken. Segments are skipped by their length; entropy-coded data after a scan is read up to
 * the next marker (0xFF followed by anything but a stuffed zero or a restart marker).
 */
function jpegEnd(bytes: Buffer): number | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return offset + 2;
    const length = bytes.readUInt16BE(offset + 2);
    offset += 2 + length;
    if (marker !== 0xda) continue;
    // Entropy-coded data of the scan, up to the next real marker.
    while (offset + 1 < bytes.length && !(bytes[offset] === 0xff && !isRestartOrStuffing(bytes[offset + 1] ?? 0))) offset += 1;
  }
  return offset + 2 === bytes.length && bytes[offset] === 0xff && bytes[offset + 1] === 0xd9 ? bytes.length : null;
}

/** Markup or script in an image means it was made to be read as something else too. */
const FOREIGN_CONTENT = /<(?:script|html|svg|body|iframe|\?php)|javascript:/i;

/** The image type the content is, or null: the name and the declared type of the upload do not count. */
export function sniffImage(bytes: Buffer): ImageType | null {
  let type: ImageType;
  let end: number | null;
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    type = 'image/png';
    end = pngEnd(bytes);
  } else if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    type = 'image/jpeg';
    end = jpegEnd(bytes);
  } else {
    return null;
  }
  if (end === null || end !== bytes.length) return null;
  return FOREIGN_CONTENT.test(bytes.toString('latin1')) ? null : type;
}

const notAnImage = () => invalid({ file: [AVATAR_MESSAGES.notAnImage] });

/** Decodes and re-encodes the picture as a square; anything sharp cannot decode is not an image. */
async function reencode(bytes: Buffer, type: ImageType): Promise<Buffer> {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // EXIF orientation into the pixels, before the metadata goes
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' });
    return await (type === 'image/png' ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 85, mozjpeg: true })).toBuffer();
  } catch {
    throw notAnImage();
  }
}

const Uuid = v.pipe(v.string(), v.uuid());

function ownUser(caller: Account, uuid: string): void {
  // Somebody else's record, like an unknown one, answers 404.
  if (!v.is(Uuid, uuid) || uuid !== caller.user.uuid) throw notFound();
}

/** POST /v1/company/user/{uuid}/avatar: answers the avatar's new address. */
export async function uploadAvatar({ db, clock }: Deps, caller: Account, uuid: string, file: File | undefined): Promise<string> {
  ownUser(caller, uuid);
  if (!file) throw invalid({ file: [AVATAR_MESSAGES.missing] });
  if (file.size > AVATAR_MAX_BYTES) throw new ApiFailure(413, AVATAR_MESSAGES.tooLarge);
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = sniffImage(bytes);
  if (!type) throw notAnImage();
  const encoded = await reencode(bytes, type);
  const id = randomUUID();
  const address = `${AVATAR_PATH}${id}`;
  await db.transaction(async (tx) => {
    await tx.insert(avatars).values({ id, userId: caller.user.id, contentType: type, bytes: encoded, createdAt: clock.now() });
    await tx.delete(avatars).where(and(eq(avatars.userId, caller.user.id), ne(avatars.id, id)));
    await tx.update(users).set({ avatar: address, updatedAt: clock.now() }).where(eq(users.id, caller.user.id));
  });
  return address;
}

/** DELETE /v1/company/user/{uuid}/avatar */
export async function deleteAvatar({ db, clock }: Deps, caller: Account, uuid: string): Promise<void> {
  ownUser(caller, uuid);
  await db.transaction(async (tx) => {
    await tx.delete(avatars).where(eq(avatars.userId, caller.user.id));
    await tx.update(users).set({ avatar: null, updatedAt: clock.now() }).where(eq(users.id, caller.user.id));
  });
}

/** GET /v1/avatars/{id}: the stored image, or null. */
export async function readAvatar({ db }: Pick<AppDeps, 'db'>, id: string): Promise<{ contentType: ImageType; bytes: Buffer } | null> {
  if (!v.is(Uuid, id)) return null;
  const [row] = await db.select({ contentType: avatars.contentType, bytes: avatars.bytes }).from(avatars).where(eq(avatars.id, id));
  return row ?? null;
}
