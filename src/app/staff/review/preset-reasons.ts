import { setupI18n } from '@lingui/core';
import { queryOptions } from '@tanstack/react-query';
import type { UiLanguageCode } from '../../../contract/languages';
import { staffCatalog } from '../staff-catalog';
import { PRESET_REASONS } from './review-texts';

/**
 * The common rejection reasons as the installer will read them: in the language the project's
 * creator reads the portal in, which need not be the reviewer's (a Ukrainian installer in Poland).
 * The reviewer picks by the reason in his own words; the reason field is filled in the installer's.
 */
export function presetReasonsQuery(language: UiLanguageCode) {
  return queryOptions({
    queryKey: ['staff', 'review', 'preset reasons', language],
    queryFn: async () => {
      const { messages } = await staffCatalog(language);
      const installers = setupI18n({ locale: language, messages: { [language]: messages } });
      return PRESET_REASONS.map((preset) => installers._(preset));
    },
    staleTime: Infinity,
  });
}
