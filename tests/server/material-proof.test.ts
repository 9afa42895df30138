/**
 * The print-ready proof (issue 26 "Print-ready proof"): the PDF parsed as a print shop's tool
 * would, its page size with bleed, the embedded brand font and the text the person typed; only
 * the company and staff get it. Sizes are docs/decisions.md "Marketing materials: print sizes and
 * layout", written here as data.
 */
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MaterialConfigurationAnswer, OrderFileAnswer } from '../../src/contract/marketing-material';
import { ProductsPage } from '../../src/contract/shop';
import { orderProof } from '../../src/server/domain/material-orders';
import { materialProof } from '../../src/server/domain/material-proof';
import { createTestServer, type TestServer } from './harness';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await createTestServer();
  token = (await server.signIn('owner@demo.pl')).pair.token;
});
afterAll(async () => {
  await server.close();
});

const MM = 72 / 25.4;
/** A5 flyer: 148 × 210 mm trim, 3 mm bleed, two pages (front and back). */
const FLYER = { trim: [148, 210], bleed: 3, pages: 2 };
const TYPED = { companyName: 'Dachy Zieliński', longDescription: 'Okna dachowe montujemy od dwudziestu lat w całej Wielkopolsce.' };

/** The request as the portal sends it, the PDF as bytes (the harness reads text). */
async function download(path: string, as = token) {
  const response = await server.app.request(path, { headers: { authorization: `Bearer ${as}` } }, { incoming: { socket: { remoteAddress: '203.0.113.1' } } });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

async function flyerProduct(as = token): Promise<string> {
  const list = await server.call('GET', '/api/v2/shop/products?type=marketing_material', { token: as });
  for (const summary of v.parse(ProductsPage, list.body).data) {
    const detail = await server.call('GET', `/api/v2/shop/products/${summary.uuid}`, { token: as });
    if (detail.body.data.settings?.type === 'flyer') return summary.uuid;
  }
  throw new Error('no flyer');
}

async function storedFlyer(logo: string | null): Promise<string> {
  const product = await flyerProduct();
  const stored = await server.call('POST', '/api/v1/shop/configurations', {
    token,
    body: {
      product, subtype: 'flyer-classic', coverImage: 'cover-flyer-3', contentImage: 'content-2', manufacturerLogo: 'logo-default',
      fields: { name: 'Marek', surname: 'Zieliński', phone: '+48 512 345 678', link: 'https://dachy-zielinski.pl', ...(logo ? { logo } : {}), ...TYPED },
    },
  });
  expect(stored.status).toBe(200);
  return v.parse(MaterialConfigurationAnswer, stored.body).data.uuid;
}

async function uploadedLogo(file?: { svg: string }): Promise<string> {
  const png = await sharp({ create: { width: 240, height: 90, channels: 3, background: '#0b4a8b' } }).png().toBuffer();
  const form = new FormData();
  if (file) form.append('file', new Blob([file.svg], { type: 'image/svg+xml' }), 'logo.svg');
  else form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
  const answer = await server.call('POST', '/api/v1/shop/order/files', { token, body: form });
  expect(answer.status).toBe(200);
  return v.parse(OrderFileAnswer, answer.body).data.uuid;
}

const box = (numbers: number[]) => numbers.map((n) => Math.round((n / MM) * 10) / 10);

describe('GET /v1/shop/configurations/{uuid}/proof.pdf', () => {
  let configuration: string;
  let proof: Uint8Array;

  beforeAll(async () => {
    configuration = await storedFlyer(await uploadedLogo());
    const answer = await download(`/api/v1/shop/configurations/${configuration}/proof.pdf`);
    expect(answer.status).toBe(200);
    proof = answer.bytes;
    expect({ type: answer.headers.get('content-type'), nosniff: answer.headers.get('x-content-type-options') })
      .toEqual({ type: 'application/pdf', nosniff: 'nosniff' });
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="proof-[0-9a-f-]+\.pdf"$/);
  });

  it('has one page per side at the trim size with its bleed, marked by the TrimBox and BleedBox', async () => {
    const pdf = await PDFDocument.load(proof);
    expect(pdf.getPageCount()).toBe(FLYER.pages);
    for (const page of pdf.getPages()) {
      const trim = page.getTrimBox();
      const bleed = page.getBleedBox();
      expect(box([trim.width, trim.height])).toEqual(FLYER.trim);
      expect(box([bleed.width, bleed.height])).toEqual(FLYER.trim.map((mm) => mm + 2 * FLYER.bleed));
      // Room for the crop marks around the bleed.
      expect(page.getWidth()).toBeGreaterThan(bleed.width);
    }
  });

  it('embeds the brand font and carries the text the person typed', async () => {
    const pdf = await PDFDocument.load(proof);
    const fonts = pdf.context.enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'))
      .map((descriptor) => ({ name: String(descriptor.get(PDFName.of('FontName'))), embedded: descriptor.has(PDFName.of('FontFile2')) }));
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toEqual({ name: expect.stringMatching(/Manrope/), embedded: true });

    const document = await getDocument({ data: proof.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
    const pageText = async (n: number) => (await (await document.getPage(n)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    const text = `${await pageText(1)} ${await pageText(2)}`.replace(/\s+/g, ' ');
    expect(text).toContain(TYPED.companyName);
    expect(text).toContain('Marek Zieliński');
    for (const word of TYPED.longDescription.split(' ')) expect(text).toContain(word);
    expect(text).toContain('+48 512 345 678');
  });

  it("answers 404 for another company's configuration, an unknown one and a malformed id", async () => {
    const cz = (await server.signIn('owner@demo.cz')).pair.token;
    expect((await download(`/api/v1/shop/configurations/${configuration}/proof.pdf`, cz)).status).toBe(404);
    expect((await download('/api/v1/shop/configurations/00000000-0000-4000-8000-000000000000/proof.pdf')).status).toBe(404);
    expect((await download('/api/v1/shop/configurations/not-a-uuid/proof.pdf')).status).toBe(404);
  });

  it("gives staff (the operator) any company's proof, and the company only its own", async () => {
    expect(await materialProof(server.db, { configurationUuid: configuration, companyId: null })).not.toBeNull();
    expect(await materialProof(server.db, { configurationUuid: configuration, companyId: -1 })).toBeNull();
  });
});

describe('GET /v1/shop/orders/{uuid}/proof.pdf', () => {
  it("is the proof of the configuration the order keeps, for the company and staff; other orders and companies get 404", async () => {
    const configuration = await storedFlyer(await uploadedLogo());
    const ordered = await server.call('POST', '/api/v2/orders', {
      token,
      body: {
        type: 'marketing_material', configuration, quantity: 1,
        customer: { name: 'Marek', surname: 'Zieliński', company_name: 'Dachy Zieliński', phone_region: 10, phone_number: '512345678', street: 'Lipowa', house_number: '8', city: 'Poznań', postal_code: '60-001', region: 10 },
      },
      headers: { 'idempotency-key': `proof-${configuration}` },
    });
    expect(ordered.status).toBe(200);
    const order = ordered.body.data[0] as { uuid: string; number: string };

    const answer = await download(`/api/v1/shop/orders/${order.uuid}/proof.pdf`);
    expect({ status: answer.status, type: answer.headers.get('content-type'), disposition: answer.headers.get('content-disposition') })
      .toEqual({ status: 200, type: 'application/pdf', disposition: `attachment; filename="proof-${order.uuid}.pdf"` });
    expect((await PDFDocument.load(answer.bytes)).getPageCount()).toBe(FLYER.pages);

    const cz = (await server.signIn('owner@demo.cz')).pair.token;
    expect((await download(`/api/v1/shop/orders/${order.uuid}/proof.pdf`, cz)).status).toBe(404);
    // An order that is not a material (the demo company's voucher order of 2025) has no proof.
    const orders = await server.call('GET', '/api/v2/orders', { token });
    const other = (orders.body.data as { uuid: string; type: string }[]).find((row) => row.type !== 'marketing_material');
    expect((await download(`/api/v1/shop/orders/${other?.uuid ?? 'none'}/proof.pdf`)).status).toBe(404);
    // Staff by the order's number.
    expect(await orderProof(server.db, { number: order.number })).not.toBeNull();
  });
});

describe('an SVG logo in the proof (issue 26: "the logo placed (raster or vector)")', () => {
  /** Plain shapes in colours nothing else on the flyer has: a red rounded rectangle, a blue ring and a half-transparent green square in a turned group. */
  const PLAIN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 90" width="240" height="90">'
    + '<rect width="240" height="90" rx="12" fill="#ff0000"/>'
    + '<g transform="translate(120 45) rotate(30)"><circle r="30" fill="none" stroke="#0000ff" stroke-width="6"/>'
    + '<path d="M-10-10h20v20h-20z" fill="#00ff00" fill-opacity="0.5"/></g></svg>';
  /** A gradient, which a PDF path of one colour cannot carry: the logo stays a picture. */
  const GRADIENT = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 90" width="240" height="90">'
    + '<defs><linearGradient id="fade"><stop offset="0" stop-color="#ff0000"/><stop offset="1" stop-color="#0000ff"/></linearGradient></defs>'
    + '<rect width="240" height="90" fill="url(#fade)"/></svg>';

  /** Every page's pictures drawn and the colours paths are filled and stroked with, as a PDF reader finds them. */
  async function drawn(logo: string | null) {
    const configuration = await storedFlyer(logo);
    const answer = await download(`/api/v1/shop/configurations/${configuration}/proof.pdf`);
    expect(answer.status).toBe(200);
    const document = await getDocument({ data: answer.bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
    const found = { pictures: 0, fills: new Set<string>(), strokes: new Set<string>(), paths: 0 };
    for (let n = 1; n <= document.numPages; n++) {
      const { fnArray, argsArray } = await (await document.getPage(n)).getOperatorList();
      fnArray.forEach((fn, i) => {
        if (fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject) found.pictures += 1;
        if (fn === OPS.constructPath) found.paths += 1;
        const rgb = () => Array.from(argsArray[i] as ArrayLike<number>).join(',');
        if (fn === OPS.setFillRGBColor) found.fills.add(rgb());
        if (fn === OPS.setStrokeRGBColor) found.strokes.add(rgb());
      });
    }
    return found;
  }

  it("draws a plain SVG logo's shapes as vector paths in their colours, with no picture for it", async () => {
    const without = await drawn(null);
    const vector = await drawn(await uploadedLogo({ svg: PLAIN }));
    expect(vector.pictures).toBe(without.pictures);
    expect(vector.paths).toBeGreaterThan(without.paths);
    expect([...vector.fills]).toEqual(expect.arrayContaining(['255,0,0', '0,255,0']));
    expect([...vector.strokes]).toContain('0,0,255');
    expect([...without.fills, ...without.strokes]).not.toEqual(expect.arrayContaining(['255,0,0']));
  });

  it('places an SVG logo it cannot draw as paths (a gradient) as a picture, as before', async () => {
    const without = await drawn(null);
    const picture = await drawn(await uploadedLogo({ svg: GRADIENT }));
    expect(picture.pictures).toBeGreaterThan(without.pictures);
    expect([...picture.fills]).not.toContain('255,0,0');
  });
});

describe('a logo the proof cannot draw (docs/decisions.md: kept as uploaded and handed to the print shop)', () => {
  it('shows a TIFF logo as the marked place naming the file, as an EPS logo', async () => {
    const tiff = await sharp({ create: { width: 240, height: 90, channels: 3, background: '#0b4a8b' } }).tiff().toBuffer();
    for (const [bytes, name] of [[tiff, 'logo.tiff'], [Buffer.from('%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 100 40\n%%EOF\n'), 'logo.eps']] as const) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), name);
      const uploaded = await server.call('POST', '/api/v1/shop/order/files', { token, body: form });
      expect(uploaded.status).toBe(200);
      const configuration = await storedFlyer(v.parse(OrderFileAnswer, uploaded.body).data.uuid);
      const answer = await download(`/api/v1/shop/configurations/${configuration}/proof.pdf`);
      expect(answer.status).toBe(200);
      const document = await getDocument({ data: answer.bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
      let text = '';
      for (let n = 1; n <= document.numPages; n++) {
        text += (await (await document.getPage(n)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
      }
      expect(text).toContain(`LOGO: ${name}`);
    }
  });
});
