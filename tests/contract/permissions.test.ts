/**
 * can(role, action) and isWriteAction(action) against SPEC §6 and the decisions where it is silent
 * (the comment at the top of src/contract/permissions.ts, README "Who may order", docs/server.md
 * "Who may call what"): the company's money and identity (registration numbers, type, terms,
 * survey, orders, club card, team) belong to the owners; everyone in the company earns points
 * (projects, scans), reads the company's figures and talks to support. Written here as a grid,
 * apart from the table under test.
 */
import { describe, expect, it } from 'vitest';
import { ACTIONS, can, isWriteAction, type Action } from '../../src/contract/permissions';

const Y = true;
const N = false;
/** Writes or sends: an emulated session may not. */
const W = 'write';
const R = 'read';

/** SPEC §4 role ids, in the grid's column order. */
const ROLE_COLUMNS = [3, 4, 7, 8] as const;

//                                owner installer decor-owner decor-staff  kind
const GRID: Record<string, [boolean, boolean, boolean, boolean, 'read' | 'write']> = {
  // SPEC §6 "Users edit own profile, avatar, company data" (own user record; the company's is the owners').
  'profile.edit':           [Y,    Y,        Y,          Y,           W],
  'company.read':           [Y,    Y,        Y,          Y,           R],
  'company.edit':           [Y,    N,        Y,          N,           W],
  'notifications.read':     [Y,    Y,        Y,          Y,           R],
  // SPEC §4 "opening sets mark to read": marking is a write.
  'notifications.mark':     [Y,    Y,        Y,          Y,           W],
  'projects.read':          [Y,    Y,        Y,          Y,           R],
  'projects.manage':        [Y,    Y,        Y,          Y,           W],
  'shop.browse':            [Y,    Y,        Y,          Y,           R],
  'orders.place':           [Y,    N,        Y,          N,           W],
  'orders.placement.read':  [Y,    N,        Y,          N,           R],
  'orders.read':            [Y,    Y,        Y,          Y,           R],
  // The club card's account and top-ups are a company figure; registering the card is the owners'.
  'card.read':              [Y,    Y,        Y,          Y,           R],
  'card.register':          [Y,    N,        Y,          N,           W],
  // Issue 26: a material's configuration and logo are the first steps of an order, so the owners'.
  'materials.configure':    [Y,    N,        Y,          N,           W],
  // SPEC §6 "Company points tile and tier blocks only for owner roles; tiers hidden for decor owners".
  'company.tiles.read':     [Y,    N,        Y,          N,           R],
  'tiers.read':             [Y,    N,        N,          N,           R],
  'team.read':              [Y,    Y,        Y,          Y,           R],
  'team.member.read':       [Y,    N,        Y,          N,           R],
  // Adding, editing, deleting, and sending the invitation again (an SMS or e-mail).
  'team.manage':            [Y,    N,        Y,          N,           W],
  'support.read':           [Y,    Y,        Y,          Y,           R],
  'support.write':          [Y,    Y,        Y,          Y,           W],
};

describe('the permission table (SPEC §6)', () => {
  it('has a row in this grid for every action, and no other', () => {
    expect([...ACTIONS].sort()).toEqual(Object.keys(GRID).sort());
  });

  describe.each(Object.entries(GRID))('%s', (action, [owner, installer, decorOwner, decorStaff, kind]) => {
    it(`is allowed to roles ${ROLE_COLUMNS.filter((_, i) => [owner, installer, decorOwner, decorStaff][i]).join(', ')} and is a ${kind}`, () => {
      const allowed = ROLE_COLUMNS.map((role) => can(role, action as Action));
      expect(allowed).toEqual([owner, installer, decorOwner, decorStaff]);
      expect(isWriteAction(action as Action)).toBe(kind === W);
    });

    it('is allowed to no other role id (no role, the region ids, staff roles that do not exist)', () => {
      for (const role of [0, 1, 2, 5, 6, 9, -3, 30]) expect(can(role, action as Action)).toBe(false);
    });
  });
});
