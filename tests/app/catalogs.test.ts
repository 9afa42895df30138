import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';
import linguiConfig from '../../lingui.config';
import { UI_LANGUAGE_CODES, languageByCode } from '../../src/contract/languages';

const root = join(import.meta.dirname, '../..');

/** The catalog parts of lingui.config.ts (core, registration, club, shop, materials, team, signed-in, staff). */
const parts = (linguiConfig.catalogs ?? []).map((catalog) => ({
  name: catalog.path.replace('<rootDir>/src/app/i18n/locales/', '').replace('{locale}', '*'),
  file: (code: string) => `${catalog.path.replace('<rootDir>', root).replace('{locale}', code)}.po`,
  include: catalog.include,
  exclude: catalog.exclude ?? [],
}));

function readCatalog(path: string): Map<string, string> {
  const po = PO.parse(readFileSync(path, 'utf8'));
  // A context makes a message of its own (Lingui's id is made of both): "Lost" as a tab is not "Lost" as a badge.
  return new Map(po.items.map((item) => [item.msgctxt ? `${item.msgctxt}\u0004${item.msgid}` : item.msgid, item.msgstr[0] ?? '']));
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

/** What is wrong with a catalog's translations: missing ones, other placeholders or tags, plural forms the language lacks. */
function translationProblems(code: string, catalog: Map<string, string>): string[] {
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
  return problems;
}

/** The console's catalog part and the languages it must be complete in (issue 27 §2: English and Polish at least). */
const STAFF_PART = 'staff/*';
const STAFF_LANGUAGES = ['en', 'pl'];

describe('translation catalogs', () => {
  it('come in the parts the portal loads separately', () => {
    expect(parts.map((part) => part.name)).toEqual(['*', 'registration/*', 'club/*', 'shop/*', 'materials/*', 'team/*', 'signed-in/*', 'staff/*']);
  });

  it('hold every message of the source code, each in the part of the code that shows it', () => {
    const out = mkdtempSync(join(tmpdir(), 'ic-catalogs-'));
    try {
      const config = join(out, 'lingui.config.cjs');
      const catalogs = parts.map((part, index) => ({ path: join(out, String(index), '{locale}'), include: part.include, exclude: part.exclude }));
      writeFileSync(
        config,
        `module.exports = { rootDir: ${JSON.stringify(root)}, sourceLocale: 'en', locales: ['en'], catalogs: ${JSON.stringify(catalogs)} };`,
      );
      execFileSync(join(root, 'node_modules/.bin/lingui'), ['extract', '--config', config], { cwd: root, stdio: 'pipe' });
      parts.forEach((part, index) => {
        const extracted = [...readCatalog(join(out, String(index), 'en.po')).keys()].sort();
        expect([...readCatalog(part.file('en')).keys()].sort(), part.name).toEqual(extracted);
      });
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);

  for (const code of UI_LANGUAGE_CODES.filter((c) => c !== 'en')) {
    it(`${code}: every message translated with the same placeholders and the language's plural forms`, () => {
      const translations = new Map<string, string>();
      const problems: string[] = [];
      for (const part of parts) {
        const catalog = readCatalog(part.file(code));
        expect([...catalog.keys()].sort(), part.name).toEqual([...readCatalog(part.file('en')).keys()].sort());
        // Issue 27: the staff console in English and Polish at least; the other languages' files are
        // there (same messages) and what they translate must be right, but an empty one shows English.
        const required = part.name !== STAFF_PART || STAFF_LANGUAGES.includes(code);
        const shown = translationProblems(code, catalog).filter((problem) => required || !problem.startsWith('missing: '));
        problems.push(...shown.map((problem) => `${part.name}: ${problem}`));
        // A message shown by two parts is loaded twice: both must say the same.
        for (const [id, translation] of catalog) {
          const other = translations.get(id);
          if (id !== '' && translation !== '' && other !== undefined && other !== '' && other !== translation) problems.push(`${part.name}: translated differently elsewhere: ${id}`);
          translations.set(id, translation);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
