import { i18n } from '@lingui/core';
import { isUiLanguage, languageFromHost, type UiLanguageCode } from '../../contract/languages';
import * as v from 'valibot';
import { readStored, removeStored, writeStored } from '../storage/browser-storage';

export { i18n };

/** The visitor's own language choice (SPEC §3 local stores: "language"). */
const LANGUAGE_KEY = 'language';

/** A stored choice wins; otherwise the host's suffix decides, else English. */
export function initialLanguage(hostname: string = location.hostname): UiLanguageCode {
  const stored = readStored(localStorage, LANGUAGE_KEY, v.string());
  return stored !== null && isUiLanguage(stored) ? stored : languageFromHost(hostname);
}

export function rememberLanguage(code: UiLanguageCode): void {
  writeStored(localStorage, LANGUAGE_KEY, code);
}

export function forgetLanguage(): void {
  removeStored(localStorage, LANGUAGE_KEY);
}

/** Loads the language's catalog (a separate chunk per language) and switches the interface to it. */
export async function activateLanguage(code: UiLanguageCode): Promise<void> {
  if (i18n.locale === code) return;
  const { messages } = await import(`./locales/${code}.po`);
  i18n.loadAndActivate({ locale: code, messages });
  document.documentElement.lang = code;
}
