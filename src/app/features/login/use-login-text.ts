import { useLingui } from '@lingui/react';
import type { LoginMessage } from '../../../../machines/login-messages';
import { LOGIN_MESSAGES } from './login-messages';

/** Translates the machine's message keys. */
export function useLoginText() {
  const { i18n } = useLingui();
  return {
    i18n,
    message: (key: LoginMessage) => i18n._(LOGIN_MESSAGES[key]),
    messages: (keys: readonly LoginMessage[] | undefined) => keys?.map((key) => i18n._(LOGIN_MESSAGES[key])),
  };
}
