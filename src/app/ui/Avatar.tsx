import './avatar.css';

export interface AvatarPerson {
  name: string;
  surname: string;
  avatar: string | null;
}

export type AvatarSize = 'small' | 'medium' | 'large';

const PIXELS: Record<AvatarSize, number> = { small: 32, medium: 44, large: 96 };

const initialsOf = (person: Pick<AvatarPerson, 'name' | 'surname'>) =>
  `${person.name.charAt(0)}${person.surname.charAt(0)}`.toUpperCase();

/**
 * A person's picture, or their initials on the brand's tint. Decorative by default (the name is
 * always written beside it); `label` names a picture that stands alone.
 */
export function Avatar({ person, size = 'medium', label }: { person: AvatarPerson; size?: AvatarSize; label?: string }) {
  const className = `app-avatar app-avatar--${size}`;
  if (person.avatar) {
    const pixels = PIXELS[size];
    return <img className={className} src={person.avatar} alt={label ?? ''} width={pixels} height={pixels} />;
  }
  return <span className={className} aria-hidden="true">{initialsOf(person)}</span>;
}
