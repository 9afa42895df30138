import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGE_CODES, languageByCode } from '../../src/contract/languages';

const root = join(import.meta.dirname, '../..');
const catalogPath = (code: string) => join(root, 'src/app/i18n/locales', `${code}.po`);

function readCatalog(path: string): Map<string, string> {
  const po = PO.parse(readFileSync(path, 'utf8'));
  return new Map(po.items.map((item) => [item.msgid, item.msgstr[0] ?? '']));
}

/** Argument names, plural variables and the categories each plural writes out. */
function shape(message: string) {
  const args = new Set<string>();
  const plurals: { arg: string; keys: string[] }[] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') args.add(token.arg);
      if (token.type === 'plural' || token.type === 'select') {
        args.add(token.arg);
        if (token.type === 'plural') plurals.push({ arg: token.arg, keys: token.cases.map((c) => c.key) });
        token.cases.forEach((c) => walk(c.tokens));
      }
    }
  };
  walk(parse(message));
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[0]).sort();
  return { args: [...args].sort(), plurals, tags };
}

const source = readCatalog(catalogPath('en'));

describe('translation catalogs', () => {
  it('hold every message of the source code (no string escaped extraction)', () => {
    const out = mkdtempSync(join(tmpdir(), 'ic-catalogs-'));
    try {
      const config = join(out, 'lingui.config.cjs');
      writeFileSync(
        config,
        `module.exports = { rootDir: ${JSON.stringify(root)}, sourceLocale: 'en', locales: ['en'],
          catalogs: [{ path: ${JSON.stringify(join(out, '{locale}'))}, include: ['<rootDir>/src/app'], exclude: ['**/node_modules/**'] }] };`,
      );
      execFileSync(join(root, 'node_modules/.bin/lingui'), ['extract', '--config', config], { cwd: root, stdio: 'pipe' });
      const extracted = [...readCatalog(join(out, 'en.po')).keys()].sort();
      expect([...source.keys()].sort()).toEqual(extracted);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);

  for (const code of UI_LANGUAGE_CODES.filter((c) => c !== 'en')) {
    it(`${code}: every message translated with the same placeholders and the language's plural forms`, () => {
      const catalog = readCatalog(catalogPath(code));
      expect([...catalog.keys()].sort()).toEqual([...source.keys()].sort());
      const locale = languageByCode(code)?.locale ?? code;
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      const problems: string[] = [];
      for (const [id, translation] of catalog) {
        if (id === '') continue;
        if (!translation.trim()) {
          problems.push(`missing: ${id}`);
          continue;
        }
        let got;
        try {
          got = shape(translation);
        } catch (error) {
          problems.push(`unparsable: ${translation} (${String(error)})`);
          continue;
        }
        const want = shape(id);
        if (got.args.join() !== want.args.join()) problems.push(`placeholders differ: ${translation}`);
        if (got.tags.join() !== want.tags.join()) problems.push(`tags differ: ${translation}`);
        for (const plural of got.plurals) {
          const missing = categories.filter((c) => !plural.keys.includes(c));
          if (missing.length) problems.push(`plural {${plural.arg}} lacks ${missing.join(', ')}: ${translation}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
