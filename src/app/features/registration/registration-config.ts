/**
 * What the registration wizard needs of the public config and its messages. The register routes
 * load it in their loader through a dynamic import of this module, so the route tree (loaded by
 * every page, /login included) carries neither the wizard, its messages nor TanStack Query.
 */
import type { Config } from '../../../contract/config';
import type { RegistrationVariant } from '../../../../machines/registration-request';
import { loadQueryClient } from '../../api/load-query-client';
import { publicConfigQuery } from '../../api/queries';
import { addCatalog, i18n } from '../../i18n/i18n';
import { wizardCatalog } from '../../i18n/wizard-catalog';

export interface RegistrationConfig {
  regionalSettings: Config['regional_settings'];
  /** The terms the review links to, by region id (each region's footer has its own; decor has its own terms, SPEC §6). */
  termsUrls: Readonly<Record<number, string>>;
  /** Whether streets are looked up; without it the typed street is taken as it is. */
  streetLookup: boolean;
}

/** The public config through the query client (imported on demand: guest pages stay free of TanStack Query). */
export async function loadRegistrationConfig(variant: RegistrationVariant): Promise<RegistrationConfig> {
  await addCatalog(wizardCatalog);
  const queryClient = await loadQueryClient();
  const config = await queryClient.ensureQueryData(publicConfigQuery(i18n.locale));
  const termsUrls = Object.fromEntries(
    config.regions.flatMap(({ id, footer }) => {
      const url = variant === 'decor' ? footer?.decor_terms_url : footer?.terms_url;
      return url ? [[id, url]] : [];
    }),
  );
  return { regionalSettings: config.regional_settings, termsUrls, streetLookup: config.street_lookup };
}
