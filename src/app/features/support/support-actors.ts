/** The support pages' machines with the real calls (DESIGN rule 2). */
import { fromPromise } from 'xstate';
import { APP_TYPE, APP_VERSION } from '../../../contract/limits';
import { CreatedTicket, MessageResponse, MessageText, TicketTitle, type TicketContext } from '../../../contract/support';
import * as v from 'valibot';
import { chatMachine } from '../../../../machines/chat-machine';
import { formMachine, type FormProblems, type FormValues } from '../../../../machines/form-machine';
import { sendJson } from '../../api/http';
import { queryClient } from '../../api/query-client';
import { teamKeys } from '../../api/team-queries';

const text = (values: FormValues, field: string) => String(values[field] ?? '');

/** SPEC §5 Support: a new conversation needs a title and a body. */
export function ticketProblems(values: FormValues): FormProblems {
  const problems: FormProblems = {};
  if (!v.is(TicketTitle, text(values, 'title'))) problems.title = [text(values, 'title').trim() ? 'tooLong' : 'required'];
  if (!v.is(MessageText, text(values, 'body'))) problems.body = [text(values, 'body').trim() ? 'tooLong' : 'required'];
  return problems;
}

/** Opens a conversation with what the portal tells about itself (SPEC §7); answers its uuid. */
export function appNewTicketMachine(about: { language: string; region: string; context: TicketContext | null }) {
  return formMachine.provide({
    actors: {
      submit: fromPromise(async ({ input }) => {
        const { uuid } = await sendJson(CreatedTicket, 'post', 'v1/support', {
          title: text(input.values, 'title').trim(),
          body: text(input.values, 'body').trim(),
          info: { language: about.language, hostname: window.location.hostname, region: about.region, appVersion: APP_VERSION, appType: APP_TYPE },
          ...(about.context ? { context: about.context } : {}),
        });
        await queryClient.invalidateQueries({ queryKey: teamKeys.tickets });
        return uuid;
      }),
    },
  });
}

/** One open conversation: read again on the machine's delay, and the member's replies sent. */
export function appChatMachine(uuid: string) {
  const refresh = () => queryClient.invalidateQueries({ queryKey: teamKeys.support });
  return chatMachine.provide({
    actors: {
      'refresh conversation': fromPromise(refresh),
      'send message': fromPromise(async ({ input }) => {
        await sendJson(MessageResponse, 'post', `v1/support/${encodeURIComponent(uuid)}/chat`, { message: input.message });
        await refresh();
      }),
    },
  });
}
