/**
 * A ZIP logo package judged by its central directory alone (SPEC §5 Logo "zip", issue 26 §1
 * "a ZIP bomb ... refused"; docs/decisions.md "A ZIP logo is read, never unpacked"). The server
 * keeps the archive as uploaded and never extracts it; the print shop does. So nothing here
 * inflates a byte: the end record, the central directory and each member's local header are read,
 * and the archive is refused when what it declares is a bomb, or when it hides something (another
 * archive, a name that leaves the folder it is unpacked into, bytes no member accounts for, members
 * that overlap, encryption), or when the directory is missing or disagrees with the members.
 */

/** Why an archive is refused: a bomb (too much unpacked) or a package that is damaged or hides something. */
export type ZipProblem =
  | 'unpacked-total' | 'ratio' | 'entries'
  | 'nested-archive' | 'unsafe-name' | 'encrypted' | 'directory';

/** The bomb reasons; the others say the archive is damaged or hides something. */
export const ZIP_BOMB_PROBLEMS: readonly ZipProblem[] = ['unpacked-total', 'ratio', 'entries'];

/**
 * What the print shop's unzip would write, at most: 100 MB, ten times the upload limit. A logo
 * package holds a few vector and raster files; ten 10 MB TIFF or PSD files fit, a bomb does not.
 */
export const ZIP_MAX_UNPACKED_BYTES = 100_000_000;
/**
 * The most a member may declare it grows when unpacked: 100 to 1. Deflate brings photos and
 * layered files to barely below 1:1 and text or vector files to about 10:1; a run of zeros (the
 * classic bomb) reaches about 1000:1. Members under ZIP_RATIO_FLOOR_BYTES are not measured: a
 * tiny or empty file may have any ratio and unpacks to nothing that matters.
 */
export const ZIP_MAX_RATIO = 100;
export const ZIP_RATIO_FLOOR_BYTES = 1_000_000;
/** Members (files and folders): 1000. A logo package has a handful; this also bounds the directory's reading. */
export const ZIP_MAX_ENTRIES = 1000;
/**
 * Names of archives inside the archive (an unpacked archive inside would defeat every bound
 * above). A stored (uncompressed) member is also looked at by its first bytes; a deflated one only
 * by its name, since nothing is inflated.
 */
const ARCHIVE_NAME = /\.(zip|zipx|rar|7z|tar|gz|tgz|bz2|tbz2?|xz|txz|zst|lz|lzma|lz4|z|cab|arj|jar|war|apk|iso|dmg)$/i;
const ARCHIVE_MAGIC = [
  Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1'), Buffer.from('Rar!', 'latin1'),
  Buffer.from([0x37, 0x7a, 0xbc, 0xaf]), Buffer.from([0x1f, 0x8b]), Buffer.from('BZh', 'latin1'), Buffer.from([0xfd, 0x37, 0x7a, 0x58]),
];

const SIGNATURE = { local: 0x04034b50, central: 0x02014b50, end: 0x06054b50, descriptor: 0x08074b50 } as const;
const END_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
/** A ZIP64 field's placeholder: sizes a logo package never needs (the upload is at most 10 MB). */
const ZIP64 = 0xffffffff;

/** A name the unpacker would write outside its folder: absolute, a drive, or a ".." step; or with a NUL. */
function unsafeName(name: string): boolean {
  if (name.length === 0 || name.includes('\0')) return true;
  if (/^[/\\]/.test(name) || /^[A-Za-z]:/.test(name)) return true;
  return name.split(/[/\\]/).some((part) => part === '..');
}

function findEnd(bytes: Buffer): number {
  // The end record sits in the last 22 bytes plus at most a 65,535-byte comment.
  const lowest = Math.max(0, bytes.length - END_SIZE - 0xffff);
  for (let at = bytes.length - END_SIZE; at >= lowest; at--) {
    if (bytes.readUInt32LE(at) === SIGNATURE.end && at + END_SIZE + bytes.readUInt16LE(at + 20) === bytes.length) return at;
  }
  return -1;
}

