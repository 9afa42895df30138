import type { ReactNode } from 'react';
import { Logo } from './Logo';
import { SkipLink } from './SkipLink';

/** A frame with only the logo, for pages outside both the guest and the signed-in areas. */
export function PlainFrame({ children }: { children: ReactNode }) {
  return (
    <div className="app-frame">
      <SkipLink />
      <header className="app-header">
        <div className="app-header__inner"><Logo /></div>
      </header>
      <main id="main" className="app-main" tabIndex={-1}>{children}</main>
    </div>
  );
}
