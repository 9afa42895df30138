import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { APP_VERSION } from '../../contract/limits';
import { publicConfigQuery } from '../api/queries';
import { ChatIcon, MailIcon, PhoneIcon, PinIcon, SocialIcon } from '../ui/icons';

const SOCIAL_NAMES: Record<string, string> = { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube', linkedin: 'LinkedIn' };

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="ui-visually-hidden"> <Trans>(opens in a new tab)</Trans></span>
    </a>
  );
}

/** The footer of the user's region from the server's config (SPEC §1 "Footer per region"). */
export function AppFooter({ regionSlug }: { regionSlug: string }) {
  const { t, i18n } = useLingui();
  // The signed-in layout's loader has the config in the cache before the footer renders. After a
  // language switch the footer keeps the previous language's config until the new one is there.
  const { data: config, isPending } = useQuery({ ...publicConfigQuery(i18n.locale), placeholderData: keepPreviousData });
  const footer = config?.regions.find((region) => region.slug === regionSlug)?.footer ?? null;
  const year = new Date().getFullYear();
  return (
    <footer className="app-footer">
      {footer ? (
        <div className="app-footer__inner">
          <nav className="app-footer__section" aria-label={t`Club rules`}>
            <h2 className="app-footer__title"><Trans>Club rules</Trans></h2>
            <ul>
              <li><ExternalLink href={footer.terms_url}><Trans>Terms and conditions</Trans></ExternalLink></li>
              <li><ExternalLink href={footer.commercial_rules_url}><Trans>Commercial rules</Trans></ExternalLink></li>
              <li><ExternalLink href={footer.return_policy_url}><Trans>Return policy</Trans></ExternalLink></li>
              <li><ExternalLink href={footer.whistleblower_url}><Trans>Report a concern (whistleblowing)</Trans></ExternalLink></li>
            </ul>
          </nav>
          <section className="app-footer__section" aria-labelledby="footer-contact">
            <h2 className="app-footer__title" id="footer-contact"><Trans>Contact</Trans></h2>
            <address>
              <ul>
                <li><PinIcon /><span>{footer.address}</span></li>
                <li><PhoneIcon /><a href={`tel:${footer.phone.replace(/[^\d+]/g, '')}`}>{footer.phone}</a></li>
                <li><MailIcon /><a href={`mailto:${footer.email}`}>{footer.email}</a></li>
                <li><ChatIcon /><ExternalLink href={footer.chat_support_url}><Trans>Chat with support</Trans></ExternalLink></li>
              </ul>
            </address>
          </section>
          {footer.social.length > 0 ? (
            <section className="app-footer__section" aria-labelledby="footer-social">
              <h2 className="app-footer__title" id="footer-social"><Trans>Follow us</Trans></h2>
              <ul className="app-footer__social">
                {footer.social.map((profile) => {
                  const network = SOCIAL_NAMES[profile.network] ?? profile.network;
                  return (
                    <li key={profile.network}>
                      <a href={profile.url} target="_blank" rel="noopener noreferrer" aria-label={t`${network} (opens in a new tab)`}>
                        <SocialIcon network={profile.network} />
                      </a>
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}
        </div>
      ) : isPending ? (
        // Loading anyway (the loader's request failed): the footer's room is kept so that nothing moves when it comes.
        <div className="app-footer__inner app-footer__inner--reserved" aria-hidden="true" />
      ) : null}
      <p className="app-footer__legal">
        <Trans>© {year} Installer Club · version {APP_VERSION}</Trans>
      </p>
    </footer>
  );
}
