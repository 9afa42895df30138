/**
 * The material layout (issue 26 "the same layout the preview and the proof use"): print sizes and
 * bleeds are docs/decisions.md "Marketing materials: print sizes and layout", written here as
 * data; line widths are measured against the font file itself (fontkit), not the layout's table.
 */
import fontkit from '@pdf-lib/fontkit';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MaterialConfigurationInput, MaterialSettings, MaterialType } from '../../src/contract/marketing-material';
import { materialLayout, sideOf, wrapText, type LayoutElement, type MaterialLayout } from '../../src/contract/material-layout';
import { MATERIAL_PRODUCTS } from '../../src/server/db/demo-materials';

const SIZES: Record<MaterialType, { width: number; height: number; bleed: number; sides: string[] }> = {
  business_card_horizontal: { width: 85, height: 55, bleed: 3, sides: ['front'] },
  business_card_vertical: { width: 55, height: 85, bleed: 3, sides: ['front'] },
  banner: { width: 3000, height: 1000, bleed: 10, sides: ['front'] },
  sticker: { width: 100, height: 100, bleed: 3, sides: ['front'] },
  billboard: { width: 5040, height: 2380, bleed: 10, sides: ['front'] },
  flyer: { width: 148, height: 210, bleed: 3, sides: ['front', 'back'] },
};
/** SPEC §5: services each shows. */
const SERVICES: Partial<Record<MaterialType, number>> = { business_card_horizontal: 4, business_card_vertical: 5, flyer: 6 };
/** Where a link becomes a QR code (the decision: the large formats and the flyer's back). */
const QR_TYPES: MaterialType[] = ['banner', 'billboard', 'flyer'];

const FONTS = {
  regular: fontkit.create(readFileSync('src/server/assets/fonts/Manrope-Regular.ttf')),
  heavy: fontkit.create(readFileSync('src/server/assets/fonts/Manrope-ExtraBold.ttf')),
};
/** A line's width in mm as the font file says: the glyphs' advances, no kerning (as both renderers draw). */
function fontWidth(text: string, size: number, weight: 'regular' | 'heavy'): number {
  const font = FONTS[weight];
  return [...text].reduce((sum, char) => sum + font.glyphForCodePoint(char.codePointAt(0) ?? 0).advanceWidth, 0) * size / font.unitsPerEm;
}

function settingsOf(type: MaterialType): MaterialSettings {
  const settings = MATERIAL_PRODUCTS.map((p) => p.material?.({ code: 'pl', language: 'pl' })).find((s) => s?.type === type);
  if (!settings) throw new Error(`no demo ${type}`);
  return settings;
}

const PERSON = {
  name: 'Marek', surname: 'Zieliński', companyName: 'Dachy Zieliński', phone: '+48 512 345 678', email: 'biuro@dachy-zielinski.pl',
  link: 'https://dachy-zielinski.pl', shortDescription: 'Montaż okien dachowych z gwarancją producenta.', addressLine1: 'ul. Kwiatowa 12',
};

function configurationOf(settings: MaterialSettings, fields: Record<string, string> = PERSON): MaterialConfigurationInput {
  const offered = Object.fromEntries(Object.entries(fields).filter(([field]) => field in settings.fields));
  return {
    product: '5b0d3f0e-8a3c-4e55-9f38-1c1f0c6a2b10',
    subtype: settings.type === 'flyer' ? 'flyer-services' : null,
    fields: offered,
    coverImage: settings.images.at(-1)?.id ?? '',
    contentImage: settings.contentImages[0]?.id ?? null,
    manufacturerLogo: settings.logos.default.id,
    services: settings.services.map((service) => ({ icon: service.icon, text: service.text })),
  };
}

const texts = (layout: MaterialLayout) => layout.sides.flatMap((side) => side.elements).filter((e): e is LayoutElement & { kind: 'text' } => e.kind === 'text');
const kinds = (layout: MaterialLayout, kind: LayoutElement['kind']) => layout.sides.flatMap((side) => side.elements).filter((e) => e.kind === kind);

