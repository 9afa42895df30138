/** The team pages' machines with the real calls (DESIGN rule 2). */
import { fromPromise } from 'xstate';
import { Ok } from '../../../contract/company';
import { parseMobilePhone, parseRegionPhone } from '../../../contract/phone';
import { ResendAnswer, TeamMemberResponse, teamMemberProblems } from '../../../contract/team';
import { confirmedRemovalMachine } from '../../../../machines/confirmed-removal-machine';
import { formMachine, type FormProblems, type FormValues } from '../../../../machines/form-machine';
import { getJson, sendJson } from '../../api/http';
import { queryClient } from '../../api/query-client';
import { teamKeys } from '../../api/team-queries';

const text = (values: FormValues, field: string) => String(values[field] ?? '');

/** SPEC §5 Team member: names without digits, a phone of the company's region, an optional e-mail. */
export function memberFormProblems(values: FormValues, regionId: number): FormProblems {
  const problems: FormProblems = {};
  const found = teamMemberProblems({ name: text(values, 'name'), surname: text(values, 'surname'), phone: text(values, 'phone'), email: text(values, 'email') });
  for (const [field, key] of Object.entries(found)) problems[field] = [key];
  const phone = parseMobilePhone(text(values, 'phone'), regionId);
  if (typeof phone === 'string') problems.phone = [phone];
  return problems;
}

/** Adds the member (the national number and the e-mail when given); answers the new member's uuid. */
export const appAddMemberMachine = (regionId: number) => formMachine.provide({
  actors: {
    submit: fromPromise(async ({ input }) => {
      const phone = parseRegionPhone(text(input.values, 'phone'), regionId);
      const email = text(input.values, 'email').trim();
      const { data } = await sendJson(TeamMemberResponse, 'post', 'v1/installer/user', {
        name: text(input.values, 'name').trim(),
        surname: text(input.values, 'surname').trim(),
        phone: phone?.national ?? text(input.values, 'phone'),
        ...(email ? { email } : {}),
      });
      await queryClient.invalidateQueries({ queryKey: teamKeys.team });
      return data.uuid;
    }),
  },
});

/** The owner's edit of a member (PATCH v1/installer/user/{uuid}/details): all three fields, the phone as its national number. */
export const appEditMemberMachine = (uuid: string, regionId: number) => formMachine.provide({
  actors: {
    submit: fromPromise(async ({ input }) => {
      const phone = parseRegionPhone(text(input.values, 'phone'), regionId);
      const { data } = await sendJson(TeamMemberResponse, 'patch', `v1/installer/user/${encodeURIComponent(uuid)}/details`, {
        name: text(input.values, 'name').trim(),
        surname: text(input.values, 'surname').trim(),
        phone: phone?.national ?? text(input.values, 'phone'),
      });
      queryClient.setQueryData(teamKeys.member(uuid), data);
      // The lists show the new name; the member's own query already holds the answer.
      await queryClient.invalidateQueries({ queryKey: ['team', 'page'] });
      return data.uuid;
    }),
  },
});

/** Sends the invitation again (GET v1/installer/user/{uuid}/resend). */
export const appResendMachine = formMachine.provide({
  actors: {
    submit: fromPromise(async ({ input }): Promise<unknown> => getJson(ResendAnswer, `v1/installer/user/${encodeURIComponent(text(input.values, 'uuid'))}/resend`)),
  },
});

/** Deletes a member after the confirm that names them (DELETE v1/installer/user/{uuid}). */
export const appMemberRemovalMachine = confirmedRemovalMachine.provide({
  actors: {
    remove: fromPromise(async ({ input }) => {
      await sendJson(Ok, 'delete', `v1/installer/user/${encodeURIComponent(input.id)}`, undefined);
      queryClient.removeQueries({ queryKey: teamKeys.member(input.id) });
      await queryClient.invalidateQueries({ queryKey: teamKeys.team });
    }),
  },
});
