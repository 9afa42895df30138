import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CsnProblem } from '../../../../machines/club-card-machine';
import type { TopUpProblem } from '../../../../machines/top-up-machine';
import { CLUB_CARD_MESSAGES } from '../../../contract/club-card';
import { SHOP_MESSAGES } from '../../../contract/shop';

export const CSN_PROBLEM_TEXTS: Record<Exclude<CsnProblem, { text: string }>, MessageDescriptor> = {
  csnFormat: msg`Enter the 10 digits of the card's serial number (CSN).`,
  confirmationMissing: msg`Confirm that the card is in your hands.`,
  generic: msg`Something went wrong. Please try again.`,
};

/** The server's refusals of a CSN the portal translates; others show as sent. */
export const CSN_SERVER_TEXTS: Record<string, MessageDescriptor> = {
  [CLUB_CARD_MESSAGES.wrongSerial]: msg`This serial number does not match your club card. Check the number on the back of the card.`,
  [CLUB_CARD_MESSAGES.nothingToRegister]: msg`Your company has no club card waiting for registration.`,
};

export const TOP_UP_PROBLEM_TEXTS: Record<TopUpProblem, MessageDescriptor> = {
  amountMissing: msg`Choose an amount.`,
  termsMissing: msg`Accept the terms to top up the card.`,
};

/** A refused or lost top-up (SPEC §8): the server's known messages translated, the rest as sent. */
export const TOP_UP_FAILURE_TEXTS: Record<string, MessageDescriptor> = {
  [SHOP_MESSAGES.notEnoughPoints]: msg`Your company does not have enough points for this top-up.`,
  [CLUB_CARD_MESSAGES.cardNotActive]: msg`Your club card is not active.`,
  network: msg`The connection was lost. Your top-up may not have been placed: try again, it will not be placed twice.`,
  server: msg`Something went wrong. Please try again.`,
};
