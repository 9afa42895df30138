import { describe, expect, it } from 'vitest';
import { isOpenTopUp, takesPartInClubCard } from '../../src/contract/club-card';

describe('club-card programme', () => {
  it('counts a company in only with card flag 1 (the header link and the page follow it)', () => {
    expect(takesPartInClubCard({ has_edenred_card: 1 })).toBe(true);
    expect(takesPartInClubCard({ has_edenred_card: 0 })).toBe(false);
  });

  it('follows a top-up while it is SUBMITTED or PENDING, not once it has its outcome (SPEC §4 statuses, docs/decisions.md)', () => {
    const open = { SUBMITTED: true, PENDING: true, SUCCEEDED: false, REFUSED: false, REJECTED: false } as const;
    for (const [status, followed] of Object.entries(open)) expect(`${status}: ${isOpenTopUp(status as keyof typeof open)}`).toBe(`${status}: ${followed}`);
  });
});
