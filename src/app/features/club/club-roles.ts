import { ROLES } from '../../../contract/roles';

/** SPEC §6: the company-points tile and the tier blocks are for owners; decor owners see no tiers. */
export const seesCompanyTiles = (roleId: number): boolean => roleId === ROLES.owner || roleId === ROLES.decorOwner;
export const seesTiers = (roleId: number): boolean => roleId === ROLES.owner;
