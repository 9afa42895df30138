/**
 * Address allowlists written as CIDR blocks ("10.0.0.0/8, 2001:db8::/32"): STAFF_ALLOWED_NETWORKS
 * (issue 27) refuses staff sign-in from anywhere else.
 */
import { BlockList, isIP } from 'node:net';

/** Parses a comma-separated CIDR list; throws naming the first entry that is not one. */
export function parseNetworks(list: string): string[] {
  const entries = list.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix = '', extra] = entry.split('/');
    const family = isIP(address);
    const bits = Number(prefix);
    const max = family === 6 ? 128 : 32;
    if (extra !== undefined || family === 0 || !/^\d+$/.test(prefix) || bits > max) {
      throw new Error(`STAFF_ALLOWED_NETWORKS: "${entry}" is not a CIDR block (like 10.0.0.0/8)`);
    }
  }
  return entries;
}

/** A test of client addresses against the blocks; IPv4 addresses written as IPv6 (::ffff:a.b.c.d) count as IPv4. */
export function networkAllowlist(blocks: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const block of blocks) {
    const [address = '', prefix = ''] = block.split('/');
    list.addSubnet(address, Number(prefix), isIP(address) === 6 ? 'ipv6' : 'ipv4');
  }
  return (address) => {
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}
