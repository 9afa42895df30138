/**
 * What the operator commands answer (routes/operator.ts), for the API description: the domain
 * functions' results as valibot schemas. `Described<T>` makes the compiler check each schema
 * against the domain function's own type, so the two cannot drift apart unnoticed; the openapi
 * test checks real answers against them.
 */
import * as v from 'valibot';
import { TOP_UP_STATUSES } from '../../contract/club-card';
import { PROJECT_STATUS_IDS } from '../../contract/project-status';
import { ORDER_STATUS } from '../../contract/shop';
import { StaffChatMessage } from '../../contract/staff-chat';
import { Ticket } from '../../contract/support';
import type { issueCardByHand, listCards, refuseTopUpAmount, reportOutcome } from '../domain/club-card';
import type { Recommendation } from '../domain/company-recommendation';
import type { ContentImportReport } from '../domain/content-import';
import type { EmulationLink } from '../domain/emulation';
import type { creditPoints } from '../domain/order-status';
import type { ExpiryReport } from '../domain/points-expiry';
import type { SerialImportReport } from '../domain/product-catalogue';
import type { ReviewOutcome } from '../domain/projects';
import type { unlockSignIn } from '../domain/sign-in-lockout';
import type { staffShow, StaffTicket } from '../domain/support';

type Result<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
/** A schema whose output is exactly `T` (each way assignable). */
type Described<T> = v.GenericSchema<unknown, T>;
const describes = <T>() => <S extends Described<T>>(schema: S & (T extends v.InferOutput<S> ? unknown : never)) => schema;

const OrderStep = v.object({ number: v.string(), status: v.picklist(Object.values(ORDER_STATUS)) });

export const EmulationLinkAnswer = describes<EmulationLink>()(v.object({ url: v.string(), code: v.string(), expires_at: v.string() }));
export const UnlockAnswer = describes<Result<typeof unlockSignIn>>()(v.object({ user_id: v.number(), previous_level: v.number() }));
export const SerialImportAnswer = describes<SerialImportReport>()(v.object({
  imported: v.number(),
  unchanged: v.number(),
  skipped: v.array(v.object({ line: v.number(), serial_number: v.string(), reason: v.string() })),
}));
export const ReviewAnswer = describes<ReviewOutcome>()(v.object({
  status: v.picklist(PROJECT_STATUS_IDS), accepted: v.number(), rejected: v.number(), waiting: v.array(v.string()), credited: v.number(),
}));
export const ContentImportAnswer = describes<ContentImportReport>()(v.object({ created: v.number(), updated: v.number() }));
export const ExpiryAnswer = describes<ExpiryReport>()(v.object({ companies: v.number(), points: v.number() }));
export const CreditAnswer = describes<Result<typeof creditPoints>>()(v.object({ company_points: v.number() }));
export const RecommendAnswer = describes<Recommendation>()(v.object({ company: v.string(), recommended: v.boolean() }));
export const OrderStepAnswer = OrderStep;
export const CardIssueAnswer = describes<Result<typeof issueCardByHand>>()(OrderStep);
export const TopUpOutcomeAnswer = describes<Result<typeof reportOutcome>>()(v.object({ uuid: v.string(), status: v.picklist(TOP_UP_STATUSES) }));
export const RefusedAmountsAnswer = describes<Result<typeof refuseTopUpAmount>>()(v.object({ refused_amounts: v.array(v.number()) }));
export const CardListAnswer = v.object({
  data: describes<Result<typeof listCards>>()(v.array(v.object({
    company: v.string(),
    order: v.string(),
    card_number: v.string(),
    /** The issuer's word for the card (ISSUED, ACTIVE, BLOCKED so far), kept as it came. */
    status: v.string(),
    registered: v.boolean(),
    serial_number: v.nullable(v.string()),
    top_ups: v.array(v.object({
      uuid: v.string(), order: v.string(), points: v.number(), amount: v.number(), currency: v.string(), status: v.picklist(TOP_UP_STATUSES),
    })),
  }))),
});
const { last_message: _portalLastMessage, ...TicketEntries } = Ticket.entries;
const StaffTicketView = v.object({
  ...TicketEntries,
  company: v.string(),
  company_uuid: v.string(),
  last_message: v.nullable(StaffChatMessage),
  user_id: v.number(),
  info: v.record(v.string(), v.string()),
  unread: v.number(),
  waiting_since: v.nullable(v.string()),
});
export const SupportListAnswer = v.object({ data: describes<StaffTicket[]>()(v.array(StaffTicketView)) });
export const SupportShowAnswer = v.object({
  data: describes<Result<typeof staffShow>>()(v.object({ ...StaffTicketView.entries, messages: v.array(StaffChatMessage) })),
});
