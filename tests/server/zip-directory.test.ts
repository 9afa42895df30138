/**
 * A ZIP logo package judged by its central directory (SPEC §5 Logo "zip"; docs/decisions.md "A
 * ZIP logo is read, never unpacked"): a plain package is kept, each refusal alone with its reason.
 * The limits are the ones written there: 100 MB unpacked, 100:1 a member (above 1 MB), 1000 members.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { zipProblem } from '../../src/server/domain/zip-directory';
import { joinZip, zipOf, zipParts } from './zip-fixtures';

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 90"><rect width="240" height="90" fill="#0b4a8b"/></svg>');
const png = () => sharp({ create: { width: 240, height: 90, channels: 3, background: '#0b4a8b' } }).png().toBuffer();

describe('a ZIP logo package', () => {
  it('is kept when it holds the logo files plainly: deflated, stored, in a folder, with a data descriptor', async () => {
    const logo = await png();
    expect(zipProblem(zipOf({ name: 'logo.png', content: logo }))).toBeNull();
    expect(zipProblem(zipOf({ name: 'Logo Dachy/', content: Buffer.alloc(0), method: 0 }, { name: 'Logo Dachy/logo.svg', content: SVG },
      { name: 'Logo Dachy/logo.png', content: logo, method: 0 }))).toBeNull();
    // A member of 2 MB of random bytes packs to about 1:1, a small run of zeros to far beyond 100:1: both plain.
    expect(zipProblem(zipOf({ name: 'photo.tif', content: randomBytes(2_000_000) }, { name: 'empty.txt', content: Buffer.alloc(900_000) }))).toBeNull();
    const described = zipParts([{ name: 'logo.svg', content: SVG, flags: 0x8 }]);
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    described.members[0] = Buffer.concat([described.members[0] as Buffer, descriptor]);
    described.end.writeUInt32LE(described.end.readUInt32LE(16) + 16, 16);
    expect(zipProblem(joinZip(described))).toBeNull();
  });

  const refusals: [string, () => Buffer | Promise<Buffer>, string][] = [
    ['a bomb: 50 MB of zeros packed into a few kB', () => zipOf({ name: 'logo.png', content: Buffer.alloc(50_000_000) }), 'ratio'],
    ['more than 100 MB unpacked, declared by two members', () => zipOf(
      { name: 'a.tif', content: randomBytes(1_000_000), declaredSize: 60_000_000 }, { name: 'b.tif', content: randomBytes(1_000_000), declaredSize: 60_000_000 },
    ), 'unpacked-total'],
    ['1001 members', () => zipOf(...Array.from({ length: 1001 }, (_, n) => ({ name: `f${n}.svg`, content: SVG }))), 'entries'],
    ['another archive by its name', () => zipOf({ name: 'logo.svg', content: SVG }, { name: 'more/inner.zip', content: zipOf({ name: 'a.svg', content: SVG }) }), 'nested-archive'],
    ['another archive stored under an image name', () => zipOf({ name: 'logo.png', content: zipOf({ name: 'a.svg', content: SVG }), method: 0 }), 'nested-archive'],
    ['a gzip stored under an image name', () => zipOf({ name: 'logo.png', content: Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0]), method: 0 }), 'nested-archive'],
    ['a name climbing out with ..', () => zipOf({ name: '../../etc/cron.d/logo', content: SVG }), 'unsafe-name'],
    ['a name climbing out in the middle', () => zipOf({ name: 'logo/../../x.svg', content: SVG }), 'unsafe-name'],
    ['a Windows name climbing out', () => zipOf({ name: 'logo\\..\\..\\x.svg', content: SVG }), 'unsafe-name'],
    ['an absolute name', () => zipOf({ name: '/etc/passwd', content: SVG }), 'unsafe-name'],
    ['a drive name', () => zipOf({ name: 'C:\\Windows\\logo.svg', content: SVG }), 'unsafe-name'],
    ['an encrypted member', () => zipOf({ name: 'logo.svg', content: SVG, flags: 0x1 }), 'encrypted'],
    ['no central directory (cut before it)', () => {
      const parts = zipParts([{ name: 'logo.svg', content: SVG }]);
      return Buffer.concat(parts.members);
    }, 'directory'],
    ['a directory naming fewer members than it holds', () => {
      const parts = zipParts([{ name: 'logo.svg', content: SVG }, { name: 'logo2.svg', content: SVG }]);
      parts.end.writeUInt16LE(1, 8);
      parts.end.writeUInt16LE(1, 10);
      return joinZip(parts);
    }, 'directory'],
    ['a directory pointing a member to the wrong place', () => {
      const parts = zipParts([{ name: 'logo.svg', content: SVG }, { name: 'logo2.svg', content: SVG }]);
      (parts.directory[1] as Buffer).writeUInt32LE(7, 42);
      return joinZip(parts);
    }, 'directory'],
    ['a local name other than the directory says', () => {
      const parts = zipParts([{ name: 'logo.svg', content: SVG }]);
      (parts.members[0] as Buffer).write('x', 30);
      return joinZip(parts);
    }, 'directory'],
    ['bytes hidden between members', () => {
      const parts = zipParts([{ name: 'logo.svg', content: SVG }]);
      const hidden = Buffer.from('<script>alert(1)</script>');
      parts.members.push(hidden);
      parts.end.writeUInt32LE(parts.end.readUInt32LE(16) + hidden.length, 16);
      return joinZip(parts);
    }, 'directory'],
    ['two members sharing their data (the overlapping bomb)', () => {
      const parts = zipParts([{ name: 'a.svg', content: SVG }, { name: 'b.svg', content: SVG }]);
      const second = parts.directory[1] as Buffer;
      const withFirstName = Buffer.concat([second.subarray(0, 46), Buffer.from('a.svg')]);
      second.writeUInt32LE(0, 42);
      parts.directory[1] = withFirstName;
      withFirstName.writeUInt32LE(0, 42);
      return joinZip(parts);
    }, 'directory'],
    ['a ZIP64 size', () => zipOf({ name: 'logo.svg', content: SVG, declaredSize: 0xffffffff }), 'directory'],
    ['an end record only', () => zipParts([]).end, 'directory'],
  ];

  for (const [what, archive, reason] of refusals) {
    it(`is refused for ${what}, as ${reason}`, async () => {
      expect(zipProblem(await archive())).toBe(reason);
    });
  }
});
