import { useRouter, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * A link inside the console: followed by the console's router (no page load), marked as the
 * current page where it points. The portal's typed Link knows only the installer's routes.
 */
export function StaffLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const router = useRouter();
  const current = useRouterState({ select: (state) => state.location.pathname === href });
  return (
    <a
      href={href}
      className={className}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
    >
      {children}
    </a>
  );
}
