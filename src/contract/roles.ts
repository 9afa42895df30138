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

/** Whether a role is of the owner class: says what a member is (the team's badge), never what a role may do: that is can() (permissions.ts). */
export const isOwnerRole = (role: number): boolean => OWNER_ROLES.includes(role);
export const isDecorRole = (role: number): boolean => DECOR_ROLES.includes(role);
