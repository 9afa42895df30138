/**
 * The configurator's rules (SPEC §5 Configurator, §9): each rule broken alone yields its message
 * on its field. Settings and expected messages are written here as data.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  MaterialConfigurationInput, configurationErrors, isWebLink, servicesRequired, settingsForCompany, type MaterialSettings,
} from '../../src/contract/marketing-material';

const art = (id: string) => ({ id, url: `/art/${id}.svg` });
const ICONS = ['roof', 'window', 'gutter', 'insulation', 'skylight', 'chimney', 'repair'];

const flyer: MaterialSettings = {
  type: 'flyer',
  subtypes: ['flyer-classic', 'flyer-services', 'flyer-references'],
  fields: { name: 'required', surname: 'required', companyName: 'required', phone: 'optional', email: 'optional', link: 'optional', shortDescription: 'optional', longDescription: 'optional', logo: 'optional' },
  images: ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'].map(art),
  contentImages: ['i1', 'i2'].map(art),
  services: ICONS.map((icon) => ({ icon, url: `/art/${icon}.svg`, text: icon })),
  logos: { default: art('logo-default'), recommended: null },
  defaults: { shortDescription: 'Roof windows fitted by certified installers.', link: 'https://installerclub.pl' },
};
const horizontalCard: MaterialSettings = {
  ...flyer, type: 'business_card_horizontal', subtypes: [], contentImages: [], images: [art('bg')],
  fields: { name: 'required', surname: 'required', phone: 'optional', email: 'optional', addressLine1: 'optional' },
  logos: { default: art('logo-default'), recommended: art('logo-pl') },
};
const verticalCard: MaterialSettings = { ...horizontalCard, type: 'business_card_vertical' };

const services = (count: number) => ICONS.slice(0, count).map((icon) => ({ text: `Service ${icon}`, icon }));

const goodFlyer = v.parse(MaterialConfigurationInput, {
  product: '00000000-0000-4000-8000-000000000001',
  subtype: 'flyer-classic',
  fields: { name: 'Jan', surname: 'Kowalski', companyName: 'Dachy Kowalski', phone: '600 123 456', shortDescription: 'Okna dachowe' },
  coverImage: 'c3',
  contentImage: 'i1',
  manufacturerLogo: 'logo-default',
});
const goodCard = v.parse(MaterialConfigurationInput, {
  product: '00000000-0000-4000-8000-000000000002',
  fields: { name: 'Jan', surname: 'Kowalski', email: 'jan@dachy.pl' },
  coverImage: 'bg',
  manufacturerLogo: 'logo-pl',
  services: services(4),
});

describe('SPEC §9 counts', () => {
  it('needs 6 services on a services flyer, 4 on a horizontal and 5 on a vertical business card, none elsewhere', () => {
    expect(servicesRequired('flyer', 'flyer-services')).toBe(6);
    expect(servicesRequired('flyer', 'flyer-classic')).toBe(0);
    expect(servicesRequired('business_card_horizontal', null)).toBe(4);
    expect(servicesRequired('business_card_vertical', null)).toBe(5);
    expect(servicesRequired('banner', null)).toBe(0);
  });
});

describe('configurationErrors', () => {
  it('accepts a complete flyer and a complete business card', () => {
    expect(configurationErrors(flyer, goodFlyer)).toEqual({});
    expect(configurationErrors(horizontalCard, goodCard)).toEqual({});
    expect(configurationErrors(verticalCard, { ...goodCard, services: services(5) })).toEqual({});
  });

  const cases: { rule: string; settings: MaterialSettings; change: Partial<typeof goodFlyer>; errors: Record<string, string[]> }[] = [
    { rule: 'phone or e-mail needed', settings: flyer, change: { fields: { ...goodFlyer.fields, phone: '' } },
      errors: { phone: ['This field is required.', 'Enter a phone number or an e-mail address.'], email: ['Enter a phone number or an e-mail address.'] } },
    { rule: 'phone or e-mail needed, neither added', settings: horizontalCard, change: { ...goodCard, fields: { name: 'Jan', surname: 'Kowalski' } },
      errors: { phone: ['Enter a phone number or an e-mail address.'], email: ['Enter a phone number or an e-mail address.'] } },
    { rule: 'flyer needs a short or a long description', settings: flyer, change: { fields: { name: 'Jan', surname: 'Kowalski', companyName: 'D', email: 'a@b.pl' } },
      errors: { shortDescription: ['Enter a short or a long description.'], longDescription: ['Enter a short or a long description.'] } },
    { rule: 'a required field filled', settings: flyer, change: { fields: { ...goodFlyer.fields, name: '' } }, errors: { name: ['This field is required.'] } },
    { rule: 'a required field present', settings: flyer, change: { fields: { surname: 'K', companyName: 'D', phone: '600123456', longDescription: 'x' } }, errors: { name: ['This field is required.'] } },
    { rule: 'an added optional field filled', settings: flyer, change: { fields: { ...goodFlyer.fields, link: '' } }, errors: { link: ['This field is required.'] } },
    { rule: 'short description at most 80', settings: flyer, change: { fields: { ...goodFlyer.fields, shortDescription: 'x'.repeat(81) } }, errors: { shortDescription: ['This text is too long.'] } },
    { rule: 'long description at most 100', settings: flyer, change: { fields: { ...goodFlyer.fields, longDescription: 'x'.repeat(101) } }, errors: { longDescription: ['This text is too long.'] } },
    { rule: 'a field the product does not offer', settings: flyer, change: { fields: { ...goodFlyer.fields, addressLine3: 'x' } }, errors: { addressLine3: ['This material does not offer this field.'] } },
    { rule: 'the link is http(s)', settings: flyer, change: { fields: { ...goodFlyer.fields, link: 'javascript:alert(1)' } },
      errors: { link: ['The link must be a web address starting with http:// or https://.'] } },
    { rule: 'the e-mail has its shape', settings: flyer, change: { fields: { ...goodFlyer.fields, email: 'jan@' } }, errors: { email: ['Enter a valid e-mail address.'] } },
    { rule: 'the cover image is one of the six', settings: flyer, change: { coverImage: 'c7' }, errors: { coverImage: ['Choose one of the offered images.'] } },
    { rule: 'a flyer has its subtype', settings: flyer, change: { subtype: null }, errors: { subtype: ['Choose the kind of flyer.'] } },
    { rule: "the manufacturer's logo is offered", settings: flyer, change: { manufacturerLogo: 'logo-pl' }, errors: { manufacturerLogo: ["Choose one of the manufacturer's logos."] } },
    { rule: 'flyer-services: exactly 6 services', settings: flyer, change: { subtype: 'flyer-services', services: services(5) },
      errors: { services: ['Choose exactly as many services as the material needs.'] } },
    { rule: 'flyer-services: none chosen', settings: flyer, change: { subtype: 'flyer-services' }, errors: { services: ['Choose your services.'] } },
    { rule: 'business card: none chosen', settings: horizontalCard, change: { ...goodCard, services: [] }, errors: { services: ['Choose your services.'] } },
    { rule: 'vertical business card: 5, not 4', settings: verticalCard, change: { ...goodCard }, errors: { services: ['Choose exactly as many services as the material needs.'] } },
    { rule: 'a service has its text and an offered icon', settings: horizontalCard, change: { ...goodCard, services: [...services(3), { text: '', icon: 'rocket' }] },
      errors: { services: ['Every service needs its text.', 'Choose one of the offered service icons.'] } },
  ];
  it.each(cases)('refuses: $rule', ({ settings, change, errors }) => {
    expect(configurationErrors(settings, { ...goodFlyer, ...change })).toEqual(errors);
  });
});

describe('settingsForCompany (SPEC §5 Prefill: "recommended-flagged companies get a regional recommended logo")', () => {
  const LOGO_CHOICE = "Choose one of the manufacturer's logos.";

  it('offers a recommended company the default and the recommended logo, and takes either', () => {
    const seen = settingsForCompany(horizontalCard, { recommended: true });
    expect(seen.logos).toEqual({ default: art('logo-default'), recommended: art('logo-pl') });
    expect(configurationErrors(seen, goodCard)).toEqual({});
    expect(configurationErrors(seen, { ...goodCard, manufacturerLogo: 'logo-default' })).toEqual({});
  });

  it("offers any other company the manufacturer's default alone, and refuses the recommended one", () => {
    const seen = settingsForCompany(horizontalCard, { recommended: false });
    expect(seen.logos).toEqual({ default: art('logo-default'), recommended: null });
    expect(configurationErrors(seen, goodCard)).toEqual({ manufacturerLogo: [LOGO_CHOICE] });
    expect(configurationErrors(seen, { ...goodCard, manufacturerLogo: 'logo-default' })).toEqual({});
  });

  it('changes nothing else, and nothing where the material has no recommended logo', () => {
    const { logos: _cardLogos, ...cardRest } = settingsForCompany(horizontalCard, { recommended: false });
    const { logos: _logos, ...rest } = horizontalCard;
    expect(cardRest).toEqual(rest);
    expect(settingsForCompany(flyer, { recommended: false })).toEqual(flyer);
  });
});

describe('isWebLink', () => {
  it('takes http and https links only, up to 500 characters', () => {
    expect(isWebLink('https://installerclub.pl/okna')).toBe(true);
    expect(isWebLink('http://example.com')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'ftp://example.com', 'data:text/html,x', 'mailto:a@b.pl', 'example.com', `https://e.pl/${'a'.repeat(490)}`]) {
      expect(isWebLink(bad)).toBe(false);
    }
  });
});
