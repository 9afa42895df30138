/**
 * Writes src/contract/phone-metadata.json: libphonenumber-js "max" metadata cut down to the
 * club's countries, so phone validation costs a few kB instead of ~50 kB gzip in the portal.
 * Run with `npm run phone-metadata` after upgrading libphonenumber-js.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { REGIONS } from '../src/contract/regions';

const require = createRequire(import.meta.url);
const full = JSON.parse(readFileSync(require.resolve('libphonenumber-js/metadata.max.json'), 'utf8')) as {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
};

const countries = new Set(REGIONS.map((r) => r.country).filter((c) => c in full.countries));
const callingCodes = Object.fromEntries(
  Object.entries(full.country_calling_codes)
    .map(([code, list]) => [code, list.filter((c) => countries.has(c))] as const)
    .filter(([, list]) => list.length > 0),
);
const metadata = {
  version: full.version,
  country_calling_codes: callingCodes,
  countries: Object.fromEntries([...countries].sort().map((c) => [c, full.countries[c]])),
  nonGeographic: {},
};
writeFileSync(new URL('../src/contract/phone-metadata.json', import.meta.url), JSON.stringify(metadata) + '\n');
console.log(`phone metadata: ${countries.size} countries`);
