import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { use } from 'react';
import { Config, type Footer } from '../../contract/config';
import * as v from 'valibot';
import { API_BASE, APP_VERSION } from '../../contract/limits';
import { defaultRegionId, regionById, regionFromHost } from '../../contract/regions';
import { Link } from '@tanstack/react-router';
import { ContactIcon, ExternalLink } from '../ui/core';
import { requestKey, takeEarlyResponse } from '../boot/early-responses';

/*
 * The footer of a region (SPEC §1 "Footer per region") for guests and signed-in users, the
 * contact list it shares with the sign-in page's help, and where a guest's footer comes from:
 * one module, so that the pages sharing them load one file.
 */

const SOCIAL_NAMES: Record<string, string> = { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube', linkedin: 'LinkedIn' };

const RULES = [
  ['terms_url', msg`Terms and conditions`],
  ['commercial_rules_url', msg`Commercial rules`],
  ['return_policy_url', msg`Return policy`],
  ['whistleblower_url', msg`Report a concern (whistleblowing)`],
] as const;

interface RegionFooterProps {
  /** The region's footer from the public config; null while it loads or when the region has none. */
  footer: Footer | null;
  /** Keeps the room of a footer that is still loading, so that nothing moves when it comes. */
  reserveRoom?: boolean;
  /** A member's chat link opens the portal's own support chat (/support/chat). */
  signedIn?: boolean;
}

export function RegionFooter({ footer, reserveRoom = false, signedIn = false }: RegionFooterProps) {
  const { t, i18n } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className="app-footer ui-on-dark">
      {footer ? (
        <div className="app-footer__inner">
          <div className="app-footer__brand">
            <span className="app-footer__logo" role="img" aria-label={t`Installer Club`} />
            <p><Trans>The loyalty programme for roofing and window installers</Trans></p>
          </div>
          <nav className="app-footer__section" aria-labelledby="footer-rules">
            <h2 className="app-footer__title" id="footer-rules"><Trans>Club rules</Trans></h2>
            <ul>
              {RULES.map(([field, label]) => <li key={field}><ExternalLink href={footer[field]}>{i18n._(label)}</ExternalLink></li>)}
            </ul>
          </nav>
          <section className="app-footer__section" aria-labelledby="footer-contact">
            <h2 className="app-footer__title" id="footer-contact"><Trans>Contact</Trans></h2>
            <address><ContactLinks footer={footer} withAddress signedIn={signedIn} /></address>
          </section>
          {footer.social.length > 0 ? (
            <section className="app-footer__section" aria-labelledby="footer-social">
              <h2 className="app-footer__title" id="footer-social"><Trans>Follow us</Trans></h2>
              <ul className="app-footer__social">
                {footer.social.map((profile) => {
                  const network = SOCIAL_NAMES[profile.network] ?? profile.network;
                  return (
                    <li key={profile.network}>
                      <ExternalLink href={profile.url}>
                        <ContactIcon name={profile.network} />
                        <span className="ui-visually-hidden">{network}</span>
                      </ExternalLink>
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}
        </div>
      ) : reserveRoom ? (
        <div className="app-footer__inner app-footer__inner--reserved" aria-hidden="true" />
      ) : null}
      <p className="app-footer__legal">
        <Trans>© {year} Installer Club · version {APP_VERSION}</Trans>
      </p>
    </footer>
  );
}

interface ContactLinksProps {
  footer: Footer;
  /** The office's postal address too (the footer shows it; the sign-in page's help does not). */
  withAddress?: boolean;
  /** Signed in, the chat is the portal's own (/support/chat); guests get the region's chat address. */
  signedIn?: boolean;
  className?: string;
}

/** How to reach the club's office in the region: phone, e-mail, support chat (and address). */
export function ContactLinks({ footer, withAddress = false, signedIn = false, className }: ContactLinksProps) {
  return (
    <ul className={['app-contacts', className].filter(Boolean).join(' ')}>
      {withAddress ? <li><ContactIcon name="pin" /><span>{footer.address}</span></li> : null}
      <li><ContactIcon name="phone" /><a href={`tel:${footer.phone.replace(/[^\d+]/g, '')}`}>{footer.phone}</a></li>
      <li><ContactIcon name="mail" /><a href={`mailto:${footer.email}`}>{footer.email}</a></li>
      <li>
        <ContactIcon name="chat" />
        {signedIn
          ? <Link to="/support/chat"><Trans>Chat with support</Trans></Link>
          : <ExternalLink href={footer.chat_support_url}><Trans>Chat with support</Trans></ExternalLink>}
      </li>
    </ul>
  );
}

/**
 * A guest's footer: the one of the region the site's host (else its language) names, from the public config. Guest
 * pages do without TanStack Query (docs/performance.md "Budgets"), so the answer is kept here, one per language
 * for the page's life (SPEC §9: config is never stale). A failed request shows no footer rather
 * than an error: the sign-in card matters more. A plain fetch: the API client loads with the
 * first call the visitor makes (api/http.ts), not for the footer.
 */
const guestFooters = new Map<string, Promise<Footer | null>>();

function loadGuestFooter(lang: string): Promise<Footer | null> {
  // The host's region, else the language's (a Czech visitor on a neutral host sees Czechia's).
  const slug = regionById(defaultRegionId(regionFromHost(location.hostname)?.id ?? null, lang))?.slug;
  // The early-start script (boot/early-start.ts) has usually asked already.
  const early = takeEarlyResponse(requestKey('v1/config/public', { lang }), null);
  return (early ?? fetch(`${API_BASE}/v1/config/public?${new URLSearchParams({ lang }).toString()}`, { credentials: 'same-origin' }))
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`config ${response.status}`))))
    .then(
      (body: unknown) => v.parse(Config, body).regions.find((region) => region.slug === slug)?.footer ?? null,
      () => null,
    );
}

/** The guest's region footer; suspends (React `use`) until it is there. */
export function useGuestFooter(lang: string): Footer | null {
  let footer = guestFooters.get(lang);
  if (!footer) {
    footer = loadGuestFooter(lang);
    guestFooters.set(lang, footer);
  }
  return use(footer);
}
