import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { EmulationFailure } from '../../../../machines/emulation-link-machine';
import { ROLES, type RoleId } from '../../../contract/roles';

/** SPEC §4's member roles as the console names them. */
export const MEMBER_ROLE_NAMES: Record<RoleId, MessageDescriptor> = {
  [ROLES.owner]: msg`Owner`,
  [ROLES.installer]: msg`Installer`,
  [ROLES.decorOwner]: msg`Decor owner`,
  [ROLES.decorInstaller]: msg`Decor installer`,
};

export const memberRoleName = (role: number): MessageDescriptor => MEMBER_ROLE_NAMES[role as RoleId] ?? msg`Role ${role}`;

export const EMULATION_FAILURE_TEXTS: Record<EmulationFailure, MessageDescriptor> = {
  notAllowed: msg`Your roles do not allow opening the portal as a member.`,
  notFound: msg`This member is no longer in the company, or outside your regions. Reload the page.`,
  failed: msg`The link could not be made. Check your connection and try again.`,
};
