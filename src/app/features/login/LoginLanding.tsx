import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import { ContactLinks, useGuestFooter } from '../../layout/RegionFooter';
import { buttonClassName, FeatureSteps, Hero, Section } from '../../ui/core';

/**
 * /login for a guest: the sign-in card in the brand's band with what the club is beside it (on a
 * phone the card comes right after the title, the pitch under it), how points are earned and
 * spent, and where to get help. The steps after the code show the card alone (LoginPage): the
 * visitor is a member by then.
 */
export function LoginLanding({ card }: { card: ReactNode }) {
  const { t } = useLingui();
  return (
    <>
      <Hero eyebrow={t`The loyalty programme for roofing and window installers`} title={t`Rewards for every roof and window you fit`} aside={card}>
        <p>
          <Trans>Register your projects, scan the products you fit and spend the points your company collects on vouchers, products and marketing materials.</Trans>
        </p>
      </Hero>
      <Section title={t`How the club works`} intro={t`Three steps from the job site to your reward.`}>
        <FeatureSteps
          steps={[
            {
              illustration: 'projects',
              title: t`Register your projects`,
              text: t`Add every roof and window job to the portal, from the site or from the office.`,
            },
            {
              illustration: 'scans',
              title: t`Scan products, earn points`,
              text: t`Scan the codes on the products you fit. Every scan adds points to your company's account.`,
            },
            {
              illustration: 'rewards',
              title: t`Spend points in the shop`,
              text: t`Exchange points for vouchers, products and marketing materials for your company.`,
            },
          ]}
        />
      </Section>
      <Section tone="surface" title={t`Help and contact`}>
        {/* Cards by their class: the Card component would add its code to the page's budget. */}
        <div className="login-help">
          <Suspense fallback={null}>
            <HelpCard />
          </Suspense>
          <div className="ui-card">
            <h3 className="ui-card__title"><Trans>New to the club?</Trans></h3>
            <p><Trans>Register your company in a few minutes, then add your installers to the team.</Trans></p>
            <Link to="/register" className={buttonClassName('secondary')}><Trans>Register your company</Trans></Link>
          </div>
        </div>
      </Section>
    </>
  );
}

/** The region office's contacts, once the public config is there (the footer reads the same). */
function HelpCard() {
  const { i18n } = useLingui();
  const footer = useGuestFooter(i18n.locale);
  if (!footer) return null;
  return (
    <div className="ui-card">
      <h3 className="ui-card__title"><Trans>Need a hand?</Trans></h3>
      <p><Trans>The club team helps with signing in, points and orders.</Trans></p>
      <ContactLinks footer={footer} className="login-help__contacts" />
    </div>
  );
}
