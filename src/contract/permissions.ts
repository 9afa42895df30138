/**
 * SPEC §6 as one table: which roles may do what, and whether doing it writes. The server enforces
 * it in one place (the route access table in src/server/http/route-access.ts names an action for
 * every route); the portal reads the same table to decide what it offers. Company scoping (only
 * one's own company's records) is a separate rule that every query applies on top of this one.
 *
 * Where SPEC §6 is silent ("other permissions not shown") we decided, as a manufacturer's
 * programme would: the company's money and identity (registration numbers, type, terms,
 * survey, orders, club card, team) belong to the owners; everyone in the company earns points
 * (projects, scans), reads the company's figures and talks to support.
 *
 * An action's kind says whether it writes or sends: anything that changes data, sends an SMS or
 * an e-mail, or marks something is a `write`, whatever the HTTP method of its route (the team's
 * "send the invitation again" is a GET that sends). An emulated session may do only `read`s, so
 * an action never covers both: a route's action tells truthfully whether the route writes.
 */
import { ROLES, type RoleId } from './roles';

const OWNERS: readonly RoleId[] = [ROLES.owner, ROLES.decorOwner];
const MEMBERS: readonly RoleId[] = [ROLES.owner, ROLES.installer, ROLES.decorOwner, ROLES.decorInstaller];

export type ActionKind = 'read' | 'write';

interface Permission {
  kind: ActionKind;
  roles: readonly RoleId[];
}

const read = (roles: readonly RoleId[]): Permission => ({ kind: 'read', roles });
const write = (roles: readonly RoleId[]): Permission => ({ kind: 'write', roles });

export const PERMISSIONS = {
  /** Own user record: profile, consents, options, language, avatar, e-mail verification (sends a code). */
  'profile.edit': write(MEMBERS),
  /** Reading the company, its points, history, tiers, rewards, content and config. */
  'company.read': read(MEMBERS),
  /** Registration numbers, company type, disclaimer/declaration, survey, terms (deactivation), company data. */
  'company.edit': write(OWNERS),
  'notifications.read': read(MEMBERS),
  /** Marking one's own notification read or unread. */
  'notifications.mark': write(MEMBERS),
  /** Reading the company's projects and their scans. */
  'projects.read': read(MEMBERS),
  /** Projects, scans and project surveys: how every member earns points for the company. */
  'projects.manage': write(MEMBERS),
  /** Browsing the shop and keeping a cart. */
  'shop.browse': read(MEMBERS),
  /** Spending the company's points: orders, club card and its top-ups. */
  'orders.place': write(OWNERS),
  /** The company's club card and its top-ups: a company figure every member reads. */
  'card.read': read(MEMBERS),
  /** Registering (activating) the company's club card by its serial number; ordering and topping it up are orders. */
  'card.register': write(OWNERS),
  /** The outcome of one's own placement (by its Idempotency-Key): the placing roles' read. */
  'orders.placement.read': read(OWNERS),
  'orders.read': read(MEMBERS),
  /** Designing a marketing material to order: storing its configuration and uploading its logo (the first steps of spending points). */
  'materials.configure': write(OWNERS),
  /**
   * Home's company points and project-in-progress tiles (SPEC §6 "Company points tile ... only for
   * owner roles"). What the portal shows; no route names it (the figures are `company.read`).
   */
  'company.tiles.read': read(OWNERS),
  /**
   * The tier blocks of home, balance and rewards (SPEC §6: tier blocks for owners, hidden for decor
   * owners, whose programme has none). What the portal shows; GET /v2/tiers is `company.read`.
   */
  'tiers.read': read([ROLES.owner]),
  /** Seeing the team list. */
  'team.read': read(MEMBERS),
  /** One member's details and contact: the owners' view of their team. */
  'team.member.read': read(OWNERS),
  /** Adding, editing, deleting and re-inviting members (the invitation is an SMS or e-mail). */
  'team.manage': write(OWNERS),
  'support.read': read(MEMBERS),
  /** Opening a conversation and writing in it. */
  'support.write': write(MEMBERS),
} as const satisfies Record<string, Permission>;

export type Action = keyof typeof PERMISSIONS;

export const ACTIONS = Object.keys(PERMISSIONS) as Action[];

/** The one question server and portal ask: may this role do this action? */
export function can(role: number, action: Action): boolean {
  return (PERMISSIONS[action].roles as readonly number[]).includes(role);
}

/** Whether the action writes or sends (an emulated session may not). */
export function isWriteAction(action: Action): boolean {
  return PERMISSIONS[action].kind === 'write';
}
