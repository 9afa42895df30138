/** The language machine with the portal's calls (DESIGN rule 2). */
import { fromPromise } from 'xstate';
import type { UiLanguageCode } from '../../contract/languages';
import { languageMachine, type LanguageSave } from '../../../machines/language-machine';
import { saveUserLanguage } from './change-language';
import { activateLanguage } from './i18n';

export const appLanguageMachine = languageMachine.provide({
  actors: {
    'show language': fromPromise(({ input }: { input: { code: UiLanguageCode } }) => activateLanguage(input.code)),
    'save language': fromPromise(({ input }: { input: LanguageSave }) => saveUserLanguage(input.userId, input.languageId)),
  },
});
