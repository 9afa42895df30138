/** The chat inbox's machines with the console's calls (DESIGN rule 2). */
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { MessageResponse } from '../../../contract/support';
import { staffConversationMachine } from '../../../../machines/staff-conversation-machine';
import { staffInboxMachine } from '../../../../machines/staff-inbox-machine';
import { sendJson } from '../../api/http';
import { refreshChat } from './chat-queries';
import { keepReplyDraft } from './reply-drafts';

export const consoleInboxMachine = staffInboxMachine.provide({ actors: { 'refresh inbox': fromPromise(refreshChat) } });

/** One open conversation: the reply (kept unsent per conversation), close and reopen (each followed by a fresh read) and the typing marks. */
export function consoleConversationMachine(uuid: string) {
  const path = `staff/v1/support/conversations/${encodeURIComponent(uuid)}`;
  return staffConversationMachine.provide({
    actions: { 'keep draft': ({ context }) => keepReplyDraft(uuid, context.draft) },
    actors: {
      'send reply': fromPromise(async ({ input }) => {
        await sendJson(MessageResponse, 'post', `${path}/messages`, { message: input.message });
        await refreshChat();
      }),
      'change status': fromPromise(async ({ input }) => {
        await sendJson(v.unknown(), 'post', `${path}/${input.to}`, {});
        await refreshChat();
      }),
      'mark typing': fromPromise(async () => {
        await sendJson(v.unknown(), 'post', `${path}/typing`, {});
      }),
    },
  });
}
