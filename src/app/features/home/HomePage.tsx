import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { userQuery } from '../../api/queries';
import { PageTitle } from '../../ui';

/** Home for the foundation issue: a welcome. Tiles, slider and banners come with a later issue. */
export function HomePage() {
  const { data: user } = useSuspenseQuery(userQuery());
  const name = user.name;
  return (
    <PageTitle subtitle={<Trans>Register projects, scan products and collect points for your company.</Trans>}>
      <Trans>Welcome, {name}!</Trans>
    </PageTitle>
  );
}
