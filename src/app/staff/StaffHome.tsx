import { Trans, useLingui } from '@lingui/react/macro';
import { Card, PageTitle } from '../ui';
import { desksFor } from './desks';
import { StaffLink } from './StaffLink';
import { useStaffSession } from './staff-session';

/** /staff: the desks the member's roles open; desks still to come are marked and lead nowhere. */
export function StaffHome() {
  const { t } = useLingui();
  const { member } = useStaffSession();
  const desks = desksFor(member?.roles ?? []);
  const name = member?.name ?? '';
  return (
    <>
      <PageTitle subtitle={<Trans>The desks your roles open.</Trans>}>
        <Trans>Hello, {name}</Trans>
      </PageTitle>
      <ul className="staff-desks">
        {desks.map((desk) => (
          <li key={desk.key}>
            <Card
              as="section"
              title={<StaffLink href={desk.href}>{t(desk.title)}</StaffLink>}
              className="staff-desk"
            >
              <p>{t(desk.summary)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
