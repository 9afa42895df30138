import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { companyPointsQuery } from '../../api/points-queries';
import { Skeleton } from '../../ui';

/** SPEC §2 /balance "points sheet": the company's points and where they stand. */
export function PointsSheet({ companyId }: { companyId: number }) {
  const { i18n } = useLingui();
  const { data } = useSuspenseQuery(companyPointsQuery(companyId));
  const yearEnd = i18n.date(new Date(Date.UTC(new Date().getUTCFullYear(), 11, 31)), { dateStyle: 'long', timeZone: 'UTC' });
  const n = (value: number) => i18n.number(value);
  return (
    <dl className="app-sheet">
      <Figure main label={<Trans>Company points</Trans>} value={n(data.company_points)} />
      <Figure label={<Trans>Earned</Trans>} value={n(data.points.completed)} />
      <Figure label={<Trans>In progress</Trans>} value={n(data.points.in_prog)} />
      <Figure label={<Trans>Lost</Trans>} value={n(data.points.lost)} />
      <Figure warning={data.points.to_expire > 0} label={<Trans>Expire on {yearEnd}</Trans>} value={n(data.points.to_expire)} />
    </dl>
  );
}

function Figure({ label, value, main = false, warning = false }: { label: ReactNode; value: string; main?: boolean; warning?: boolean }) {
  return (
    <div className={['app-sheet__figure', main ? 'app-sheet__figure--main' : '', warning ? 'app-sheet__figure--warning' : ''].filter(Boolean).join(' ')}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function PointsSheetSkeleton() {
  return <div className="app-sheet app-sheet--loading"><Skeleton shape="block" height="100%" width="100%" /></div>;
}
