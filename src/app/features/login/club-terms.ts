/** Where the terms step links to: the club terms of the owner's region, from the public config. */
import { loadQueryClient } from '../../api/load-query-client';
import { publicConfigQuery } from '../../api/queries';

const asked = new Map<string, Promise<string | null>>();

/**
 * The terms link of the region's footer (SPEC §1), or null when the region has none or the
 * config cannot be read. The config is already cached by the wizard's regional settings; one
 * promise per language and region, so that a view can wait for it with React's `use`.
 */
export function clubTermsUrl(locale: string, regionId: number): Promise<string | null> {
  const key = `${locale}:${regionId}`;
  let url = asked.get(key);
  if (!url) {
    url = loadQueryClient()
      .then((queryClient) => queryClient.ensureQueryData(publicConfigQuery(locale)))
      .then((config) => config.regions.find((region) => region.id === regionId)?.footer?.terms_url || null)
      .catch(() => null);
    asked.set(key, url);
  }
  return url;
}
