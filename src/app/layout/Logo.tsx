import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';

export function Logo() {
  return (
    <Link to="/" className="app-logo" activeOptions={{ exact: true }}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="var(--color-brand)" />
        <path d="M6 17 16 8l10 9" fill="none" stroke="var(--color-accent)" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M10 15v9h12v-9" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
      </svg>
      <span className="app-logo__name"><Trans>Installer Club</Trans></span>
    </Link>
  );
}
