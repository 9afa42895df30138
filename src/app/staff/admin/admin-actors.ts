/** The admin desk's reads and its machines with the real calls (issue 27 §1, §2). */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { CLUB_REGIONS } from '../../../contract/regions';
import { StaffMemberView } from '../../../contract/staff';
import { MaintenanceView, StaffAccountView, StaffAccountsResponse } from '../../../contract/staff-admin';
import { STAFF_ROLES } from '../../../contract/staff-permissions';
import { confirmedStepMachine, type Step } from '../../../../machines/confirmed-step-machine';
import { formMachine, type FormProblems, type FormValues } from '../../../../machines/form-machine';
import { apiFailureOf } from '../../../../machines/wizard-messages';
import { getJson, sendJson } from '../../api/http';
import { staffQueryClient } from '../staff-queries';

const maintenanceKey = ['staff', 'maintenance'] as const;
const accountsKey = ['staff', 'accounts'] as const;

/** Read afresh whenever the page opens: another admin or the operator may have switched it. */
export const maintenanceQuery = () =>
  queryOptions({ queryKey: maintenanceKey, queryFn: async () => (await getJson(v.object({ data: MaintenanceView }), 'staff/v1/maintenance')).data, staleTime: 0 });

export const staffAccountsQuery = () =>
  queryOptions({ queryKey: accountsKey, queryFn: async () => (await getJson(StaffAccountsResponse, 'staff/v1/members')).data, staleTime: 0 });

/** The maintenance switch: PUT with the state asked for; the page shows the answer. */
export const maintenanceSwitchMachine = confirmedStepMachine.provide({
  actors: {
    take: fromPromise(async ({ input }: { input: Step }) => {
      const { data } = await sendJson(v.object({ data: MaintenanceView }), 'put', 'staff/v1/maintenance', { on: input.kind === 'on' });
      staffQueryClient.setQueryData(maintenanceKey, data);
    }),
  },
});

/** Deactivate, reactivate or unlock a staff account by id; the list shows the answer. */
export const accountStepMachine = confirmedStepMachine.provide({
  actors: {
    take: fromPromise(async ({ input }: { input: Step }) => {
      await sendJson(v.object({ data: StaffAccountView }), 'post', `staff/v1/members/${encodeURIComponent(input.id)}/${input.kind}`, {});
      await staffQueryClient.invalidateQueries({ queryKey: accountsKey });
    }),
  },
});

/** The form's fields: `email`, `name`, `role:<role>` and `region:<slug>` ticks. */
export const roleField = (role: string) => `role:${role}`;
export const regionField = (slug: string) => `region:${slug}`;

/** A form's values for an account (roles and regions ticked); a new one has none. */
export function accountValues(account?: Pick<StaffAccountView, 'id' | 'email' | 'name' | 'roles' | 'regions'>): FormValues {
  const values: FormValues = { id: String(account?.id ?? ''), email: account?.email ?? '', name: account?.name ?? '' };
  for (const role of STAFF_ROLES) values[roleField(role)] = account?.roles.includes(role) ?? false;
  for (const region of CLUB_REGIONS) values[regionField(region.slug)] = account?.regions.includes(region.id) ?? false;
  return values;
}

const ticked = (values: FormValues, prefix: string) =>
  Object.entries(values).filter(([field, on]) => field.startsWith(prefix) && on === true).map(([field]) => field.slice(prefix.length));

const access = (values: FormValues) => ({ roles: ticked(values, 'role:'), regions: ticked(values, 'region:') });

/** Message keys (admin-texts.ts) of what the form must have: an e-mail and a name for a new account, one role at least. */
export function accountProblems(values: FormValues, isNew: boolean): FormProblems {
  const problems: FormProblems = {};
  if (isNew && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(values.email).trim())) problems.email = ['email'];
  if (isNew && String(values.name).trim() === '') problems.name = ['name'];
  if (access(values).roles.length === 0) problems.roles = ['roles'];
  return problems;
}

/** A refusal as the field it is about: the e-mail taken (409) shows under the e-mail. */
function asFieldProblem(error: unknown, field: string): unknown {
  const failure = apiFailureOf(error);
  if (failure?.status !== 409) return error;
  return { ...failure, body: { message: failure.body?.message ?? '', errors: { [field]: [failure.body?.message ?? ''] } } };
}

/** Adds a staff account (POST staff/v1/members); answers it. */
export const addAccountMachine = formMachine.provide({
  actors: {
    submit: fromPromise(async ({ input }) => {
      try {
        const { data } = await sendJson(v.object({ data: StaffMemberView }), 'post', 'staff/v1/members', {
          email: String(input.values.email).trim(), name: String(input.values.name).trim(), ...access(input.values),
        });
        await staffQueryClient.invalidateQueries({ queryKey: accountsKey });
        return data;
      } catch (error) {
        throw asFieldProblem(error, 'email');
      }
    }),
  },
});

/** Sets an account's roles and regions (PATCH staff/v1/members/{id}, the id among the values); his own admin role refused shows by the roles. */
export const editAccessMachine = formMachine.provide({
  actors: {
    submit: fromPromise(async ({ input }) => {
      try {
        const path = `staff/v1/members/${encodeURIComponent(String(input.values.id))}`;
        const { data } = await sendJson(v.object({ data: StaffAccountView }), 'patch', path, access(input.values));
        await staffQueryClient.invalidateQueries({ queryKey: accountsKey });
        return data;
      } catch (error) {
        throw asFieldProblem(error, 'roles');
      }
    }),
  },
});
