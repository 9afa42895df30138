/**
 * The configurator's rules said plainly (SPEC §5 Configurator, Logo, Prefill; §9: 80 and 100
 * characters, link and state save after 1000 ms, 10 MB logos; issue 26 §2: nothing typed is lost
 * on a reload), each expected answer written here from the requirement.
 */
import { describe, expect, it } from 'vitest';
import { charactersLeft, logoProblem, prefillOf } from '../../machines/configurator-rules';
import type { MaterialSettings } from '../../src/contract/marketing-material';
import { CARD_VERTICAL, FLYER, PRODUCT, STICKER, startConfigurator } from './configurator-fixtures';

const USER = { name: 'Jan', surname: 'Nowak', email: 'jan@dachy-nowak.pl', phone: '+48600100200' };
const COMPANY = { name: 'Dachy Nowak', address: 'Polna 1', postal_code: '00-950', city: 'Warszawa' };

function begin(settings = STICKER, saved: unknown = null, prefill = prefillOf({ user: USER, company: COMPANY })) {
  const started = startConfigurator({ settings, prefill, saved });
  return { ...started, context: () => started.actor.getSnapshot().context };
}

describe('configurator prefill (SPEC §5 Prefill)', () => {
  it("fills name, surname, company name, address and contact from the user and the company, the region's description and the flyer's site", () => {
    const { context } = begin(FLYER);
    expect(context().draft.fields).toEqual({
      name: 'Jan', surname: 'Nowak', companyName: 'Dachy Nowak', phone: '+48600100200', email: 'jan@dachy-nowak.pl',
      shortDescription: 'Roofs and windows fitted by certified installers.', link: 'https://club.example/pl',
      addressLine1: 'Polna 1', addressLine2: '00-950 Warszawa',
    });
  });

  it('chooses the recommended logo where the product offers one, else the default', () => {
    expect(begin(STICKER).context().draft.manufacturerLogo).toBe('logo-recommended-pl');
    expect(begin(CARD_VERTICAL).context().draft.manufacturerLogo).toBe('logo-default');
  });

  // The server answers a sticker's settings with the recommended logo to a recommended company only.
  const STICKER_OF_OTHERS: MaterialSettings = { ...STICKER, logos: { default: { id: 'logo-default', url: '/api/v1/shop/artwork/logo-default.svg' }, recommended: null } };

  it("starts a company the club does not recommend with the manufacturer's default logo", () => {
    expect(begin(STICKER_OF_OTHERS).context().draft.manufacturerLogo).toBe('logo-default');
  });

  it('restores a kept draft with the default logo once the recommended one is no longer offered, keeping what was typed', () => {
    const kept = {
      product: PRODUCT, subtype: null, fields: { companyName: 'Dachy Nowak i Syn' }, coverImage: 'cover-sticker-1', contentImage: null,
      manufacturerLogo: 'logo-recommended-pl', services: [],
    };
    expect(begin(STICKER, kept).context().draft).toMatchObject({ manufacturerLogo: 'logo-recommended-pl', fields: { companyName: 'Dachy Nowak i Syn' } });
    expect(begin(STICKER_OF_OTHERS, kept).context().draft).toMatchObject({ manufacturerLogo: 'logo-default', fields: { companyName: 'Dachy Nowak i Syn' } });
  });

  it('fills an optional field added by its tile, and removes it again', () => {
    const { actor, context } = begin(STICKER, null, { companyName: 'Dachy Nowak', email: 'jan@dachy-nowak.pl' });
    actor.send({ type: 'REMOVE_FIELD', field: 'email' });
    expect(context().draft.fields).toEqual({ companyName: 'Dachy Nowak' });
    actor.send({ type: 'ADD_FIELD', field: 'email' });
    expect(context().draft.fields).toEqual({ companyName: 'Dachy Nowak', email: 'jan@dachy-nowak.pl' });
  });

  it('never removes a required field', () => {
    const { actor, context } = begin(STICKER);
    actor.send({ type: 'REMOVE_FIELD', field: 'companyName' });
    expect(context().draft.fields.companyName).toBe('Dachy Nowak');
  });
});

describe('configurator rules (SPEC §5 Configurator)', () => {
  it('shows the characters left of the short (80) and long (100) description only', () => {
    expect(charactersLeft('shortDescription', 'x'.repeat(30))).toBe(50);
    expect(charactersLeft('longDescription', 'x'.repeat(101))).toBe(-1);
    expect(charactersLeft('name', 'Jan')).toBeNull();
  });

  it('needs 6 services on a services flyer and keeps at most as many as the new kind needs', () => {
    const { actor, context } = begin(FLYER);
    actor.send({ type: 'CHOOSE_SUBTYPE', subtype: 'flyer-services' });
    for (const icon of ['roof', 'window', 'skylight', 'gutter', 'insulation', 'chimney', 'solar']) actor.send({ type: 'TOGGLE_SERVICE', icon });
    expect(context().draft.services.map((service) => service.icon)).toEqual(['roof', 'window', 'skylight', 'gutter', 'insulation', 'chimney']);
    actor.send({ type: 'CHOOSE_SUBTYPE', subtype: 'flyer-classic' });
    expect(context().draft.services).toEqual([]);
  });

  it('asks for services when none is chosen, for the number when too few, and focuses the first offending field', () => {
    const { actor, context, told } = begin(CARD_VERTICAL);
    actor.send({ type: 'SUBMIT' });
    expect(context().errors).toEqual({ services: ['Choose your services.'] });
    actor.send({ type: 'TOGGLE_SERVICE', icon: 'roof' });
    expect(context().errors).toEqual({ services: ['Choose exactly as many services as the material needs.'] });
    actor.send({ type: 'CHANGE', field: 'name', value: '' });
    actor.send({ type: 'SUBMIT' });
    expect(told.filter((event) => event.type === 'focus')).toEqual([
      { type: 'focus', field: 'services' }, { type: 'focus', field: 'name' },
    ]);
  });

  it('asks a flyer for a short or a long description', () => {
    const { actor, context } = begin(FLYER);
    actor.send({ type: 'REMOVE_FIELD', field: 'shortDescription' });
    actor.send({ type: 'SUBMIT' });
    expect(context().errors?.shortDescription).toEqual(['Enter a short or a long description.']);
  });

  it('flips the preview between front and back', () => {
    const { actor, context } = begin(FLYER);
    actor.send({ type: 'FLIP' });
    expect(context().side).toBe('back');
    actor.send({ type: 'FLIP' });
    expect(context().side).toBe('front');
  });

  it('sends the configuration as designed and tells the page to go to its checkout', async () => {
    const { actor, actors, told } = begin(STICKER);
    actor.send({ type: 'SUBMIT' });
    expect(actors.inputOf('store configuration')).toEqual({
      product: PRODUCT, subtype: null, fields: { companyName: 'Dachy Nowak', phone: '+48600100200', email: 'jan@dachy-nowak.pl' },
      coverImage: 'cover-sticker-1', contentImage: null, manufacturerLogo: 'logo-recommended-pl', services: [],
    });
    await actors.resolve('store configuration', 'c-1');
    expect(told).toContainEqual({ type: 'configured', uuid: 'c-1' });
  });
});

