import { queryOptions } from '@tanstack/react-query';
import { StaffConversationResponse, StaffInbox, type StaffInboxFilter } from '../../../contract/staff-chat';
import { getJson } from '../../api/http';
import { staffQueryClient } from '../staff-queries';

/** Every chat read of the console, under one key: the inbox machine's poll reads them all again. */
const CHAT_KEY = ['staff', 'chat'] as const;

/** GET /staff/v1/support/conversations?status=: always read afresh, the inbox is about now. */
export const inboxQuery = (filter: StaffInboxFilter) =>
  queryOptions({
    queryKey: [...CHAT_KEY, 'inbox', filter],
    queryFn: () => getJson(StaffInbox, 'staff/v1/support/conversations', { searchParams: { status: filter } }),
    staleTime: 0,
  });

/** GET /staff/v1/support/conversations/{uuid}: its messages and who else is typing. */
export const conversationQuery = (uuid: string) =>
  queryOptions({
    queryKey: [...CHAT_KEY, 'conversation', uuid],
    queryFn: () => getJson(StaffConversationResponse, `staff/v1/support/conversations/${encodeURIComponent(uuid)}`),
    staleTime: 0,
  });

/** Reads the inbox and the open conversation again. */
export const refreshChat = () => staffQueryClient.invalidateQueries({ queryKey: CHAT_KEY });
