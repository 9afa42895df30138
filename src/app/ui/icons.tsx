import type { ReactNode } from 'react';

/** Line icons (24 × 24, currentColor). Decorative: the control around them carries the name. */
function Icon({ children, size = 24 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      className="ui-icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const BellIcon = () => (
  <Icon><path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" /><path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" /></Icon>
);
export const CartIcon = () => (
  <Icon>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h8.6a2 2 0 0 0 2-1.5L22 7H6" />
  </Icon>
);
export const MenuIcon = () => <Icon><path d="M4 6h16M4 12h16M4 18h16" /></Icon>;
export const CloseIcon = () => <Icon><path d="M18 6 6 18M6 6l12 12" /></Icon>;
export const ChevronDownIcon = () => <Icon size={16}><path d="m6 9 6 6 6-6" /></Icon>;
export const ChevronLeftIcon = () => <Icon size={16}><path d="m15 18-6-6 6-6" /></Icon>;
export const ChevronRightIcon = () => <Icon size={16}><path d="m9 18 6-6-6-6" /></Icon>;
export const CheckIcon = () => <Icon size={16}><path d="M20 6 9 17l-5-5" /></Icon>;
export const CardIcon = () => <Icon><rect x="2" y="5" width="20" height="14" rx="2" /><path d="M2 10h20" /></Icon>;
export const StarIcon = () => (
  <Icon size={18}><path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" /></Icon>
);
/** Support conversation states (SPEC §2: status icons): open, in progress, done. */
export const OpenCircleIcon = () => <Icon size={18}><circle cx="12" cy="12" r="9" /></Icon>;
export const ClockIcon = () => <Icon size={18}><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" /></Icon>;
export const DoneCircleIcon = () => <Icon size={18}><circle cx="12" cy="12" r="9" /><path d="m8 12 3 3 5-6" /></Icon>;
/** Certificates (SPEC §3 Certificate icon names "badge" and "sun"). */
export const BadgeIcon = () => (
  <Icon><circle cx="12" cy="9" r="6" /><path d="m8.5 13.9-1.5 7.1 5-3 5 3-1.5-7.1" /></Icon>
);
export const SunIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Icon>
);
