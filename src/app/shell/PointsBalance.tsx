import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plural, Trans } from '@lingui/react/macro';
import { companyPointsQuery } from '../api/points-queries';
import { StarIcon } from '../ui/icons';

/** The company's spendable points (SPEC §2), linking to the balance sheet. */
export function PointsBalance({ companyId }: { companyId: number }) {
  const { data, isError } = useQuery(companyPointsQuery(companyId));
  return (
    <Link to="/balance" className="app-points">
      <StarIcon />
      <span className="app-points__label"><Trans>Company points</Trans></span>
      <span className="app-points__value">
        {data ? <Plural value={data.company_points} one="# point" other="# points" /> : isError ? '–' : '…'}
      </span>
    </Link>
  );
}
