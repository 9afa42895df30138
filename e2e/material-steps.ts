/**
 * A stored material configuration made through the API, as the configurator's submit makes it
 * (POST /v1/shop/order/files for the logo, then POST /v1/shop/configurations): the checkout's
 * tests start from it; the configurator's own path is e2e/material-configurator.spec.ts.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { MaterialSettings, MaterialType } from '../src/contract/marketing-material';

/** A small PNG logo, as a person would upload it. */
export const LOGO_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** What a person types into the flyer-services configuration. */
export const FLYER_TEXTS = {
  name: 'Marek', surname: 'Zieliński', companyName: 'Dachy Zieliński', phone: '512 345 678',
  shortDescription: 'Okna dachowe z montażem i gwarancją',
} as const;

export interface StoredConfiguration {
  uuid: string;
  /** The logo's name as the server keeps it. */
  logoName: string;
}

interface ProductsBody { data: { uuid: string }[] }
interface ProductBody { data: { uuid: string; settings?: MaterialSettings } }

async function call<T>(request: APIRequestContext, token: string, method: 'get' | 'post', path: string, options: Pick<NonNullable<Parameters<APIRequestContext['fetch']>[1]>, 'data' | 'multipart'> = {}): Promise<T> {
  const answer = await request.fetch(`/api${path}`, { method, headers: { authorization: `Bearer ${token}` }, ...options });
  expect(answer.status(), `${method} ${path}: ${await answer.text()}`).toBe(200);
  return (await answer.json()) as T;
}

/** The region's material product of a type, with its settings. */
export async function materialProduct(request: APIRequestContext, token: string, type: MaterialType): Promise<{ uuid: string; settings: MaterialSettings }> {
  const list = await call<ProductsBody>(request, token, 'get', '/v2/shop/products?type=marketing_material&limit=60');
  for (const { uuid } of list.data) {
    const { data } = await call<ProductBody>(request, token, 'get', `/v2/shop/products/${uuid}`);
    if (data.settings?.type === type) return { uuid, settings: data.settings };
  }
  throw new Error(`no ${type} in the region`);
}

/** A flyer-services configuration with an uploaded logo, its six services and the first images, stored for the signed-in company. */
export async function storeFlyerConfiguration(request: APIRequestContext, token: string, logoName = 'Logo Dachy.png'): Promise<StoredConfiguration> {
  const { uuid: product, settings } = await materialProduct(request, token, 'flyer');
  const logo = await call<{ data: { uuid: string; name: string } }>(request, token, 'post', '/v1/shop/order/files', {
    multipart: { file: { name: logoName, mimeType: 'image/png', buffer: LOGO_PNG } },
  });
  const stored = await call<{ data: { uuid: string } }>(request, token, 'post', '/v1/shop/configurations', {
    data: {
      product,
      subtype: 'flyer-services',
      fields: { ...FLYER_TEXTS, logo: logo.data.uuid },
      coverImage: settings.images[0]?.id,
      contentImage: settings.contentImages[0]?.id,
      manufacturerLogo: settings.logos.default.id,
      services: settings.services.slice(0, 6).map((service) => ({ icon: service.icon, text: service.text })),
    },
  });
  return { uuid: stored.data.uuid, logoName: logo.data.name };
}
