import type { TeamMember } from '../../../contract/team';

export const fullName = (member: Pick<TeamMember, 'name' | 'surname'>) => `${member.name} ${member.surname}`.trim();

/** The member's picture, or their initials on the brand's tint. */
export function MemberAvatar({ member }: { member: Pick<TeamMember, 'name' | 'surname' | 'avatar'> }) {
  if (member.avatar) return <img className="app-avatar" src={member.avatar} alt="" width={44} height={44} />;
  return <span className="app-avatar" aria-hidden="true">{`${member.name.slice(0, 1)}${member.surname.slice(0, 1)}`.toUpperCase()}</span>;
}
