import { i18n, type Messages } from '@lingui/core';
import { firstLanguage, isUiLanguage, type UiLanguageCode } from '../../contract/languages';
import * as v from 'valibot';
import { readStored, removeStored, writeStored } from '../storage/browser-storage';

export { i18n };

/** The visitor's own language choice (SPEC §3 local stores: "language"). */
const LANGUAGE_KEY = 'language';

/** A stored choice wins; otherwise the host's suffix, then the browser's languages, else English. */
export function initialLanguage(): UiLanguageCode {
  return firstLanguage(readStored(localStorage, LANGUAGE_KEY, v.string()), location.hostname, navigator.languages);
}

export function rememberLanguage(code: UiLanguageCode): void {
  writeStored(localStorage, LANGUAGE_KEY, code);
}

export function forgetLanguage(): void {
  removeStored(localStorage, LANGUAGE_KEY);
}

/** Loads one part of the messages (lingui.config.ts) in one language; each part and language is a chunk of its own. */
export type CatalogLoader = (code: UiLanguageCode) => Promise<{ messages: Messages }>;

const coreCatalog: CatalogLoader = (code) => import(`./locales/${code}.po`);
/**
 * Parts added by the pages that need them, each with its load into the language of the moment
 * (which every later caller awaits too); a language switch loads them all.
 */
const addedCatalogs = new Map<CatalogLoader, Promise<void>>();

/**
 * Every part of the messages in one language. A part added while they load is loaded as well, so
 * that no language is switched to without a part a page already counts on.
 */
async function loadMessages(code: UiLanguageCode): Promise<Messages> {
  const loaded = new Map<CatalogLoader, Messages>();
  const missing = () => [coreCatalog, ...addedCatalogs.keys()].filter((load) => !loaded.has(load));
  for (let parts = missing(); parts.length > 0; parts = missing()) {
    const answers = await Promise.all(parts.map(async (load) => [load, (await load(code)).messages] as const));
    answers.forEach(([load, messages]) => loaded.set(load, messages));
  }
  return Object.assign({}, ...loaded.values()) as Messages;
}

/** Loads the language's catalogs and switches the interface to it. */
export async function activateLanguage(code: UiLanguageCode): Promise<void> {
  if (i18n.locale === code) return;
  i18n.loadAndActivate({ locale: code, messages: await loadMessages(code) });
  document.documentElement.lang = code;
}

/**
 * Adds a part of the messages in the current language and in every later one. Registered before
 * it loads, so that a language switch meanwhile includes it, and a second caller waits for the
 * same load rather than rendering before it; forgotten if it fails (offline), so that the next
 * page can try again and switches do not fail on it.
 */
export function addCatalog(load: CatalogLoader): Promise<void> {
  let loading = addedCatalogs.get(load);
  if (!loading) {
    loading = loadIntoCurrentLanguage(load).catch((error: unknown) => {
      addedCatalogs.delete(load);
      throw error;
    });
    addedCatalogs.set(load, loading);
  }
  return loading;
}

/** Before the first language is active there is nothing to load into: activateLanguage loads the part. */
async function loadIntoCurrentLanguage(load: CatalogLoader): Promise<void> {
  const locale = i18n.locale;
  if (!isUiLanguage(locale)) return;
  i18n.load(locale, (await load(locale)).messages);
}
