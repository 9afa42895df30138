import { Ok } from '../../contract/company';
import { isUiLanguage } from '../../contract/languages';
import { type User } from '../../contract/user';
import { sendJson } from '../api/http';
import { loadQueryClient } from '../api/load-query-client';
import { queryKeys } from '../api/queries';
import { activateLanguage, rememberLanguage } from './i18n';

/** Stores the user's language on the server (SPEC §4 "Other") and refreshes the profile that shows it. */
export async function saveUserLanguage(userId: number, languageId: number): Promise<void> {
  await sendJson(Ok, 'patch', `v1/installer/user/${userId}`, { languages_id: languageId });
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
