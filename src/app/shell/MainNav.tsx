import { Link } from '@tanstack/react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

const NAV_ITEMS: readonly { to: '/' | '/projects' | '/shop' | '/team' | '/resources' | '/rewards'; label: MessageDescriptor }[] = [
  { to: '/', label: msg`Home` },
  { to: '/projects', label: msg`Projects` },
  { to: '/shop', label: msg`Shop` },
  { to: '/team', label: msg`Team` },
  { to: '/resources', label: msg`Resources` },
  { to: '/rewards', label: msg`Rewards` },
];

/** The main navigation of SPEC §2: a row on desktop, a column in the phone menu. */
export function NavLinks({ className }: { className: string }) {
  const { i18n } = useLingui();
  return (
    <ul className={className}>
      {NAV_ITEMS.map((item) => (
        <li key={item.to}>
          <Link to={item.to} activeOptions={{ exact: item.to === '/' }} className="app-nav__link">
            {i18n._(item.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
