/**
 * SPEC §6 as one table: which roles may do what. The server enforces it in one place (the route
 * access table in src/server/http/route-access.ts names an action for every route); the portal
 * reads the same table to decide what it offers. Company scoping (only one's own company's
 * records) is a separate rule that every query applies on top of this one.
 *
 * Where SPEC §6 is silent ("other permissions not shown") we decided, as a manufacturer's
 * programme would: the company's money and identity (registration numbers, type, terms,
 * survey, orders, club card, team) belong to the owners; everyone in the company earns points
 * (projects, scans), reads the company's figures and talks to support.
 */
import { ROLES, type RoleId } from './roles';

const OWNERS: readonly RoleId[] = [ROLES.owner, ROLES.decorOwner];
const MEMBERS: readonly RoleId[] = [ROLES.owner, ROLES.installer, ROLES.decorOwner, ROLES.decorInstaller];

export const PERMISSIONS = {
  /** Own user record: profile, consents, options, language, avatar. */
  'profile.edit': MEMBERS,
  /** Reading the company, its points, history, tiers, rewards, content and config. */
  'company.read': MEMBERS,
  /** Registration numbers, company type, disclaimer/declaration, survey, terms (deactivation), company data. */
  'company.edit': OWNERS,
  'notifications.read': MEMBERS,
  /** Projects, scans and project surveys: how every member earns points for the company. */
  'projects.manage': MEMBERS,
  /** Browsing the shop and keeping a cart. */
  'shop.browse': MEMBERS,
  /** Spending the company's points: orders, club card and its top-ups. */
  'orders.place': OWNERS,
  'orders.read': MEMBERS,
  /** Seeing the team list. */
  'team.read': MEMBERS,
  /** Adding, deleting and re-inviting members. */
  'team.manage': OWNERS,
  'support.use': MEMBERS,
} as const satisfies Record<string, readonly RoleId[]>;

export type Action = keyof typeof PERMISSIONS;

export const ACTIONS = Object.keys(PERMISSIONS) as Action[];

/** The one question server and portal ask: may this role do this action? */
export function can(role: number, action: Action): boolean {
  return (PERMISSIONS[action] as readonly number[]).includes(role);
}
