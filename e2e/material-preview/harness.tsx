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
import { MATERIAL_TYPES } from '../../src/contract/marketing-material';
import { MaterialPreview } from '../../src/app/features/materials/MaterialPreview';
import { messages } from '../../src/app/i18n/locales/materials/en.po';
import { DEMO_LOGO_SVG, demoConfiguration, demoSettings } from './demo-configuration';
import '../../src/app/ui/tokens.css';
import '../../src/app/ui/fonts.css';
import '../../src/app/ui/ui.css';

declare global {
  interface Window { previewTimings: number[] }
}

const query = new URLSearchParams(location.search);
const type = MATERIAL_TYPES.find((name) => name === query.get('type')) ?? 'flyer';
const settings = demoSettings(type);

const LOGO = `data:image/svg+xml,${encodeURIComponent(DEMO_LOGO_SVG)}`;
const withLogo = query.get('logo') !== null;

window.previewTimings = [];
let typedAt = 0;

function Harness() {
  const [companyName, setCompanyName] = useState('Dachy Zieliński');
  const configuration = demoConfiguration(settings, { companyName, logo: withLogo });
  // The time from the keystroke to the preview's commit, for the measurement.
  useLayoutEffect(() => {
    if (typedAt > 0) window.previewTimings.push(performance.now() - typedAt);
  }, [companyName]);
  return (
    <div style={{ maxWidth: 960, margin: '0 auto', padding: 16, display: 'grid', gap: 16 }}>
      <h1 style={{ fontSize: '1.25rem', margin: 0 }}>Material preview</h1>
      <label style={{ display: 'grid', gap: 4 }}>
        Company name
        <input value={companyName} onChange={(event) => { typedAt = performance.now(); setCompanyName(event.target.value); }} />
      </label>
      <MaterialPreview settings={settings} configuration={configuration}
        side={query.get('side') === 'back' ? 'back' : 'front'} logoUrl={withLogo ? LOGO : null}
        qrCode={`/harness/qr?data=${encodeURIComponent('https://dachy-zielinski.pl')}`} />
    </div>
  );
}

i18n.loadAndActivate({ locale: 'en', messages });
const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><I18nProvider i18n={i18n}><Harness /></I18nProvider></StrictMode>);
