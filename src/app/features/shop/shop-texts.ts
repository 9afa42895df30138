import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OrderStatus, ShopSort } from '../../../contract/shop';
import type { CustomerProblem } from '../../../contract/shop-customer';
import { SHOP_MESSAGES } from '../../../contract/shop';
import { CLUB_CARD_MESSAGES } from '../../../contract/club-card';
import type { CardOrderBlock } from '../../../../machines/club-card-eligibility';
import type { BadgeTone } from '../../ui';

export const SORT_LABELS: Record<ShopSort, MessageDescriptor> = {
  newest: msg`Newest`,
  price_asc: msg`Price: low to high`,
  price_desc: msg`Price: high to low`,
  name: msg`Name`,
};

/** SPEC §4: 5 (failed) reads and looks like 2 (approved). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  1: msg`Pending`,
  2: msg`Approved`,
  3: msg`Completed`,
  4: msg`Rejected`,
  5: msg`Approved`,
};

/** SPEC §4 styles: pending blue, approved and failed warning, completed positive, rejected negative. */
export const ORDER_STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  1: 'brand',
  2: 'warning',
  3: 'success',
  4: 'danger',
  5: 'warning',
};

export const CUSTOMER_PROBLEM_TEXTS: Record<CustomerProblem, MessageDescriptor> = {
  required: msg`This field is required.`,
  invalidPhone: msg`Invalid phone number.`,
  phoneRegionDiffers: msg`The phone number is from another country than the address.`,
};

/** Server messages of a refused order the portal translates (SPEC §8 Checkout); others show as sent. */
export const ORDER_FAILURE_TEXTS: Record<string, MessageDescriptor> = {
  [SHOP_MESSAGES.notEnoughPoints]: msg`Your company does not have enough points for this order.`,
  [SHOP_MESSAGES.belowVendorMinimum]: msg`The order from a vendor is below its minimum.`,
  [SHOP_MESSAGES.stockChanged]: msg`Not enough stock is left of a product in your order. Check your cart and try again.`,
  [SHOP_MESSAGES.unavailable]: msg`A product in your order is no longer available. Check your cart and try again.`,
  [CLUB_CARD_MESSAGES.notInProgramme]: msg`Your company does not take part in the club card programme.`,
  [CLUB_CARD_MESSAGES.notEnoughWindows]: msg`Your company needs 10 windows scanned this year to order the club card.`,
  [CLUB_CARD_MESSAGES.cardOrdered]: msg`Your company has already ordered its club card.`,
  network: msg`The connection was lost. Your order may not have been placed: try again, it will not be placed twice.`,
  server: msg`Something went wrong. Please try again.`,
};

/** Why the club card cannot be ordered (SPEC §5), shown under the disabled button; values: `needed`, `missing` windows. */
export const CARD_ORDER_BLOCK_TEXTS: Record<Exclude<CardOrderBlock, 'hasCard'>, MessageDescriptor> = {
  notInProgramme: msg`The club card is offered to companies in Poland that take part in the programme.`,
  cardOrdered: msg`Your company's card is ordered. We will let you know as soon as it is issued.`,
  ownersOnly: msg`Only the company's owner can order the club card.`,
  notEnoughWindows: msg({ message: 'The card can be ordered once your company has scanned {needed} windows this year: {missing, plural, one {# more window} other {# more windows}} to go.' }),
};
