/**
 * Builds the preview harness (index.html, harness.tsx) as production code, as the portal ships
 * React, and serves it with the artwork and the QR code the server would answer, for
 * scripts/material-preview.ts and e2e/material-preview.spec.ts.
 */
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import QRCode from 'qrcode';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview, type Connect, type Plugin, type PreviewServer } from 'vite';
import { artworkSvg } from '../../src/server/domain/material-artwork';
import { PACKAGE_ROOT } from '../../src/server/paths';

const answers: Connect.NextHandleFunction = (request, response, next) => {
  const url = new URL(request.url ?? '/', 'http://harness');
  const artwork = /^\/api\/v1\/shop\/artwork\/([a-z0-9_-]+)\.svg$/.exec(url.pathname);
  const svg = artwork?.[1] ? artworkSvg(artwork[1]) : null;
  if (svg) {
    response.setHeader('content-type', 'image/svg+xml');
    response.end(svg);
    return;
  }
  if (url.pathname === '/harness/qr') {
    void QRCode.toString(url.searchParams.get('data') ?? '', { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then((qr) => {
      response.setHeader('content-type', 'image/svg+xml');
      response.end(qr);
    });
    return;
  }
  next();
};

const serverAnswers: Plugin = {
  name: 'material-preview-answers',
  configurePreviewServer(server) {
    server.middlewares.use(answers);
  },
};

export async function startPreviewHarness(port: number): Promise<PreviewServer> {
  const root = join(PACKAGE_ROOT, 'e2e/material-preview');
  const outDir = mkdtempSync(join(tmpdir(), 'material-preview-'));
  const plugins = [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), react(), lingui(), serverAnswers];
  await build({ configFile: false, root, plugins, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  return preview({
    configFile: false, root, plugins, logLevel: 'warn', build: { outDir }, preview: { port, strictPort: true, host: '127.0.0.1' },
  });
}
