import { Trans } from '@lingui/react/macro';

export function SkipLink() {
  return <a className="app-skip-link" href="#main"><Trans>Skip to main content</Trans></a>;
}
