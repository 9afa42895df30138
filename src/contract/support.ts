/**
 * The support chat contract (SPEC §2 Support chat, §3 Support ticket, §4 Other, §5 Support, §7
 * /v1/support calls, §9 page sizes): conversations with the club's support staff.
 */
import * as v from 'valibot';
import { APP_TYPE } from './limits';

/** SPEC §9: 10 conversations to a page, "load more" adds 10; a conversation shows up to 1000 messages. */
export const SUPPORT_PAGE_SIZE = 10;
export const CHAT_LIMIT = 1000;

/** SPEC §4 Other: 1 open, 2 in progress, 3 done. */
export const TICKET_STATUS = { open: 1, inProgress: 2, done: 3 } as const;
export type TicketStatusId = (typeof TICKET_STATUS)[keyof typeof TICKET_STATUS];

export const TITLE_MAX = 200;
export const MESSAGE_MAX = 5000;

/** Keys of the messages a broken support rule yields (SPEC §5: title and body required). */
export type SupportRuleMessage = 'required' | 'tooLong';
export const isSupportRuleMessage = (text: string): text is SupportRuleMessage => text === 'required' || text === 'tooLong';

const Text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty('required' satisfies SupportRuleMessage), v.maxLength(max, 'tooLong' satisfies SupportRuleMessage));
const Uuid = v.pipe(v.string(), v.uuid());

export const TicketTitle = Text(TITLE_MAX);
export const MessageText = Text(MESSAGE_MAX);

const QueryNumber = (max: number) => v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number), v.minValue(1), v.maxValue(max));

/** GET /v1/support: the caller's conversations, newest activity first. */
export const SupportQuery = v.object({
  page: v.optional(QueryNumber(100_000), '1'),
  limit: v.optional(QueryNumber(100), String(SUPPORT_PAGE_SIZE)),
  installer_uuid: v.optional(Uuid),
});
export type SupportQuery = v.InferOutput<typeof SupportQuery>;

/** What a conversation was opened from: an order or a project of the company. */
export const TicketContext = v.object({ type: v.picklist(['order', 'project']), uuid: Uuid });
export type TicketContext = v.InferOutput<typeof TicketContext>;

/** POST /v1/support (SPEC §7): title, first message and what the portal tells about itself. */
export const NewTicket = v.object({
  title: TicketTitle,
  body: MessageText,
  info: v.object({
    language: v.pipe(v.string(), v.maxLength(10)),
    hostname: v.pipe(v.string(), v.maxLength(255)),
    region: v.pipe(v.string(), v.maxLength(10)),
    appVersion: v.pipe(v.string(), v.maxLength(20)),
    appType: v.literal(APP_TYPE),
  }),
  context: v.optional(TicketContext),
});
export type NewTicket = v.InferOutput<typeof NewTicket>;

/** GET /v1/support/{uuid}/chat */
export const ChatQuery = v.object({ limit: v.optional(QueryNumber(CHAT_LIMIT), String(CHAT_LIMIT)) });

/** POST /v1/support/{uuid}/chat */
export const NewMessage = v.object({ message: MessageText });

export const SupportMessage = v.object({
  uuid: v.string(),
  sender: v.picklist(['installer', 'admin']),
  message: v.string(),
  created_at: v.string(),
});
export type SupportMessage = v.InferOutput<typeof SupportMessage>;

export const Ticket = v.object({
  uuid: v.string(),
  title: v.string(),
  status: v.picklist([1, 2, 3]),
  context: v.nullable(TicketContext),
  created_at: v.string(),
  updated_at: v.string(),
  /** The newest message, for the list. */
  last_message: v.nullable(SupportMessage),
});
export type Ticket = v.InferOutput<typeof Ticket>;

export const TicketsPage = v.object({
  data: v.array(Ticket),
  meta: v.object({ current_page: v.number(), last_page: v.number(), per_page: v.number(), total: v.number() }),
});
export type TicketsPage = v.InferOutput<typeof TicketsPage>;

export const CreatedTicket = v.object({ uuid: v.string() });
export const Chat = v.object({ data: v.object({ ticket: Ticket, messages: v.array(SupportMessage) }) });
export type Chat = v.InferOutput<typeof Chat>['data'];
export const MessageResponse = v.object({ data: SupportMessage });
