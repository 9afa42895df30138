import { Trans, useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { SkipLink } from '../layout/SkipLink';
import { Badge, Button } from '../ui';
import { ROLE_NAMES } from './desks';
import { StaffLink } from './StaffLink';
import { staffMay, staffSignOut, useStaffSession } from './staff-session';

/** The console's frame (issue 27 §2): who is signed in with which roles, the desks he may use, sign-out. */
export function StaffLayout() {
  const { t } = useLingui();
  const { member, signingOut } = useStaffSession();
  if (!member) return null;
  return (
    <div className="staff-frame">
      <SkipLink />
      <header className="staff-header">
        <div className="staff-header__inner">
          <div className="staff-header__brand">
            {/* The club's logo (layout/Logo.tsx's look), leading to the console's home rather than the portal's. */}
            <StaffLink href="/staff" className="app-logo">
              <span className="app-logo__image" aria-hidden="true" />
              <span className="ui-visually-hidden"><Trans>Installer Club</Trans></span>
            </StaffLink>
            <span className="staff-header__area"><Trans>Staff console</Trans></span>
          </div>
          <nav className="staff-nav" aria-label={t`Console`}>
            <StaffLink href="/staff" className="staff-nav__link"><Trans>Desks</Trans></StaffLink>
            {staffMay('people.find') ? <StaffLink href="/staff/find" className="staff-nav__link"><Trans>Find</Trans></StaffLink> : null}
            {staffMay('support.chat') ? <StaffLink href="/staff/chat" className="staff-nav__link"><Trans>Chat</Trans></StaffLink> : null}
            {staffMay('review.decide') ? <StaffLink href="/staff/review" className="staff-nav__link"><Trans>Review</Trans></StaffLink> : null}
            {staffMay('orders.fulfil') ? <StaffLink href="/staff/orders" className="staff-nav__link"><Trans>Orders</Trans></StaffLink> : null}
            {staffMay('content.manage') ? <StaffLink href="/staff/content" className="staff-nav__link"><Trans>Content</Trans></StaffLink> : null}
            {staffMay('audit.read') ? <StaffLink href="/staff/audit" className="staff-nav__link"><Trans>Audit log</Trans></StaffLink> : null}
            {staffMay('maintenance.switch') ? <StaffLink href="/staff/maintenance" className="staff-nav__link"><Trans>Maintenance</Trans></StaffLink> : null}
            {staffMay('staff.manage') ? <StaffLink href="/staff/accounts" className="staff-nav__link"><Trans>Staff accounts</Trans></StaffLink> : null}
          </nav>
          <div className="staff-member">
            <div className="staff-member__who">
              <span className="staff-member__name">{member.name}</span>
              <span className="staff-member__roles">
                {member.roles.map((role) => <Badge key={role} tone="brand">{t(ROLE_NAMES[role])}</Badge>)}
              </span>
            </div>
            <div className="staff-member__actions">
              <Button variant="secondary" loading={signingOut} onClick={() => staffSignOut(false)}><Trans>Sign out</Trans></Button>
              <Button variant="link" disabled={signingOut} onClick={() => staffSignOut(true)}><Trans>Sign out everywhere</Trans></Button>
            </div>
          </div>
        </div>
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