describe('configurator logo (SPEC §5 Logo)', () => {
  const file = (name: string, type: string, size: number) => ({ name, type, size });

  it('takes at most 10,000,000 bytes', () => {
    expect(logoProblem(file('logo.png', 'image/png', 10_000_000))).toBeNull();
    expect(logoProblem(file('logo.png', 'image/png', 10_000_001))).toBe('The file may not be greater than 10 MB.');
  });

  it('takes PDF, AI, EPS, PNG, JPG, SVG, ZIP, TIFF and PSD, by type or, where the browser names none, by extension', () => {
    for (const [name, type] of [['a.pdf', 'application/pdf'], ['a.ai', ''], ['a.eps', 'application/postscript'], ['a.png', 'image/png'], ['a.jpg', 'image/jpeg'], ['a.svg', 'image/svg+xml'],
      ['a.zip', 'application/zip'], ['a.zip', 'application/x-zip-compressed'], ['a.tif', 'image/tiff'], ['a.tiff', ''], ['a.psd', 'image/vnd.adobe.photoshop'], ['a.psd', '']]) {
      expect(logoProblem(file(name as string, type as string, 10)), name).toBeNull();
    }
    for (const [name, type] of [['a.html', 'text/html'], ['a.png', 'text/html'], ['a.exe', ''], ['a.rar', ''], ['a.tiff', 'text/html']]) {
      expect(logoProblem(file(name as string, type as string, 10)), name).toBe('The file must be a PDF, AI, EPS, PNG, JPG, SVG, TIFF, PSD or ZIP file.');
    }
  });

  it('names the uploaded file in the logo field, and a kept logo after a reload', async () => {
    const kept = { reference: { uuid: 'f-1', name: 'logo.png', content_type: 'image/png', size: 10, url: '/api/v1/shop/order/files/f-1' }, url: 'blob:1' };
    const { actor, actors, context } = begin(STICKER);
    actor.send({ type: 'ADD_FIELD', field: 'logo' });
    expect(context().draft.fields.logo).toBe('');
    await actors.resolve('load kept logo', kept);
    expect(context().draft.fields.logo).toBe('f-1');
    actor.send({ type: 'REMOVE_LOGO' });
    expect(context().draft.fields.logo).toBe('');
  });
});

describe('configurator draft (issue 26 §2: nothing typed is lost on a failure, a reload or a language change)', () => {
  it('keeps the design 1000 ms after the last change, and gives it back after a reload', () => {
    const first = begin(STICKER);
    first.actor.send({ type: 'CHANGE', field: 'companyName', value: 'Dachy' });
    first.actor.send({ type: 'CHANGE', field: 'companyName', value: 'Dachy Nowak i Syn' });
    // The link's first wait and one wait of the draft: a change starts the draft's wait again.
    expect(first.clock.pending()).toEqual([1000, 1000]);
    first.clock.fire(1000);
    first.clock.fire(1000);
    const saved = first.told.filter((event) => event.type === 'progress.save');
    expect(saved).toHaveLength(1);
    const again = begin(STICKER, (saved[0] as { progress: unknown }).progress);
    expect(again.context().draft.fields.companyName).toBe('Dachy Nowak i Syn');
  });

  it("ignores another product's draft", () => {
    const { context } = begin(STICKER, { product: 'another', subtype: null, fields: { companyName: 'Other' }, coverImage: 'x', contentImage: null, manufacturerLogo: 'x', services: [] });
    expect(context().draft.fields.companyName).toBe('Dachy Nowak');
  });

  it('keeps the design as typed when storing fails, and forgets the draft once stored', async () => {
    const { actor, actors, context, told } = begin(STICKER);
    actor.send({ type: 'CHANGE', field: 'companyName', value: 'Dachy Nowak i Syn' });
    actor.send({ type: 'SUBMIT' });
    await actors.reject('store configuration', new Error('offline'));
    expect(context()).toMatchObject({ failure: 'generic', draft: { fields: { companyName: 'Dachy Nowak i Syn' } } });
    actor.send({ type: 'SUBMIT' });
    await actors.resolve('store configuration', 'c-2');
    expect(told).toContainEqual({ type: 'progress.forget' });
  });
});
