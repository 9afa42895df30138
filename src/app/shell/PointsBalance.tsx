import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { companyPointsQuery } from '../api/points-queries';
import { StarIcon } from '../ui/icons';

/**
 * The company's spendable points (SPEC §2), linking to the balance sheet. Short (the star and
 * "12 450", the same in every language) where room is scarce, in full ("Company points 12 450
 * points") where shell.css gives it room; its accessible name is the full wording either way.
 */
export function PointsBalance({ companyId, className = '' }: { companyId: number; className?: string }) {
  const { i18n } = useLingui();
  const { data, isError } = useQuery(companyPointsQuery(companyId));
  const placeholder = isError ? '–' : '…';
  return (
    <Link to="/balance" className={`app-points ${className}`}>
      <StarIcon />
      <span className="app-points__full">
        <span className="app-points__label"><Trans>Company points</Trans></span>{' '}
        <span className="app-points__value">{data ? <Plural value={data.company_points} one="# point" other="# points" /> : placeholder}</span>
      </span>
      <span className="app-points__short app-points__value" aria-hidden="true">
        {data ? i18n.number(data.company_points) : placeholder}
      </span>
    </Link>
  );
}
