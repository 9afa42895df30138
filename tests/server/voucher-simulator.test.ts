/**
 * The voucher simulator (docs/server.md "Fulfilment"): a code, an expiry a year after the order and
 * a password, derived from the order under the server secret, so issuing twice gives the same
 * voucher and two orders never share one. No server: the simulator is a function of the order.
 */
import { describe, expect, it } from 'vitest';
import { voucherSimulator } from '../../src/server/domain/order-status';

/** Three groups of four, in letters and digits no one misreads (no 0/O, no 1/I). */
const CODE = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;
const PASSWORD = /^\d{4}$/;

const order = (index: number, createdAt = new Date('2026-03-01T10:00:00Z')) => ({
  uuid: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  number: `PL-${100001 + index}`,
  points: 200,
  createdAt,
});

describe('the voucher simulator', () => {
  const simulator = voucherSimulator('a test secret');

  it('issues a code of three groups and a four-digit password, for every order (leading zeros kept)', async () => {
    const vouchers = await Promise.all(Array.from({ length: 200 }, (_, index) => simulator.issue(order(index))));
    for (const voucher of vouchers) {
      expect(voucher.number).toMatch(CODE);
      expect(voucher.password).toMatch(PASSWORD);
    }
    // The sample holds passwords below 1000, so the leading zeros above were checked.
    expect(vouchers.some((voucher) => voucher.password?.startsWith('0'))).toBe(true);
  });

  it('gives every order a voucher of its own, and the same order the same voucher again', async () => {
    const vouchers = await Promise.all(Array.from({ length: 200 }, (_, index) => simulator.issue(order(index))));
    expect(new Set(vouchers.map((voucher) => voucher.number)).size).toBe(200);
    expect(await simulator.issue(order(7))).toEqual(vouchers[7]);
  });

  it('depends on the server secret', async () => {
    const other = await voucherSimulator('another secret').issue(order(7));
    expect(other.number).not.toBe((await simulator.issue(order(7))).number);
  });

  it('expires a year (365 days) after the order was placed', async () => {
    expect((await simulator.issue(order(1))).expiresAt).toBe('2027-03-01T10:00:00.000Z');
    expect((await simulator.issue(order(2, new Date('2027-12-31T23:30:00Z')))).expiresAt).toBe('2028-12-30T23:30:00.000Z');
  });
});
