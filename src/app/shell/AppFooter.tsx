import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { publicConfigQuery } from '../api/queries';
import { RegionFooter } from '../layout/RegionFooter';

/** The footer of the user's region from the server's config (SPEC §1 "Footer per region"). */
export function AppFooter({ regionSlug }: { regionSlug: string }) {
  const { i18n } = useLingui();
  // The signed-in layout's loader has the config in the cache before the footer renders. After a
  // language switch the footer keeps the previous language's config until the new one is there.
  const { data: config, isPending } = useQuery({ ...publicConfigQuery(i18n.locale), placeholderData: keepPreviousData });
  const footer = config?.regions.find((region) => region.slug === regionSlug)?.footer ?? null;
  // Loading anyway (the loader's request failed): the footer's room is kept.
  return <RegionFooter footer={footer} reserveRoom={isPending} signedIn />;
}
