import { describe, expect, it } from 'vitest';
import { takesPartInClubCard } from '../../src/contract/club-card';

describe('club-card programme', () => {
  it('counts a company in only with card flag 1 (the header link and the page follow it)', () => {
    expect(takesPartInClubCard({ has_edenred_card: 1 })).toBe(true);
    expect(takesPartInClubCard({ has_edenred_card: 0 })).toBe(false);
  });
});
