import { useSuspenseQuery } from '@tanstack/react-query';
import type { JSX } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Certificate } from '../../../contract/rewards';
import { certificatesQuery } from '../../api/team-queries';
import { Alert, Block, Button, Card, EmptyState, Skeleton } from '../../ui';
import { BadgeIcon, SunIcon } from '../../ui/icons';

const ICONS: Readonly<Record<string, () => JSX.Element>> = { badge: BadgeIcon, sun: SunIcon };

/** /user's certificates (SPEC §3 Certificate): the region's trainings an installer can hold, each with its validity. */
export function CertificatesBlock({ regionId }: { regionId: number }) {
  return (
    <Card as="section" title={<Trans>Certificates</Trans>} className="app-profile__wide">
      <Block fallback={<CertificatesSkeleton />} failed={(retry) => <CertificatesFailed retry={retry} />}>
        <Certificates regionId={regionId} />
      </Block>
    </Card>
  );
}

function Certificates({ regionId }: { regionId: number }) {
  const { data } = useSuspenseQuery(certificatesQuery(regionId));
  if (data.length === 0) {
    return (
      <EmptyState title={<Trans>No certificates in your region yet</Trans>}>
        <p><Trans>Certificates of the club's trainings appear here as soon as your region offers them.</Trans></p>
      </EmptyState>
    );
  }
  return (
    <ul className="app-certificates">
      {data.map((certificate) => <CertificateItem key={certificate.uuid} certificate={certificate} />)}
    </ul>
  );
}

function CertificateItem({ certificate }: { certificate: Certificate }) {
  const { i18n } = useLingui();
  const Icon = ICONS[certificate.icon] ?? BadgeIcon;
  const months = certificate.longevity;
  return (
    <li className="app-certificates__item">
      <span className="app-certificates__icon"><Icon /></span>
      <div>
        <h3 className="app-certificates__name">{certificate.name}</h3>
        <p>{certificate.description}</p>
        <p className="app-certificates__validity">
          {certificate.expires_on
            ? <Trans>Yours is valid until {i18n.date(certificate.expires_on, { dateStyle: 'long' })}</Trans>
            : <Plural value={months} one="Valid for # month once earned" other="Valid for # months once earned" />}
        </p>
      </div>
    </li>
  );
}

function CertificatesSkeleton() {
  return (
    <ul className="app-certificates" aria-busy="true">
      {[1, 2].map((key) => (
        <li key={key} className="app-certificates__item">
          <Skeleton shape="circle" width="2.5rem" height="2.5rem" />
          <div><Skeleton lines={3} /></div>
        </li>
      ))}
    </ul>
  );
}

function CertificatesFailed({ retry }: { retry: () => void }) {
  return (
    <Alert tone="error" title={<Trans>The certificates could not load.</Trans>}>
      <Button variant="secondary" onClick={retry}><Trans>Try again</Trans></Button>
    </Alert>
  );
}
