/**
 * Marketing materials on the server (issue 26 §1): the catalogue with every type's settings and
 * artwork. Expected figures are SPEC §2, §5 and §9, written here as data.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MaterialConfigurationAnswer, OrderFileAnswer, QrCodeAnswer } from '../../src/contract/marketing-material';
import { ProductResponse, ProductsPage } from '../../src/contract/shop';
import { auditLog, companies } from '../../src/server/db/schema';
import { createTestServer, type TestServer } from './harness';
import { zipOf as zipOfMembers } from './zip-fixtures';
import { zipProblem } from '../../src/server/domain/zip-directory';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await createTestServer();
  token = (await server.signIn('owner@demo.pl')).pair.token;
});
afterAll(async () => {
  await server.close();
});

/** SPEC §2/§9: cover or background images to choose from, and the services each type needs (none: not offered). */
const TYPES: Record<string, { images: number; services: boolean; recommendedLogo: boolean }> = {
  business_card_horizontal: { images: 1, services: true, recommendedLogo: true },
  business_card_vertical: { images: 1, services: true, recommendedLogo: true },
  banner: { images: 6, services: false, recommendedLogo: true },
  sticker: { images: 1, services: false, recommendedLogo: true },
  billboard: { images: 5, services: false, recommendedLogo: false },
  flyer: { images: 6, services: true, recommendedLogo: false },
};

async function materials(as = token) {
  const list = await server.call('GET', '/api/v2/shop/products?type=marketing_material', { token: as });
  expect(list.status).toBe(200);
  const page = v.parse(ProductsPage, list.body);
  return Promise.all(page.data.map(async (summary) => {
    const detail = await server.call('GET', `/api/v2/shop/products/${summary.uuid}`, { token: as });
    expect(detail.status).toBe(200);
    return v.parse(ProductResponse, detail.body).data;
  }));
}

