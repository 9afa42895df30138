/** The registration machine with the portal's API calls (DESIGN rule 2), and its input on this page. */
import { fromPromise } from 'xstate';
import { languageIdOf } from '../../../contract/languages';
import { regionFromHost } from '../../../contract/regions';
import { CompanyValidateAnswer, RegistrationAnswer, StreetSuggestions } from '../../../contract/registration';
import { COMPANY_SURVEY, DECOR_SURVEY } from '../../../contract/survey';
import { registrationMachine, type RegistrationInput } from '../../../../machines/registration-machine';
import { REGISTRATION_PROGRESS_KEY } from '../../../../machines/registration-progress';
import type { RegistrationVariant } from '../../../../machines/registration-request';
import { getJson, sendJson } from '../../api/http';
import { i18n } from '../../i18n/i18n';
import { readSavedProgress } from '../../storage/wizard-progress';
import type { RegistrationConfig } from './registration-config';

/** Registration calls go out without any stored token: the visitor is not signed in. */
const NO_TOKEN = null;

export const appRegistrationMachine = registrationMachine.provide({
  actors: {
    'validate fields': fromPromise(({ input, signal }) =>
      getJson(CompanyValidateAnswer, 'v2/company/validate', {
        searchParams: { region_id: input.region_id, ...input.values },
        token: NO_TOKEN,
        signal,
      }),
    ),
    'search streets': fromPromise(({ input, signal }) =>
      getJson(StreetSuggestions, 'v2/places/streets', {
        searchParams: { q: input.query, region_id: input.regionId },
        token: NO_TOKEN,
        signal,
      }),
    ),
    'register company': fromPromise(({ input, signal }) =>
      sendJson(RegistrationAnswer, 'post', 'v2/company/register', input, { token: NO_TOKEN, signal }),
    ),
  },
});

/** The machine's input on this page: host region, language, `?invite=`, stored progress, the variant's survey. */
export function registrationInput(variant: RegistrationVariant, config: RegistrationConfig): RegistrationInput {
  return {
    variant,
    hostRegionId: regionFromHost(location.hostname)?.id ?? null,
    invite: new URLSearchParams(location.search).get('invite'),
    languageId: languageIdOf(i18n.locale),
    regionalSettings: config.regionalSettings,
    survey: variant === 'decor' ? DECOR_SURVEY : COMPANY_SURVEY,
    streetLookup: config.streetLookup,
    saved: readSavedProgress(REGISTRATION_PROGRESS_KEY),
  };
}
