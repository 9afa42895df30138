/**
 * `npx tsx scripts/material-preview.ts`: pictures of the live preview of every material type at
 * 375 px and 1280 px (docs/screenshots/material-preview-<type>[-back]-<width>.png), the first
 * page of each type's print-ready proof (material-proof-<type>.png, drawn by poppler's pdftoppm:
 * `apt-get install poppler-utils`), and the typing measurement of issue 26: keystrokes in a field
 * until the preview has re-rendered, on a 4× slowed CPU (Chromium's CDP
 * Emulation.setCPUThrottlingRate), median and worst printed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { MATERIAL_TYPES } from '../src/contract/marketing-material';
import { materialLayout } from '../src/contract/material-layout';
import { renderProof } from '../src/server/domain/material-proof';
import { PACKAGE_ROOT } from '../src/server/paths';
import { DEMO_LOGO_SVG, demoConfiguration, demoSettings } from '../e2e/material-preview/demo-configuration';
import { startPreviewHarness } from '../e2e/material-preview/preview-server';
import { typingTimings } from '../e2e/material-preview/typing';

const PORT = Number(process.env.PREVIEW_PORT ?? 4395);
const WIDTHS = [375, 1280] as const;

const OUT_DIR = join(PACKAGE_ROOT, 'docs/screenshots');

const proofs = mkdtempSync(join(tmpdir(), 'material-proofs-'));
for (const type of MATERIAL_TYPES) {
  const settings = demoSettings(type);
  const layout = materialLayout(settings, demoConfiguration(settings, { companyName: 'Dachy Zieliński', logo: true }));
  const logo = { name: 'logo.svg', contentType: 'image/svg+xml', bytes: Buffer.from(DEMO_LOGO_SVG) };
  const file = join(proofs, `${type}.pdf`);
  writeFileSync(file, await renderProof(layout, logo, `Proof ${type}`));
  execFileSync('pdftoppm', ['-png', '-singlefile', '-f', '1', '-l', '1', '-scale-to', '1200', file, join(OUT_DIR, `material-proof-${type}`)]);
}

const harness = await startPreviewHarness(PORT);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    for (const type of MATERIAL_TYPES) {
      for (const side of type === 'flyer' ? ['front', 'back'] : ['front']) {
        await page.goto(`http://127.0.0.1:${PORT}/?type=${type}&side=${side}&logo=1`);
        await page.getByRole('img', { name: /Preview of your material/ }).waitFor();
        await page.evaluate(() => document.fonts.ready);
        await page.waitForLoadState('networkidle');
        const name = `material-preview-${type}${side === 'back' ? '-back' : ''}-${width}.png`;
        await page.locator('figure').screenshot({ path: join(OUT_DIR, name) });
      }
    }
    await page.close();
  }
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  const timings = await typingTimings(page, `http://127.0.0.1:${PORT}/?type=flyer&side=front&logo=1`);
  const sorted = [...timings].sort((a, b) => a - b);
  console.log(`typing → preview rendered, 4× slowed CPU, ${timings.length} keystrokes: median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} ms, worst ${sorted.at(-1)?.toFixed(1)} ms`);
} finally {
  await browser.close();
  await harness.close();
}
