/** Role ids of SPEC §4 Roles. */
export const ROLES = {
  owner: 3,
  installer: 4,
  decorOwner: 7,
  decorInstaller: 8,
} as const;
export type RoleId = (typeof ROLES)[keyof typeof ROLES];

export const OWNER_ROLES: readonly number[] = [ROLES.owner, ROLES.decorOwner];
export const DECOR_ROLES: readonly number[] = [ROLES.decorOwner, ROLES.decorInstaller];

export const isOwnerRole = (role: number): boolean => OWNER_ROLES.includes(role);
export const isDecorRole = (role: number): boolean => DECOR_ROLES.includes(role);

/** SPEC §6: home's company-points and project tiles are for owners; decor owners see no tiers. */
export const seesCompanyTiles = isOwnerRole;
export const seesTiers = (role: number): boolean => role === ROLES.owner;
