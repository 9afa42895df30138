/**
 * The material a demo installer designs, of every type, for the preview's harness and the
 * pictures of the preview and the proof: the demo product settings of the Polish region and an
 * installer's typical data.
 */
import type { MaterialConfigurationInput, MaterialSettings, MaterialType } from '../../src/contract/marketing-material';
import { MATERIAL_PRODUCTS } from '../../src/server/db/demo-materials';

/** The installer's own logo, as an uploaded SVG. */
export const DEMO_LOGO_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80"><rect width="200" height="80" rx="10" fill="#a8430e"/><path d="M20 58 50 22l30 36z" fill="#fff"/><text x="92" y="50" font-family="sans-serif" font-weight="700" font-size="26" fill="#fff">DZ</text></svg>';

export function demoSettings(type: MaterialType): MaterialSettings {
  const settings = MATERIAL_PRODUCTS.map((product) => product.material?.({ code: 'pl', language: 'pl' })).find((s) => s?.type === type);
  if (!settings) throw new Error(`no demo material ${type}`);
  return settings;
}

export function demoConfiguration(settings: MaterialSettings, options: { companyName: string; logo: boolean }): MaterialConfigurationInput {
  const typed = {
    name: 'Marek', surname: 'Zieliński', companyName: options.companyName, phone: '+48 512 345 678', email: 'biuro@dachy-zielinski.pl',
    link: 'https://dachy-zielinski.pl', shortDescription: settings.defaults.shortDescription,
    longDescription: 'Od 20 lat montujemy okna dachowe i świetliki w Wielkopolsce.', addressLine1: 'ul. Kwiatowa 12', addressLine2: '61-001 Poznań',
    ...(options.logo ? { logo: 'logo' } : {}),
  };
  return {
    product: '5b0d3f0e-8a3c-4e55-9f38-1c1f0c6a2b10',
    subtype: settings.type === 'flyer' ? 'flyer-services' : null,
    fields: Object.fromEntries(Object.entries(typed).filter(([field]) => field in settings.fields)),
    coverImage: settings.images[Math.min(2, settings.images.length - 1)]?.id ?? '',
    contentImage: settings.contentImages[0]?.id ?? null,
    manufacturerLogo: settings.logos.default.id,
    services: settings.services.slice(0, 6).map((service) => ({ icon: service.icon, text: service.text })),
  };
}
