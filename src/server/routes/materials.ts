/**
 * Marketing materials (issue 26, SPEC §7): the artwork of the material products, the stored
 * configurations, the QR code of a link and the uploaded order files (the logo), which only
 * their company gets back.
 */
import { Hono } from 'hono';
import { MaterialConfigurationInput, ORDER_FILE_FIELD, QrCodeQuery } from '../../contract/marketing-material';
import type { AppDeps } from '../deps';
import { artworkSvg } from '../domain/material-artwork';
import { getConfiguration, storeConfiguration } from '../domain/material-configurations';
import { orderProof } from '../domain/material-orders';
import { materialProof } from '../domain/material-proof';
import { readOrderFile, uploadOrderFile } from '../domain/order-files';
import { qrCodeOfLink } from '../domain/qr-codes';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { formBody, jsonBody, queryParams } from '../http/validation';

/** The proof is a download, never shown inline (the app's headers add nosniff to every answer). */
export const proofHeaders = (uuid: string) => ({
  'Content-Type': 'application/pdf',
  'Content-Disposition': `attachment; filename="proof-${uuid}.pdf"`,
  'Cache-Control': 'private, no-store',
});

/** A year: an artwork id always draws the same picture. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function materialRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/v1/shop/artwork/:file', (c) => {
      const [id = '', extension, ...rest] = c.req.param('file').split('.');
      const picture = extension === 'svg' && rest.length === 0 ? artworkSvg(id) : null;
      if (!picture) throw notFound();
      return c.body(picture, 200, { 'content-type': 'image/svg+xml', 'cache-control': IMMUTABLE });
    })
    .post('/v1/shop/configurations', jsonBody(MaterialConfigurationInput), async (c) =>
      c.json({ data: await storeConfiguration(deps, c.get('auth').account, c.req.valid('json')) }))
    .get('/v1/shop/configurations/:uuid', async (c) =>
      c.json({ data: await getConfiguration(deps, c.get('auth').account, c.req.param('uuid')) }))
    .get('/v1/shop/configurations/:uuid/proof.pdf', async (c) => {
      const uuid = c.req.param('uuid');
      const proof = await materialProof(deps.db, { configurationUuid: uuid, companyId: c.get('auth').account.company.id });
      if (!proof) throw notFound();
      return c.body(new Uint8Array(proof), 200, proofHeaders(uuid));
    })
    .get('/v1/shop/orders/:uuid/proof.pdf', async (c) => {
      const uuid = c.req.param('uuid');
      const proof = await orderProof(deps.db, { uuid, companyId: c.get('auth').account.company.id });
      if (!proof) throw notFound();
      return c.body(new Uint8Array(proof), 200, proofHeaders(uuid));
    })
    .get('/v1/generate/qr-code', queryParams(QrCodeQuery), async (c) =>
      c.json({ data: await qrCodeOfLink(c.req.valid('query').data) }))
    .post('/v1/shop/order/files', async (c) => {
      const file = (await formBody(c))[ORDER_FILE_FIELD];
      return c.json({ data: await uploadOrderFile(deps, c.get('auth').account, file instanceof File ? file : undefined) });
    })
    .get('/v1/shop/order/files/:uuid', async (c) => {
      const file = await readOrderFile(deps, c.get('auth').account, c.req.param('uuid'));
      // Never shown inline: a download (the app's headers add nosniff and the CSP to every answer).
      return c.body(new Uint8Array(file.bytes), 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${file.name}"`,
        'Cache-Control': 'private, no-store',
      });
    });
}
