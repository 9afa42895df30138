import { Ok } from '../../contract/company';
import { isUiLanguage, languageByCode, type UiLanguageCode } from '../../contract/languages';
import { type User } from '../../contract/user';
import { sendJson } from '../api/http';
import { loadQueryClient } from '../api/load-query-client';
import { queryKeys } from '../api/queries';
import { activateLanguage, rememberLanguage } from './i18n';

interface LanguageOwner {
  /** The signed-in user, whose language is stored on the server; null for a guest. */
  user: User | null;
  /** In an emulated session the choice changes this view only: nothing is stored (SPEC §4). */
  emulated: boolean;
}

/** The visitor picked a language: switch to it and keep the choice where it belongs. */
export async function changeLanguage(code: UiLanguageCode, { user, emulated }: LanguageOwner): Promise<void> {
  await activateLanguage(code);
  if (emulated) return;
  rememberLanguage(code);
  const language = languageByCode(code);
  if (!user || !language || user.language.id === language.id) return;
  await sendJson(Ok, 'patch', `v1/installer/user/${user.id}`, { languages_id: language.id });
  const queryClient = await loadQueryClient();
  await queryClient.invalidateQueries({ queryKey: queryKeys.user });
}

let appliedUserLanguage: string | null = null;

/**
 * The signed-in user's stored language becomes the interface language (SPEC §1), once per user
 * and stored language, so that a choice made in an emulated session (not stored) is not undone.
 */
export async function applyUserLanguage(user: User, emulated: boolean): Promise<void> {
  const code = user.language.code;
  const key = `${user.uuid}:${code}`;
  if (!isUiLanguage(code) || appliedUserLanguage === key) return;
  appliedUserLanguage = key;
  await activateLanguage(code);
  if (!emulated) rememberLanguage(code);
}
