import { useLocation } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageTitle } from '../../routing/page-titles';
import { Alert, PageTitle } from '../../ui';

/** A page of a later issue: its title and a neutral note, nothing that pretends to work. */
export function ComingSoonPage() {
  const { i18n } = useLingui();
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <>
      <PageTitle>{i18n._(pageTitle(pathname))}</PageTitle>
      <Alert tone="info">
        <p><Trans>This part of Installer Club is coming soon.</Trans></p>
      </Alert>
    </>
  );
}
