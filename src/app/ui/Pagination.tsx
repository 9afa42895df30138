import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { pageWindow } from './page-window';
import './pagination.css';

/**
 * Page links for a list whose page lives in the query string (`?page=`), so that a reload or a
 * shared link keeps it (SPEC §2 "page kept in query string").
 */
export function Pagination({ page, lastPage }: { page: number; lastPage: number }) {
  const { t } = useLingui();
  const items = pageWindow(page, lastPage);
  if (items.length === 0) return null;
  const to = (n: number) => ({ to: '.' as const, search: (prev: object) => ({ ...prev, page: n }) });
  return (
    <nav className="ui-pagination" aria-label={t`Pages`}>
      <ul>
        <li>
          {page > 1 ? <Link {...to(page - 1)} className="ui-pagination__step"><ChevronLeftIcon />{t`Previous`}</Link> : null}
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link {...to(item)} className="ui-pagination__page" aria-current={item === page ? 'page' : undefined} aria-label={t`Page ${item}`}>
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} className="ui-pagination__gap" aria-hidden="true">…</li>
          ),
        )}
        <li>
          {page < lastPage ? <Link {...to(page + 1)} className="ui-pagination__step">{t`Next`}<ChevronRightIcon /></Link> : null}
        </li>
      </ul>
    </nav>
  );
}
