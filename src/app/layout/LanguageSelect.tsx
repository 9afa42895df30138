import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isUiLanguage, LANGUAGES } from '../../contract/languages';
import { type User } from '../../contract/user';
import { Select } from '../ui';
import { changeLanguage } from '../i18n/change-language';
import { useSession } from '../session/session';

const OPTIONS = LANGUAGES.filter((language) => isUiLanguage(language.code)).map((language) => ({
  value: language.code,
  label: language.local_name,
}));

/** Compact language picker for the header. */
export function LanguageSelect({ user }: { user: User | null }) {
  const { t, i18n } = useLingui();
  const { emulatedBy } = useSession();
  const [failed, setFailed] = useState(false);

  const onChange = (code: string) => {
    if (!isUiLanguage(code)) return;
    setFailed(false);
    changeLanguage(code, { user, emulated: emulatedBy !== null }).catch(() => setFailed(true));
  };

  return (
    <Select
      className="app-language"
      label={t`Language`}
      hideLabel
      options={OPTIONS}
      value={i18n.locale}
      onChange={(event) => onChange(event.target.value)}
      errors={failed ? [t`Something went wrong. Please try again.`] : undefined}
    />
  );
}