interface Member { offset: number; end: number }

/** Null when the archive may be kept; else the first reason it is refused. Reads, never inflates. */
export function zipProblem(bytes: Buffer): ZipProblem | null {
  if (bytes.length < END_SIZE) return 'directory';
  const end = findEnd(bytes);
  if (end < 0) return 'directory';
  const [disk, directoryDisk, onDisk, total] = [4, 6, 8, 10].map((at) => bytes.readUInt16LE(end + at)) as [number, number, number, number];
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryAt = bytes.readUInt32LE(end + 16);
  if (disk !== 0 || directoryDisk !== 0 || onDisk !== total || total === 0) return 'directory';
  if (total > ZIP_MAX_ENTRIES) return 'entries';
  if (directoryAt + directorySize !== end) return 'directory';

  const members: Member[] = [];
  let unpacked = 0;
  let at = directoryAt;
  for (let n = 0; n < total; n++) {
    if (at + CENTRAL_SIZE > end || bytes.readUInt32LE(at) !== SIGNATURE.central) return 'directory';
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const packed = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const [nameLength, extraLength, commentLength] = [28, 30, 32].map((field) => bytes.readUInt16LE(at + field)) as [number, number, number];
    const localAt = bytes.readUInt32LE(at + 42);
    const nameEnd = at + CENTRAL_SIZE + nameLength;
    if (nameEnd + extraLength + commentLength > end) return 'directory';
    if (packed === ZIP64 || size === ZIP64 || localAt === ZIP64) return 'directory';
    const name = bytes.toString(flags & 0x800 ? 'utf8' : 'latin1', at + CENTRAL_SIZE, nameEnd);
    if (flags & 0x1) return 'encrypted';
    if (unsafeName(name)) return 'unsafe-name';
    if (ARCHIVE_NAME.test(name)) return 'nested-archive';

    unpacked += size;
    if (unpacked > ZIP_MAX_UNPACKED_BYTES) return 'unpacked-total';
    if (size > ZIP_RATIO_FLOOR_BYTES && size > packed * ZIP_MAX_RATIO) return 'ratio';
    if (method === 0 && packed !== size) return 'directory';

    // The member's local header must agree with the directory: same place, same name.
    if (localAt + LOCAL_SIZE > directoryAt || bytes.readUInt32LE(localAt) !== SIGNATURE.local) return 'directory';
    const localNameLength = bytes.readUInt16LE(localAt + 26);
    const localExtraLength = bytes.readUInt16LE(localAt + 28);
    const dataAt = localAt + LOCAL_SIZE + localNameLength + localExtraLength;
    if (localNameLength !== nameLength || !bytes.subarray(localAt + LOCAL_SIZE, localAt + LOCAL_SIZE + nameLength).equals(bytes.subarray(at + CENTRAL_SIZE, nameEnd))) {
      return 'directory';
    }
    let dataEnd = dataAt + packed;
    if (dataEnd > directoryAt) return 'directory';
    if (method === 0 && ARCHIVE_MAGIC.some((magic) => packed >= magic.length && bytes.subarray(dataAt, dataAt + magic.length).equals(magic))) {
      return 'nested-archive';
    }
    if (flags & 0x8) {
      // A data descriptor follows the data: crc, sizes, with or without its signature.
      dataEnd += dataEnd + 4 <= directoryAt && bytes.readUInt32LE(dataEnd) === SIGNATURE.descriptor ? 16 : 12;
      if (dataEnd > directoryAt) return 'directory';
    }
    members.push({ offset: localAt, end: dataEnd });
    at = nameEnd + extraLength + commentLength;
  }
  if (at !== end) return 'directory';

  // The members follow one another from the first byte to the directory: none overlaps another
  // (the overlapping bomb) and no bytes lie between them that no member accounts for.
  members.sort((a, b) => a.offset - b.offset);
  let next = 0;
  for (const member of members) {
    if (member.offset !== next) return 'directory';
    next = member.end;
  }
  return next === directoryAt ? null : 'directory';
}