describe('materialLayout', () => {
  for (const [type, size] of Object.entries(SIZES) as [MaterialType, (typeof SIZES)[MaterialType]][]) {
    describe(type, () => {
      const settings = settingsOf(type);
      const layout = materialLayout(settings, configurationOf(settings));

      it('has the print size, the bleed and the sides of the decision', () => {
        expect({ width: layout.width, height: layout.height, bleed: layout.bleed, sides: layout.sides.map((s) => s.side) }).toEqual(size);
      });

      it('keeps every element within the trim and its bleed', () => {
        for (const element of layout.sides.flatMap((side) => side.elements)) {
          const { x, y, width, height } = element.box;
          expect(x).toBeGreaterThanOrEqual(-size.bleed - 1e-6);
          expect(y).toBeGreaterThanOrEqual(-size.bleed - 1e-6);
          expect(x + width).toBeLessThanOrEqual(size.width + size.bleed + 1e-6);
          expect(y + height).toBeLessThanOrEqual(size.height + size.bleed + 1e-6);
        }
      });

      it('prints what the person typed, every line within its box as the font measures it', () => {
        const printed = texts(layout).map((t) => t.lines.join(' ')).join('\n');
        for (const [field, value] of Object.entries(PERSON)) if (field in settings.fields && field !== 'name' && field !== 'surname') expect(printed).toContain(value);
        if ('name' in settings.fields) expect(printed).toContain('Marek Zieliński');
        for (const text of texts(layout)) {
          for (const line of text.lines) expect(fontWidth(line, text.size, text.weight)).toBeLessThanOrEqual(text.box.width + 1e-6);
        }
      });

      it('shows the services it needs, the QR code of the link and the manufacturer logo', () => {
        expect(kinds(layout, 'artwork').filter((e) => e.kind === 'artwork' && e.id.startsWith('icon-')).length).toBe(SERVICES[type] ?? 0);
        expect(kinds(layout, 'qr').map((e) => (e.kind === 'qr' ? e.data : ''))).toEqual(QR_TYPES.includes(type) ? [PERSON.link] : []);
        expect(kinds(layout, 'artwork').some((e) => e.kind === 'artwork' && e.id === 'logo-default')).toBe(true);
        expect(kinds(layout, 'logo')).toEqual([]);
      });

      it('keeps every text inside the trim when every field is filled, the logo placed and the company name takes two lines', () => {
        // docs/screenshots/material-proof-banner.png: the banner's link line ran off the trim.
        const full = materialLayout(settings, configurationOf(settings, {
          ...PERSON, companyName: 'Zakład Dekarsko-Blacharski Zieliński i Synowie', longDescription: 'Montujemy okna dachowe od dwudziestu lat.',
          addressLine2: '60-001 Poznań', addressLine3: 'Wielkopolska', logo: '0e9d3f7a-2b51-4c1e-8d6a-3f2b1c0d9e8f',
        }));
        for (const text of texts(full)) {
          expect(text.box.x, text.field).toBeGreaterThanOrEqual(0);
          expect(text.box.y, text.field).toBeGreaterThanOrEqual(0);
          expect(text.box.x + text.box.width, text.field).toBeLessThanOrEqual(size.width + 1e-6);
          expect(text.box.y + text.box.height, text.field).toBeLessThanOrEqual(size.height + 1e-6);
        }
      });

      it('places the uploaded logo once one is chosen, and no QR code without a link', () => {
        const { link: _, ...noLink } = PERSON;
        const withLogo = materialLayout(settings, configurationOf(settings, { ...noLink, logo: '0e9d3f7a-2b51-4c1e-8d6a-3f2b1c0d9e8f' }));
        expect(kinds(withLogo, 'logo').length).toBe(1);
        expect(kinds(withLogo, 'qr')).toEqual([]);
      });
    });
  }

  it('shows the front of a one-sided material when asked for its back', () => {
    const settings = settingsOf('sticker');
    const layout = materialLayout(settings, configurationOf(settings));
    expect(sideOf(layout, 'back').side).toBe('front');
  });

  it("shrinks, then ends with an ellipsis, a company name too long for the flyer front's two lines", () => {
    const settings = settingsOf('flyer');
    const long = 'Zakład Usług Dekarskich i Ciesielskich Zieliński i Synowie Spółka z ograniczoną odpowiedzialnością';
    const layout = materialLayout(settings, configurationOf(settings, { ...PERSON, companyName: long }));
    const front = sideOf(layout, 'front').elements.find((e) => e.kind === 'text' && e.field === 'companyName');
    if (front?.kind !== 'text') throw new Error('no company name on the front');
    expect(front.lines.length).toBe(2);
    expect(front.lines[1]?.endsWith('…')).toBe(true);
    // 70 % of the 9 mm design size (docs/decisions.md).
    expect(front.size).toBeGreaterThanOrEqual(9 * 0.7 - 1e-6);
    expect(front.size).toBeLessThan(9);
  });

  it('breaks lines greedily: no line could have taken the next word', () => {
    const text = 'Od dwudziestu lat montujemy okna dachowe, świetliki i rynny w całej Wielkopolsce, z gwarancją producenta.';
    const lines = wrapText(text, 50, 4, 'regular');
    expect(lines.join(' ')).toBe(text);
    lines.forEach((line, i) => {
      expect(fontWidth(line, 4, 'regular')).toBeLessThanOrEqual(50);
      const next = lines[i + 1]?.split(' ')[0];
      if (next) expect(fontWidth(`${line} ${next}`, 4, 'regular')).toBeGreaterThan(50);
    });
  });

  it('breaks a word wider than the line by characters', () => {
    const lines = wrapText('https://www.bardzo-dluga-nazwa-firmy-dekarskiej.pl/oferta', 30, 4, 'regular');
    expect(lines.join('')).toBe('https://www.bardzo-dluga-nazwa-firmy-dekarskiej.pl/oferta');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(fontWidth(line, 4, 'regular')).toBeLessThanOrEqual(30);
  });
});
