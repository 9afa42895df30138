import { describe, expect, it } from 'vitest';
import { firstLanguage, languageFromBrowser, languageFromHost, languageIdOf } from '../../src/contract/languages';
import { defaultRegionId, REGION_IDS, regionFromHost, regionOfLanguage } from '../../src/contract/regions';

describe("a visitor's first language (SPEC §3, issue 9)", () => {
  it('takes a stored choice first, then the host suffix, then the browser, else English', () => {
    expect(firstLanguage('sk', 'installerclub.cz', ['hu-HU'])).toBe('sk');
    expect(firstLanguage(null, 'installerclub.cz', ['hu-HU'])).toBe('cs');
    expect(firstLanguage(null, 'localhost', ['cs-CZ', 'en'])).toBe('cs');
    expect(firstLanguage(null, '127.0.0.1', ['de-DE', 'fr'])).toBe('en');
    expect(firstLanguage(null, 'installerclub.com', [])).toBe('en');
    // A stored code that is no interface language is ignored.
    expect(firstLanguage('tr', 'installerclub.com', ['hu'])).toBe('hu');
  });

  it('matches the browser languages by primary subtag, the first interface language winning', () => {
    expect(languageFromBrowser(['de-AT', 'sk-SK', 'cs'])).toBe('sk');
    expect(languageFromBrowser(['sr-Latn-RS'])).toBe('sr');
    expect(languageFromBrowser(['HU'])).toBe('hu');
    expect(languageFromBrowser(['en-US'])).toBe('en');
    expect(languageFromBrowser(['tr-TR', 'de'])).toBeNull();
  });

  it('reads the host suffix', () => {
    expect(languageFromHost('klub.example.ua')).toBe('uk');
    expect(languageFromHost('localhost')).toBeNull();
  });

  it('knows the id the API stores for a language', () => {
    expect(languageIdOf('cs')).toBe(3);
    expect(languageIdOf('xx')).toBe(1);
  });
});

describe('the region phone prefix and registration start with', () => {
  it('is the host region, else the region of the language, else Poland', () => {
    expect(defaultRegionId(null, 'cs')).toBe(REGION_IDS.czechia);
    expect(defaultRegionId(null, 'sk')).toBe(REGION_IDS.slovakia);
    expect(defaultRegionId(null, 'hu')).toBe(REGION_IDS.hungary);
    expect(defaultRegionId(null, 'en')).toBe(REGION_IDS.poland);
    expect(defaultRegionId(regionFromHost('installerclub.sk')?.id ?? null, 'hu')).toBe(REGION_IDS.slovakia);
    expect(regionFromHost('127.0.0.1')).toBeNull();
  });

  it('gives every interface language but English its own club region', () => {
    for (const code of ['bs', 'bg', 'hr', 'cs', 'et', 'hu', 'lv', 'pl', 'ro', 'sr', 'sk', 'sl', 'uk', 'lt']) {
      expect(regionOfLanguage(code)?.defaultLanguage, code).toBe(code);
    }
    expect(regionOfLanguage('en')).toBeNull();
  });
});
