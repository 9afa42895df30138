/** The profile page's machines with the real calls (DESIGN rule 2). */
import { fromPromise } from 'xstate';
import { Ok } from '../../../contract/company';
import { parseMobilePhone, parseRegionPhone } from '../../../contract/phone';
import { AVATAR_FIELD, AvatarAnswer, VerificationSent, userFieldProblem } from '../../../contract/profile';
import type { User } from '../../../contract/user';
import { avatarMachine } from '../../../../machines/avatar-machine';
import { companyEditWrites } from '../../../../machines/company-edit';
import { formMachine, type FormProblems, type FormValues } from '../../../../machines/form-machine';
import { sendJson } from '../../api/http';
import { queryKeys } from '../../api/queries';
import { queryClient } from '../../api/query-client';

const refreshUser = () => queryClient.invalidateQueries({ queryKey: queryKeys.user });
const text = (values: FormValues, field: string) => String(values[field] ?? '');

/** SPEC §5 Profile: names, a valid e-mail, a phone valid for the company's region. */
export function personalProblems(values: FormValues, regionId: number): FormProblems {
  const problems: FormProblems = {};
  for (const field of ['name', 'surname', 'email'] as const) {
    const problem = userFieldProblem(field, text(values, field));
    if (problem) problems[field] = [problem];
  }
  const phone = text(values, 'phone');
  const parsed = phone.trim() === '' ? null : parseMobilePhone(phone, regionId);
  if (typeof parsed === 'string') problems.phone = [parsed];
  return problems;
}

/** Personal data and notification choices: only the changed fields go (PATCH v1/company/user/{id}). */
export function appUserBlockMachine(user: User) {
  return formMachine.provide({
    actors: {
      submit: fromPromise(async ({ input }) => {
        const changed = { ...input.changed };
        if (typeof changed.phone === 'string') changed.phone = parseRegionPhone(changed.phone, user.company.regions_id)?.national ?? changed.phone;
        if (Object.keys(changed).length > 0) await sendJson(Ok, 'patch', `v1/company/user/${user.id}`, changed);
        await refreshUser();
      }),
    },
  });
}

/** The company block, owners only: its fields (PATCH v1/company/{id}), then its type and agreements (…/companyType). */
export function appCompanyBlockMachine(companyId: number) {
  return formMachine.provide({
    actors: {
      submit: fromPromise(async ({ input }) => {
        const writes = companyEditWrites(input.changed, input.values);
        if (writes.company) await sendJson(Ok, 'patch', `v1/company/${companyId}`, writes.company);
        if (writes.companyType) await sendJson(Ok, 'patch', `v1/company/${companyId}/companyType`, writes.companyType);
        await refreshUser();
      }),
    },
  });
}

/** Asks for an e-mail verification code (POST v2/company/verification); the page then opens /verify-email. */
export const appSendCodeMachine = formMachine.provide({
  actors: {
    submit: fromPromise(async (): Promise<unknown> => sendJson(VerificationSent, 'post', 'v2/company/verification', undefined)),
  },
});

export function appAvatarMachine(userUuid: string) {
  const path = `v1/company/user/${encodeURIComponent(userUuid)}/avatar`;
  return avatarMachine.provide({
    actors: {
      upload: fromPromise(async ({ input }) => {
        const form = new FormData();
        form.append(AVATAR_FIELD, input.file);
        await sendJson(AvatarAnswer, 'post', path, form);
        await refreshUser();
      }),
      remove: fromPromise(async () => {
        await sendJson(Ok, 'delete', path, undefined);
        await refreshUser();
      }),
    },
  });
}

/** Checks the code from the e-mail (PATCH v2/company/verification), then reads the profile again. */
export const appVerifyCodeMachine = formMachine.provide({
  actors: {
    submit: fromPromise(async ({ input }) => {
      await sendJson(Ok, 'patch', 'v2/company/verification', { code: text(input.values, 'code').trim() });
      await refreshUser();
    }),
  },
});

/** SPEC §5: the code is 5 digits. */
export const codeProblems = (values: FormValues): FormProblems =>
  (/^\d{5}$/.test(text(values, 'code').trim()) ? {} : { code: ['codeFormat'] });