describe('the material catalogue', () => {
  it('lists one product of each of the six types in the region, each with its settings', async () => {
    const products = await materials();
    expect(products.map((product) => product.settings?.type).sort()).toEqual(Object.keys(TYPES).sort());
    for (const product of products) {
      const settings = product.settings;
      if (!settings) throw new Error(`no settings on ${product.sku}`);
      const wanted = TYPES[settings.type];
      expect({ type: settings.type, images: settings.images.length }).toEqual({ type: settings.type, images: wanted?.images });
      expect(settings.services.length > 0).toBe(wanted?.services);
      expect(settings.logos.recommended !== null).toBe(wanted?.recommendedLogo);
      expect(product.type).toBe('marketing_material');
      expect(product.stock).toBeGreaterThan(0);
    }
  });

  it("offers the flyer's subtypes with flyer-services, its contact and description fields, and the region's defaults", async () => {
    const flyer = (await materials()).find((product) => product.settings?.type === 'flyer')?.settings;
    expect(flyer?.subtypes).toContain('flyer-services');
    for (const field of ['phone', 'email', 'shortDescription', 'longDescription', 'link', 'logo']) expect(flyer?.fields).toHaveProperty(field);
    expect(flyer?.defaults.link).toMatch(/^https:\/\/.*\.pl\//);
    expect(flyer?.defaults.shortDescription).toBe('Montaż okien dachowych z gwarancją producenta.');
    expect(flyer?.services.map((service) => service.text)).toContain('Okna dachowe');
  });

  it("answers the Czech region's texts and recommended logo to a Czech company", async () => {
    const cz = (await server.signIn('owner@demo.cz')).pair.token;
    const card = (await materials(cz)).find((product) => product.settings?.type === 'business_card_vertical')?.settings;
    expect(card?.logos.recommended?.id).toBe('logo-recommended-cz');
    expect(card?.services.map((service) => service.text)).toContain('Střešní okna');
  });

  it('serves every artwork the settings name as an SVG of the project, and nothing else', async () => {
    const products = await materials();
    const urls = new Set(products.flatMap(({ settings }) => settings
      ? [...settings.images, ...settings.contentImages, settings.logos.default, ...(settings.logos.recommended ? [settings.logos.recommended] : [])]
        .map((art) => art.url).concat(settings.services.map((service) => service.url))
      : []));
    expect(urls.size).toBeGreaterThan(20);
    for (const url of urls) {
      const response = await server.call('GET', url);
      expect({ url, status: response.status, type: response.headers.get('content-type') }).toEqual({ url, status: 200, type: 'image/svg+xml' });
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(response.body).not.toMatch(/<script|href=|on[a-z]+=/i);
    }
    // A cover or content picture fills the box that shows it (cropped, no bands); a logo or icon stays whole.
    for (const url of urls) {
      const body = (await server.call('GET', url)).body as string;
      const picture = /\/(cover|content)-[^/]+\.svg$/.test(url);
      expect({ url, fills: body.includes('preserveAspectRatio="xMidYMid slice"') }).toEqual({ url, fills: picture });
    }
    for (const bad of ['cover-flyer-7.svg', 'cover-billboard-6.svg', 'icon-rocket.svg', 'logo-recommended-xx.svg', 'cover-flyer-1.png', 'cover-flyer-1.svg.svg']) {
      expect((await server.call('GET', `/api/v1/shop/artwork/${bad}`)).status).toBe(404);
    }
  });
});

const productOf = async (type: string, as = token) => {
  const product = (await materials(as)).find((item) => item.settings?.type === type);
  if (!product) throw new Error(`no ${type}`);
  return product.uuid;
};

describe('POST /v1/shop/configurations', () => {
  const card = (product: string, change: Record<string, unknown> = {}) => ({
    product,
    fields: { name: 'Jan', surname: 'Kowalski', email: 'jan@dachy.pl' },
    coverImage: 'cover-business_card_vertical-1',
    manufacturerLogo: 'logo-recommended-pl',
    services: ['roof', 'window', 'gutter', 'insulation', 'chimney'].map((icon) => ({ icon, text: `Usługa ${icon}` })),
    ...change,
  });
  const flyer = (product: string, change: Record<string, unknown> = {}) => ({
    product,
    subtype: 'flyer-services',
    fields: { name: 'Jan', surname: 'Kowalski', companyName: 'Dachy Kowalski', phone: '600 123 456', shortDescription: 'Okna dachowe z montażem' },
    coverImage: 'cover-flyer-4',
    contentImage: 'content-2',
    manufacturerLogo: 'logo-default',
    services: ['roof', 'window', 'gutter', 'insulation', 'chimney', 'repair'].map((icon) => ({ icon, text: `Usługa ${icon}` })),
    ...change,
  });

  it('stores a valid configuration with a uuid, owned by the company, and answers it back; another company gets 404', async () => {
    const stored = await server.call('POST', '/api/v1/shop/configurations', { token, body: flyer(await productOf('flyer')) });
    expect(stored.status).toBe(200);
    v.parse(MaterialConfigurationAnswer, stored.body);
    const uuid = stored.body.data.uuid as string;
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    const back = await server.call('GET', `/api/v1/shop/configurations/${uuid}`, { token });
    expect(back.status).toBe(200);
    expect(v.parse(MaterialConfigurationAnswer, back.body).data.type).toBe('flyer');
    expect(back.body.data.configuration.fields.companyName).toBe('Dachy Kowalski');
    expect(back.body.data.configuration.services).toHaveLength(6);
    const cz = (await server.signIn('owner@demo.cz')).pair.token;
    expect((await server.call('GET', `/api/v1/shop/configurations/${uuid}`, { token: cz })).status).toBe(404);
    expect((await server.call('GET', '/api/v1/shop/configurations/not-a-uuid', { token })).status).toBe(404);
  });

  it('refuses, with each rule of SPEC §5 and its message, what a portal bypassed sends', async () => {
    const flyerUuid = await productOf('flyer');
    const cardUuid = await productOf('business_card_vertical');
    const bodies: { rule: string; body: object; errors: Record<string, string[]> }[] = [
      { rule: 'phone or e-mail', body: flyer(flyerUuid, { fields: { name: 'Jan', surname: 'K', companyName: 'D', shortDescription: 'x' } }),
        errors: { phone: ['Enter a phone number or an e-mail address.'], email: ['Enter a phone number or an e-mail address.'] } },
      { rule: 'short or long description', body: flyer(flyerUuid, { fields: { name: 'Jan', surname: 'K', companyName: 'D', phone: '600123456' } }),
        errors: { shortDescription: ['Enter a short or a long description.'], longDescription: ['Enter a short or a long description.'] } },
      { rule: 'flyer-services: 6 services', body: flyer(flyerUuid, { services: [{ icon: 'roof', text: 'Dachy' }] }),
        errors: { services: ['Choose exactly as many services as the material needs.'] } },
      { rule: 'business card: a message when none is chosen', body: card(cardUuid, { services: [] }), errors: { services: ['Choose your services.'] } },
      { rule: 'vertical business card: 5 services', body: card(cardUuid, { services: [{ icon: 'roof', text: 'Dachy' }] }),
        errors: { services: ['Choose exactly as many services as the material needs.'] } },
      { rule: 'a required field', body: card(cardUuid, { fields: { name: '', surname: 'Kowalski', email: 'jan@dachy.pl' } }), errors: { name: ['This field is required.'] } },
      { rule: 'an added optional field', body: card(cardUuid, { fields: { name: 'Jan', surname: 'Kowalski', email: 'jan@dachy.pl', addressLine1: '   ' } }),
        errors: { addressLine1: ['This field is required.'] } },
      { rule: 'short description at most 80', body: flyer(flyerUuid, { fields: { name: 'J', surname: 'K', companyName: 'D', phone: '600123456', shortDescription: 'x'.repeat(81) } }),
        errors: { shortDescription: ['This text is too long.'] } },
      { rule: 'long description at most 100', body: flyer(flyerUuid, { fields: { name: 'J', surname: 'K', companyName: 'D', phone: '600123456', longDescription: 'x'.repeat(101) } }),
        errors: { longDescription: ['This text is too long.'] } },
      { rule: 'a field the material does not offer', body: card(cardUuid, { fields: { name: 'Jan', surname: 'Kowalski', email: 'jan@dachy.pl', longDescription: 'x' } }),
        errors: { longDescription: ['This material does not offer this field.'] } },
      { rule: 'a cover image of the six', body: flyer(flyerUuid, { coverImage: 'cover-flyer-7' }), errors: { coverImage: ['Choose one of the offered images.'] } },
      { rule: 'the recommended logo is not the flyer\'s', body: flyer(flyerUuid, { manufacturerLogo: 'logo-recommended-pl' }),
        errors: { manufacturerLogo: ["Choose one of the manufacturer's logos."] } },
      { rule: 'the link is http(s)', body: flyer(flyerUuid, { fields: { name: 'J', surname: 'K', companyName: 'D', phone: '600123456', shortDescription: 'x', link: 'javascript:alert(1)' } }),
        errors: { link: ['The link must be a web address starting with http:// or https://.'] } },
      { rule: 'the logo is a file the company uploaded', body: card(cardUuid, { fields: { name: 'Jan', surname: 'Kowalski', email: 'jan@dachy.pl', logo: '00000000-0000-4000-8000-000000000000' } }),
        errors: { logo: ['The logo file was not found. Upload it again.'] } },
      { rule: 'a flyer has its kind', body: flyer(flyerUuid, { subtype: null }), errors: { subtype: ['Choose the kind of flyer.'] } },
    ];
    for (const { rule, body, errors } of bodies) {
      const answer = await server.call('POST', '/api/v1/shop/configurations', { token, body });
      expect({ rule, status: answer.status, errors: answer.body.errors }).toEqual({ rule, status: 422, errors });
    }
  });

  it("refuses a product that is no material (422), another region's material (404), and an installer (403)", async () => {
    const voucher = (await server.call('GET', '/api/v2/shop/products?type=voucher', { token })).body.data[0].uuid as string;
    const notMaterial = await server.call('POST', '/api/v1/shop/configurations', { token, body: flyer(voucher) });
    expect({ status: notMaterial.status, errors: notMaterial.body.errors }).toEqual({ status: 422, errors: { product: ['This product is not a marketing material.'] } });
    const cz = (await server.signIn('owner@demo.cz')).pair.token;
    expect((await server.call('POST', '/api/v1/shop/configurations', { token: cz, body: flyer(await productOf('flyer')) })).status).toBe(404);
    const installer = (await server.signIn('installer@demo.pl')).pair.token;
    expect((await server.call('POST', '/api/v1/shop/configurations', { token: installer, body: flyer(await productOf('flyer')) })).status).toBe(403);
  });
});

/** docs/decisions.md "Recommended companies": Dachy Nowak (owner@demo.pl) is recommended, Okna Zieliński (okna@demo.pl), of the same region, is not. */
const RECOMMENDED = 'owner@demo.pl';
const NOT_RECOMMENDED = 'okna@demo.pl';
/** SPEC §5 Prefill: "a regional recommended logo for business card, banner, sticker". */
const RECOMMENDED_LOGO_TYPES = ['banner', 'business_card_horizontal', 'business_card_vertical', 'sticker'];

describe('the recommended-company flag (SPEC §5 Prefill)', () => {
  /** `npm run operator -- company recommend <e-mail> on|off`, as the operator's route runs it. */
  async function recommend(email: string, recommended: boolean) {
    const answer = await server.dev('POST', '/api/dev/operator/companies/recommend', { body: { email, recommended } });
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: { company: 'Okna Zieliński s.c.', recommended } });
  }
  const sticker = (product: string, manufacturerLogo: string) => ({
    product, fields: { companyName: 'Okna Zieliński', phone: '600 123 456' }, coverImage: 'cover-sticker-1', manufacturerLogo,
  });

  it('offers the regional recommended logo on business cards, banner and sticker to a recommended company only', async () => {
    const offered = async (email: string) => {
      const as = (await server.signIn(email)).pair.token;
      return (await materials(as)).flatMap(({ settings }) => (settings?.logos.recommended ? [settings.type] : [])).sort();
    };
    expect(await offered(RECOMMENDED)).toEqual(RECOMMENDED_LOGO_TYPES);
    expect(await offered(NOT_RECOMMENDED)).toEqual([]);
  });

  it('answers 404 to the operator for an e-mail address no member has', async () => {
    expect((await server.dev('POST', '/api/dev/operator/companies/recommend', { body: { email: 'nobody@demo.pl', recommended: true } })).status).toBe(404);
  });

  it('refuses the recommended logo from a company the club does not recommend, takes the default, and takes both once it is recommended', async () => {
    const okna = (await server.signIn(NOT_RECOMMENDED)).pair.token;
    const product = await productOf('sticker', okna);
    const store = (logo: string) => server.call('POST', '/api/v1/shop/configurations', { token: okna, body: sticker(product, logo) });
    const refused = await store('logo-recommended-pl');
    expect({ status: refused.status, errors: refused.body.errors }).toEqual({ status: 422, errors: { manufacturerLogo: ["Choose one of the manufacturer's logos."] } });
    expect((await store('logo-default')).status).toBe(200);
    await recommend(NOT_RECOMMENDED, true);
    const [audited] = await server.db.select({ action: auditLog.action, actor: auditLog.actor, company: companies.name }).from(auditLog)
      .innerJoin(companies, eq(companies.id, auditLog.companyId)).orderBy(desc(auditLog.id)).limit(1);
    expect(audited).toEqual({ action: 'company.recommend', actor: 'operator', company: 'Okna Zieliński s.c.' });
    try {
      expect((await store('logo-recommended-pl')).status).toBe(200);
      const card = (await materials(okna)).find((item) => item.settings?.type === 'sticker')?.settings;
      expect(card?.logos.recommended?.id).toBe('logo-recommended-pl');
    } finally {
      await recommend(NOT_RECOMMENDED, false);
    }
  });
});

