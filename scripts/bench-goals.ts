/**
 * Issue 24's goals, as `npm run bench` checks them (scripts/bench.ts): each names a route and its
 * connections, and what its median of the run must reach. Measured on PostgreSQL; the shares are
 * of hello-world measured in the same run.
 */

export interface Goal {
  route: string;
  connections: number;
  /** Requests a second as a share of hello-world's, at least. */
  minShareOfHello?: number;
  minRequestsPerSecond?: number;
  maxP99Ms?: number;
}

const READS = ['notifications', 'user-self', 'company-points', 'projects'];

export const GOALS: Goal[] = [
  { route: 'shop-products', connections: 50, minShareOfHello: 0.05, maxP99Ms: 60 },
  { route: 'order-placement', connections: 10, minRequestsPerSecond: 300, maxP99Ms: 100 },
  { route: 'scans', connections: 20, minRequestsPerSecond: 300, maxP99Ms: 100 },
  ...READS.map((route) => ({ route, connections: 50, minShareOfHello: 0.1 })),
  ...READS.map((route) => ({ route, connections: 10, maxP99Ms: 20 })),
];

export interface Measured {
  route: string;
  connections: number;
  requestsPerSecond: number;
  p99: number;
  ratio: number;
}

/** "met" or "missed", with what was asked and what was measured. */
export function goalVerdict(goal: Goal, measured: Measured): string {
  const checks: { met: boolean; text: string }[] = [];
  if (goal.minShareOfHello !== undefined) {
    checks.push({ met: measured.ratio >= goal.minShareOfHello, text: `${(measured.ratio * 100).toFixed(1)} % of hello-world (≥ ${goal.minShareOfHello * 100} %)` });
  }
  if (goal.minRequestsPerSecond !== undefined) {
    checks.push({ met: measured.requestsPerSecond >= goal.minRequestsPerSecond, text: `${measured.requestsPerSecond.toFixed(0)} req/s (≥ ${goal.minRequestsPerSecond})` });
  }
  if (goal.maxP99Ms !== undefined) checks.push({ met: measured.p99 <= goal.maxP99Ms, text: `p99 ${measured.p99} ms (≤ ${goal.maxP99Ms})` });
  const met = checks.every((check) => check.met);
  return `${met ? 'met   ' : 'MISSED'}  ${goal.route} at ${goal.connections} connections: ${checks.map((check) => check.text).join(', ')}`;
}
