import { lazy, Suspense } from 'react';
import type { MaterialSettings } from '../../../contract/marketing-material';
import { loadMaterialsCatalog } from '../../i18n/materials-catalog';
import { Spinner } from '../../ui';

/** The configurator's code and messages load only on a material's page (its own chunk, issue 26: under 60 kB gzip). */
const MaterialConfigurator = lazy(async () => {
  const [module] = await Promise.all([import('./MaterialConfigurator'), loadMaterialsCatalog()]);
  return module;
});

/** The marketing configurator block of a material's product page (SPEC §2: "marketing configurator by type"). */
export function MaterialConfiguratorBlock({ product, settings }: { product: string; settings: MaterialSettings }) {
  return (
    <Suspense fallback={<Spinner />}>
      <MaterialConfigurator product={product} settings={settings} />
    </Suspense>
  );
}
