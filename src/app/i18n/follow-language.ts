import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { languageIdOf } from '../../contract/languages';

/** The event a wizard takes when the interface language changes (the login and registration machines). */
export type LanguageChange = { type: 'CHANGE_LANGUAGE'; languageId: number };

/**
 * Tells a wizard the interface language, now and after every switch: the new installer's language,
 * and the defaults (phone prefix, region) that follow it until the person picks their own.
 */
export function useFollowLanguage(send: (event: LanguageChange) => void): void {
  const { i18n } = useLingui();
  const languageId = languageIdOf(i18n.locale);
  useEffect(() => send({ type: 'CHANGE_LANGUAGE', languageId }), [send, languageId]);
}
