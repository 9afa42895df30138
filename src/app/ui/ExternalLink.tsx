import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** A link to another site, opened in a new tab, which screen readers are told. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="ui-visually-hidden"> <Trans>(opens in a new tab)</Trans></span>
    </a>
  );
}
