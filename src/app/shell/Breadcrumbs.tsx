import { Link, useLocation } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { breadcrumbTrail } from '../routing/page-paths';
import { PAGE_TITLES } from '../routing/page-titles';

/** Where the page sits, derived from its path (SPEC §2). Nothing on the home page. */
export function Breadcrumbs() {
  const { t, i18n } = useLingui();
  const pathname = useLocation({ select: (location) => location.pathname });
  const trail = breadcrumbTrail(pathname);
  if (trail.length < 2) return null;
  return (
    <nav aria-label={t`Breadcrumb`} className="app-breadcrumbs">
      <ol>
        {trail.map((crumb, index) => {
          const title = i18n._(PAGE_TITLES[crumb.page]);
          const isCurrent = index === trail.length - 1;
          return (
            <li key={crumb.path}>
              {isCurrent ? <span aria-current="page">{title}</span> : <Link to={crumb.path} activeOptions={{ exact: true }}>{title}</Link>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
