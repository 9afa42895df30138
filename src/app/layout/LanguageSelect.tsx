import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { isUiLanguage, LANGUAGES } from '../../contract/languages';
import { type User } from '../../contract/user';
import { rememberLanguage } from '../i18n/i18n';
import { appLanguageMachine } from '../i18n/language-actors';
import { useSession } from '../session/session';
import { Select, useOn } from '../ui/core';

const OPTIONS = LANGUAGES.filter((language) => isUiLanguage(language.code)).map((language) => ({
  value: language.code,
  label: language.local_name,
}));

/** Compact language picker for the header; what a choice does is the language machine's. */
export function LanguageSelect({ user }: { user: User | null }) {
  const { t, i18n } = useLingui();
  const { emulatedBy } = useSession();
  const language = useActorRef(appLanguageMachine, {
    input: { user: user && { id: user.id, languageId: user.language.id }, emulated: emulatedBy !== null },
  });
  const failed = useSelector(language, (snapshot) => snapshot.matches('failed'));
  useOn(language, 'remember', ({ code }) => rememberLanguage(code));

  return (
    <Select
      className="app-language"
      label={t`Language`}
      hideLabel
      options={OPTIONS}
      value={i18n.locale}
      onChange={(event) => {
        const code = event.target.value;
        if (isUiLanguage(code)) language.send({ type: 'CHOOSE_LANGUAGE', code });
      }}
      errors={failed ? [t`Something went wrong. Please try again.`] : undefined}
    />
  );
}
