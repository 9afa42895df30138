/** The login machine with the portal's API calls (DESIGN rule 2). */
import { fromPromise } from 'xstate';
import { LoginResponse, VerifyResponse } from '../../../contract/auth';
import { Ok } from '../../../contract/company';
import type { RegionalSettings } from '../../../contract/config';
import { regionById } from '../../../contract/regions';
import { loginMachine } from '../../../../machines/login-machine';
import { sendJson } from '../../api/http';
import { publicConfigQuery } from '../../api/queries';
import { loadQueryClient } from '../../api/load-query-client';
import { i18n } from '../../i18n/i18n';

/** Sign-in calls go out without any stored token: the visitor is not signed in yet. */
const NO_TOKEN = null;

async function regionalSettings(regionId: number): Promise<RegionalSettings> {
  const queryClient = await loadQueryClient();
  const config = await queryClient.ensureQueryData(publicConfigQuery(i18n.locale));
  const settings = config.regional_settings[regionById(regionId)?.slug ?? ''];
  if (!settings) throw new Error(`No regional settings for region ${regionId}`);
  return settings;
}

/** The onboarding's rules are a chunk of their own: most sign-ins need no step, and /login starts without them. */
const loadOnboardingRules = () => import('../../../../machines/login-onboarding').then((module) => module.onboardingRules);

export const appLoginMachine = loginMachine.provide({
  actors: {
    'request code': fromPromise(({ input, signal }) =>
      sendJson(LoginResponse, 'post', 'v2/installer/login', input, { token: NO_TOKEN, signal }),
    ),
    'verify code': fromPromise(({ input, signal }) =>
      sendJson(VerifyResponse, 'post', 'v2/installer/login/verify', input, { token: NO_TOKEN, signal }),
    ),
    'load onboarding': fromPromise(async ({ input }) => {
      const [settings, rules] = await Promise.all([regionalSettings(input.regionId), loadOnboardingRules()]);
      return { settings, rules };
    }),
    'load onboarding rules': fromPromise(loadOnboardingRules),
    'save company type': fromPromise(({ input, signal }) =>
      sendJson(Ok, 'patch', `v1/company/${input.companyId}/companyType`, input.patch, { token: input.token, signal }),
    ),
    'save company': fromPromise(({ input, signal }) =>
      sendJson(Ok, 'patch', `v1/company/${input.companyId}`, input.patch, { token: input.token, signal }),
    ),
    'save installer': fromPromise(({ input, signal }) =>
      sendJson(Ok, 'patch', `v1/installer/user/${input.userId}`, input.patch, { token: input.token, signal }),
    ),
  },
});
