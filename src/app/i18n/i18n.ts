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
/** Parts added by the pages that need them; a language switch loads them too. */
const addedCatalogs = new Set<CatalogLoader>();

async function loadMessages(code: UiLanguageCode): Promise<Messages> {
  const parts = await Promise.all([coreCatalog, ...addedCatalogs].map((load) => load(code)));
  return Object.assign({}, ...parts.map((part) => part.messages)) as Messages;
}

/** Loads the language's catalogs and switches the interface to it. */
export async function activateLanguage(code: UiLanguageCode): Promise<void> {
  if (i18n.locale === code) return;
  i18n.loadAndActivate({ locale: code, messages: await loadMessages(code) });
  document.documentElement.lang = code;
}

/**
 * Adds a part of the messages in the current language and in every later one. Registered before
 * it loads, so that a language switch meanwhile includes it; forgotten if it fails (offline), so
 * that the next page can try again and switches do not fail on it.
 */
export async function addCatalog(load: CatalogLoader): Promise<void> {
  if (addedCatalogs.has(load)) return;
  addedCatalogs.add(load);
  const locale = i18n.locale;
  if (!isUiLanguage(locale)) return;
  try {
    i18n.load(locale, (await load(locale)).messages);
  } catch (error) {
    addedCatalogs.delete(load);
    throw error;
  }
}
