/**
 * A page that shows only the live preview (issue 26), for its pictures and its typing
 * measurement (scripts/material-preview.ts, e2e/material-preview.spec.ts) before the configurator
 * page exists around it: ?type=<material type>&side=front|back&logo=1. The "Company name" field
 * changes the configuration as the configurator will, one keystroke at a time.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MATERIAL_TYPES, type MaterialConfigurationInput, type MaterialType } from '../../src/contract/marketing-material';
import { MaterialPreview } from '../../src/app/features/materials/MaterialPreview';
import { MATERIAL_PRODUCTS } from '../../src/server/db/demo-materials';
import { messages } from '../../src/app/i18n/locales/signed-in/en.po';
import '../../src/app/ui/tokens.css';
import '../../src/app/ui/fonts.css';
import '../../src/app/ui/ui.css';

declare global {
  interface Window { previewTimings: number[] }
}

const query = new URLSearchParams(location.search);
const type = MATERIAL_TYPES.find((name) => name === query.get('type')) ?? 'flyer';
const settings = MATERIAL_PRODUCTS.map((product) => product.material?.({ code: 'pl', language: 'pl' })).find((s) => s?.type === type);
if (!settings) throw new Error(`no demo material ${type}`);

const LOGO = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80"><rect width="200" height="80" rx="10" fill="#a8430e"/><path d="M20 58 50 22l30 36z" fill="#fff"/><text x="92" y="50" font-family="sans-serif" font-weight="700" font-size="26" fill="#fff">DZ</text></svg>')}`;

function configurationOf(type: MaterialType, companyName: string): MaterialConfigurationInput {
  const offered = {
    name: 'Marek', surname: 'Zieliński', companyName, phone: '+48 512 345 678', email: 'biuro@dachy-zielinski.pl', link: 'https://dachy-zielinski.pl',
    shortDescription: settings?.defaults.shortDescription ?? '', longDescription: 'Od 20 lat montujemy okna dachowe i świetliki w Wielkopolsce.',
    addressLine1: 'ul. Kwiatowa 12', addressLine2: '61-001 Poznań', ...(query.get('logo') ? { logo: 'logo' } : {}),
  };
  return {
    product: '5b0d3f0e-8a3c-4e55-9f38-1c1f0c6a2b10',
    subtype: type === 'flyer' ? 'flyer-services' : null,
    fields: Object.fromEntries(Object.entries(offered).filter(([field]) => settings && field in settings.fields)),
    coverImage: settings?.images[Math.min(2, settings.images.length - 1)]?.id ?? '',
    contentImage: settings?.contentImages[0]?.id ?? null,
    manufacturerLogo: settings?.logos.default.id ?? '',
    services: settings?.services.slice(0, 6).map((service) => ({ icon: service.icon, text: service.text })) ?? [],
  };
}

window.previewTimings = [];
let typedAt = 0;

function Harness() {
  const [companyName, setCompanyName] = useState('Dachy Zieliński');
  const configuration = configurationOf(type, companyName);
  // The time from the keystroke to the preview's commit, for the measurement.
  useLayoutEffect(() => {
    if (typedAt > 0) window.previewTimings.push(performance.now() - typedAt);
  }, [companyName]);
  return (
    <div style={{ maxWidth: 960, margin: '0 auto', padding: 16, display: 'grid', gap: 16 }}>
      <label style={{ display: 'grid', gap: 4 }}>
        Company name
        <input value={companyName} onChange={(event) => { typedAt = performance.now(); setCompanyName(event.target.value); }} />
      </label>
      <MaterialPreview settings={settings as NonNullable<typeof settings>} configuration={configuration}
        side={query.get('side') === 'back' ? 'back' : 'front'} logoUrl={query.get('logo') ? LOGO : null}
        qrCode={`/harness/qr?data=${encodeURIComponent('https://dachy-zielinski.pl')}`} />
    </div>
  );
}

i18n.loadAndActivate({ locale: 'en', messages });
const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><I18nProvider i18n={i18n}><Harness /></I18nProvider></StrictMode>);
