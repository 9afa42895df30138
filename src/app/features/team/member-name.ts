import type { TeamMember } from '../../../contract/team';

export const fullName = (member: Pick<TeamMember, 'name' | 'surname'>) => `${member.name} ${member.surname}`.trim();