describe('GET /v1/generate/qr-code', () => {
  const qr = (data: string) => server.call('GET', `/api/v1/generate/qr-code?data=${encodeURIComponent(data)}`, { token });

  it('answers the QR code of an http(s) link as an SVG image', async () => {
    for (const link of ['https://installerclub.pl/products', 'http://dachy-kowalski.pl/?a=1&b=2']) {
      const answer = await qr(link);
      expect(answer.status).toBe(200);
      const [prefix, base64 = ''] = v.parse(QrCodeAnswer, answer.body).data.split(',');
      expect(prefix).toBe('data:image/svg+xml;base64');
      const svg = Buffer.from(base64, 'base64').toString('utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).toContain('<path');
    }
  });

  it('refuses other schemes and data over 500 characters with its message', async () => {
    const message = ['The QR code can only be made of a web address (http or https) of at most 500 characters.'];
    for (const data of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://example.com/a', 'mailto:jan@dachy.pl', 'installerclub.pl', '', `https://installerclub.pl/${'a'.repeat(480)}`]) {
      const answer = await qr(data);
      expect({ data: data.slice(0, 30), status: answer.status, errors: answer.body.errors }).toEqual({ data: data.slice(0, 30), status: 422, errors: { data: message } });
    }
    expect((await server.call('GET', '/api/v1/generate/qr-code', { token })).status).toBe(422);
  });
});

describe('POST /v1/shop/order/files', () => {
  const form = (bytes: Buffer | string, name: string, type = 'application/octet-stream') => {
    const body = new FormData();
    body.append('file', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type }));
    return body;
  };
  const upload = (bytes: Buffer | string, name: string, type?: string, as = token) =>
    server.call('POST', '/api/v1/shop/order/files', { token: as, body: form(bytes, name, type) });
  const download = (uuid: string, as = token) => server.call('GET', `/api/v1/shop/order/files/${uuid}`, { token: as });
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  const PDF = '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n<script>app.alert(1)</script>\n%%EOF\n';

  it('stores a PNG logo and gives it back to its company only, as an attachment with nosniff', async () => {
    const stored = await upload(PNG, 'Logo firmy.png', 'image/png');
    expect(stored.status).toBe(200);
    expect(v.parse(OrderFileAnswer, stored.body).data).toMatchObject({ name: 'Logo-firmy.png', content_type: 'image/png', size: PNG.length });
    const back = await download(stored.body.data.uuid);
    expect(back.status).toBe(200);
    expect(back.headers.get('content-disposition')).toBe('attachment; filename="Logo-firmy.png"');
    expect(back.headers.get('x-content-type-options')).toBe('nosniff');
    expect(back.headers.get('content-type')).toBe('image/png');
    const installer = (await server.signIn('installer@demo.pl')).pair.token;
    expect((await download(stored.body.data.uuid, installer)).status).toBe(200);
    const cz = (await server.signIn('owner@demo.cz')).pair.token;
    expect((await download(stored.body.data.uuid, cz)).status).toBe(404);
    expect((await download('not-a-uuid')).status).toBe(404);
  });

  it('answers 413 to a logo of 10,000,001 bytes, and to a body far above the limit before parsing it', async () => {
    const justOver = Buffer.alloc(10_000_001);
    PNG.copy(justOver);
    const answer = await upload(justOver, 'big.png', 'image/png');
    expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 413, message: 'The file may not be greater than 10 MB.' });
    expect((await upload(Buffer.alloc(12_000_000), 'huge.png', 'image/png')).status).toBe(413);
  });

  it('decides the type by the content: an HTML page named .png, a PNG with a page appended, a ZIP and an empty file are refused', async () => {
    const refused = { file: ['The file must be a PDF, AI, EPS, PNG, JPG, SVG, TIFF, PSD or ZIP file.'] };
    const polyglot = Buffer.concat([PNG, Buffer.from('<html><script>alert(1)</script></html>')]);
    const zip = Buffer.from('504b0304140000000800', 'hex');
    for (const [bytes, name, type] of [
      ['<html><body><script>alert(1)</script></body></html>', 'logo.png', 'image/png'],
      [polyglot, 'logo.png', 'image/png'],
      [zip, 'logo.zip', 'application/zip'],
      ['', 'logo.svg', 'image/svg+xml'],
    ] as const) {
      const answer = await upload(bytes, name, type);
      expect({ name, status: answer.status, errors: answer.body.errors }).toEqual({ name, status: 422, errors: refused });
    }
    const missing = await server.call('POST', '/api/v1/shop/order/files', { token, body: new FormData() });
    expect({ status: missing.status, errors: missing.body.errors }).toEqual({ status: 422, errors: { file: ['Choose a file to upload.'] } });
  });

  it('refuses a ZIP bomb (a small archive of a huge file) by its content, never unpacking it', async () => {
    const bomb = zipOf('logo.png', Buffer.alloc(50_000_000));
    expect(bomb.length).toBeLessThan(100_000);
    // Refused for being a bomb (a member growing beyond 100:1), not for being a ZIP: a plain ZIP is taken (below).
    expect(zipProblem(bomb)).toBe('ratio');
    for (const [name, type] of [['logo.zip', 'application/zip'], ['logo.png', 'image/png']] as const) {
      const answer = await upload(bomb, name, type);
      expect({ name, status: answer.status, errors: answer.body.errors }).toEqual({ name, status: 422, errors: { file: ['The file must be a PDF, AI, EPS, PNG, JPG, SVG, TIFF, PSD or ZIP file.'] } });
    }
  });

  it('neutralises an SVG: no script, event handler, external reference or foreignObject survives; the drawing does', async () => {
    const evil = '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY e "x">]><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 40" onload="alert(1)">'
      + '<script>alert(2)</script><style>@import url(https://evil.example/x.css);</style>'
      + '<defs><linearGradient id="g"><stop offset="0" stop-color="#0b4a8b"/></linearGradient></defs>'
      + '<rect width="100" height="40" fill="url(#g)" onclick="steal()"/><rect fill="url(https://evil.example/p)" width="1" height="1"/>'
      + '<image href="https://evil.example/i.png"/><use xlink:href="https://evil.example/a.svg#x"/><a href="javascript:alert(3)"><circle r="2"/></a>'
      + '<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example"></iframe><p>html</p></body></foreignObject>'
      + '<text x="4" y="24">Dachy &amp; Syn</text></svg>';
    const stored = await upload(evil, 'logo.svg', 'image/svg+xml');
    expect(stored.status).toBe(200);
    expect(stored.body.data.content_type).toBe('image/svg+xml');
    const svg = (await download(stored.body.data.uuid)).body as string;
    expect(svg).not.toMatch(/script|onload|onclick|foreignObject|iframe|evil\.example|javascript:|<image|<a[\s>]|@import|html/i);
    expect(svg).toContain('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 40">');
    expect(svg).toContain('fill="url(#g)"');
    expect(svg).toContain('<linearGradient id="g">');
    expect(svg).toContain('Dachy &amp; Syn');
  });

  it('keeps PDF, AI and EPS files as uploaded', async () => {
    const eps = '%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 100 40\nnewpath 0 0 moveto 100 40 lineto stroke\n%%EOF\n';
    for (const [bytes, name, type] of [[PDF, 'logo.pdf', 'application/pdf'], [PDF, 'logo.ai', 'application/illustrator'], [eps, 'logo.eps', 'application/postscript']] as const) {
      const stored = await upload(bytes, name);
      expect({ name, status: stored.status, type: stored.body.data?.content_type }).toEqual({ name, status: 200, type });
      const back = await download(stored.body.data.uuid);
      expect(back.body).toBe(bytes);
      expect(back.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
    }
  });

  it('takes TIFF, PSD and a plain ZIP of a logo by their content, whatever the name, kept as uploaded', async () => {
    const tiff = Buffer.concat([Buffer.from('49492a0008000000', 'hex'), Buffer.alloc(32)]);
    const bigEndianTiff = Buffer.concat([Buffer.from('4d4d002a00000008', 'hex'), Buffer.alloc(32)]);
    const psd = Buffer.concat([Buffer.from('8BPS'), Buffer.from([0, 1]), Buffer.alloc(40)]);
    const psb = Buffer.concat([Buffer.from('8BPS'), Buffer.from([0, 2]), Buffer.alloc(40)]);
    const zip = zipOfMembers({ name: 'Logo/logo.png', content: PNG }, { name: 'Logo/logo.pdf', content: Buffer.from(PDF) });
    const expected: [Buffer, string, string, string][] = [
      [tiff, 'logo.png', 'image/tiff', 'logo.tiff'],
      [bigEndianTiff, 'logo.tif', 'image/tiff', 'logo.tiff'],
      [psd, 'logo.psd', 'image/vnd.adobe.photoshop', 'logo.psd'],
      [psb, 'logo.psb', 'image/vnd.adobe.photoshop', 'logo.psd'],
      [zip, 'logo.zip', 'application/zip', 'logo.zip'],
    ];
    for (const [bytes, name, type, stored] of expected) {
      const answer = await upload(bytes, name, 'application/octet-stream');
      expect({ name, status: answer.status, type: answer.body.data?.content_type, stored: answer.body.data?.name }).toEqual({ name, status: 200, type, stored });
      const back = await server.app.request(`/api/v1/shop/order/files/${answer.body.data.uuid}`, { headers: { authorization: `Bearer ${token}` } },
        { incoming: { socket: { remoteAddress: '203.0.113.1' } } });
      expect(Buffer.from(await back.arrayBuffer()).equals(bytes)).toBe(true);
      expect(back.headers.get('content-disposition')).toBe(`attachment; filename="${stored}"`);
      expect(back.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const html = await upload('<html><script>alert(1)</script></html>', 'logo.tiff', 'image/tiff');
    expect({ status: html.status, errors: html.body.errors }).toEqual({ status: 422, errors: { file: ['The file must be a PDF, AI, EPS, PNG, JPG, SVG, TIFF, PSD or ZIP file.'] } });
    const climbing = await upload(zipOfMembers({ name: '../logo.png', content: PNG }), 'logo.zip', 'application/zip');
    expect(climbing.status).toBe(422);
  });

  it('takes an uploaded logo into a configuration; another company\'s logo is not found', async () => {
    const logo = (await upload(PNG, 'logo.png', 'image/png')).body.data.uuid as string;
    const sticker = await productOf('sticker');
    const body = (file: string) => ({
      product: sticker, fields: { companyName: 'Dachy', email: 'biuro@dachy.pl', logo: file }, coverImage: 'cover-sticker-1', manufacturerLogo: 'logo-default',
    });
    expect((await server.call('POST', '/api/v1/shop/configurations', { token, body: body(logo) })).status).toBe(200);
    const cz = (await server.signIn('owner@demo.cz')).pair.token;
    const czLogo = (await upload(PNG, 'logo.png', 'image/png', cz)).body.data.uuid as string;
    const refused = await server.call('POST', '/api/v1/shop/configurations', { token, body: body(czLogo) });
    expect({ status: refused.status, errors: refused.body.errors }).toEqual({ status: 422, errors: { logo: ['The logo file was not found. Upload it again.'] } });
  });
});

/** A one-file ZIP archive, deflated, as any zip tool writes it. */
const zipOf = (name: string, content: Buffer): Buffer => zipOfMembers({ name, content });
