import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderStep } from '../../../../machines/staff-order-action-machine';
import type { ShopProductType } from '../../../contract/shop';
import type { QueueTab } from './queue-search';

export const STATUS_NAMES: Record<QueueTab, MessageDescriptor> = {
  // Contexts: the portal's catalogs have these words as a status, not a queue tab or a button.
  pending: msg({ message: 'Pending', context: 'order queue tab' }),
  approved: msg`Approved`,
  completed: msg`Completed`,
  rejected: msg`Rejected`,
  failed: msg`Failed`,
};

export const TYPE_NAMES: Record<ShopProductType, MessageDescriptor> = {
  voucher: msg`Voucher`,
  product: msg`Product`,
  marketing_service: msg`Marketing service`,
  club_card: msg`Club card`,
  top_up: msg`Card top-up`,
  marketing_material: msg`Marketing material`,
};

/** Each step: its button, the dialog's question and what it says follows, and the message once done. */
export const STEP_TEXTS: Record<OrderStep, { button: MessageDescriptor; question: MessageDescriptor; explains: MessageDescriptor; done: MessageDescriptor }> = {
  approve: {
    button: msg`Approve`,
    question: msg`Approve order {label}?`,
    explains: msg`The orderer is told that the order is approved. You can complete or reject it later.`,
    done: msg`Order {label} is approved.`,
  },
  complete: {
    button: msg({ message: 'Complete', context: 'order step button' }),
    question: msg`Complete order {label}?`,
    explains: msg`Only when the goods were delivered or the service done. The orderer is told.`,
    done: msg`Order {label} is completed.`,
  },
  reject: {
    button: msg({ message: 'Reject', context: 'order step button' }),
    question: msg`Reject order {label}?`,
    explains: msg`The points go back to the company and the stock back to the shop, once. The orderer is told. This cannot be undone.`,
    done: msg`Order {label} is rejected: its points and stock are back.`,
  },
  'issue card': {
    button: msg`Issue the card now`,
    question: msg`Issue the club card of order {label} now?`,
    explains: msg`The card issuer issues the card and the order is completed, as the issuer would do by itself.`,
    done: msg`The card of order {label} is issued.`,
  },
  SUCCEEDED: {
    button: msg`Succeeded`,
    question: msg`Mark the top-up of order {label} as succeeded?`,
    explains: msg`The points are spent and the orderer is told that the card was topped up.`,
    done: msg`The top-up of order {label} succeeded.`,
  },
  // Their own context: the generic "Rejected" (an order's, a scan's status) is the same word as "Refused" in several languages.
  REFUSED: {
    button: msg({ message: 'Refused', context: 'top-up outcome button' }),
    question: msg`Mark the top-up of order {label} as refused?`,
    explains: msg`The issuer refused the load: the points go back to the company, once, and the orderer is told.`,
    done: msg`The top-up of order {label} is refused: its points are back.`,
  },
  REJECTED: {
    button: msg({ message: 'Rejected', context: 'top-up outcome button' }),
    question: msg`Mark the top-up of order {label} as rejected?`,
    explains: msg`The issuer rejected the load: the points go back to the company, once, and the orderer is told.`,
    done: msg`The top-up of order {label} is rejected: its points are back.`,
  },
};

/** A step's text naming its order (`{label}`), for i18n._. */
export const withLabel = (descriptor: MessageDescriptor, label: string): MessageDescriptor => ({ ...descriptor, values: { label } });
