/**
 * ZIP archives written byte by byte, as a zip tool writes them (local header, data, central
 * directory, end record), with the knobs the refusals need: a declared size that is not the
 * real one, a flag, a stored member, a name.
 */
import { deflateRawSync } from 'node:zlib';

export interface ZipMember {
  name: string;
  content: Buffer;
  /** 0 stored, 8 deflated (the default). */
  method?: 0 | 8;
  /** The unpacked size the headers declare, when not the content's. */
  declaredSize?: number;
  flags?: number;
}

export interface ZipParts {
  members: Buffer[];
  directory: Buffer[];
  end: Buffer;
}

/** The archive's parts, to be put together (or tampered with) by the caller. */
export function zipParts(entries: ZipMember[]): ZipParts {
  const members: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const method = entry.method ?? 8;
    const data = method === 8 ? deflateRawSync(entry.content, { level: 9 }) : entry.content;
    const size = entry.declaredSize ?? entry.content.length;
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.flags ?? 0, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.flags ?? 0, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    const member = Buffer.concat([local, name, data]);
    members.push(member);
    directory.push(Buffer.concat([central, name]));
    offset += member.length;
  }
  const directorySize = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return { members, directory, end };
}

export const joinZip = ({ members, directory, end }: ZipParts): Buffer => Buffer.concat([...members, ...directory, end]);

/** A whole archive of these members. */
export const zipOf = (...entries: ZipMember[]): Buffer => joinZip(zipParts(entries));
