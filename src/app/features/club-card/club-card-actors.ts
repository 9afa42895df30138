/** The club card's machines with the real calls (DESIGN.md rule 2). */
import { fromPromise } from 'xstate';
import { clubCardMachine } from '../../../../machines/club-card-machine';
import { topUpMachine, type TopUpPlaced } from '../../../../machines/top-up-machine';
import { CardAccountResponse, type CardAccount } from '../../../contract/club-card';
import { fetchCardAccount } from '../../api/club-card-queries';
import { sendJson } from '../../api/http';
import { lookUpPlacement, placeOrder, refreshAfterOrder } from '../../api/placements';
import { queryKeys, userQuery } from '../../api/queries';
import { queryClient } from '../../api/query-client';

const companyId = async () => (await queryClient.ensureQueryData(userQuery())).company.id;

export const appClubCardMachine = clubCardMachine.provide({
  actors: {
    'load account': fromPromise<CardAccount>(async () => fetchCardAccount(await companyId())),
    'register card': fromPromise<unknown, { csn: string }>(async ({ input }) => {
      const answer = await sendJson(CardAccountResponse, 'patch', `v1/edenred/card/verify/${await companyId()}`, { card_serial_number: input.csn });
      // The company's card is registered: the header and home read it from the user.
      await queryClient.invalidateQueries({ queryKey: queryKeys.user });
      return answer;
    }),
  },
});

/** A top-up placed (or found placed after a lost answer): points, orders and the card's history are refreshed. */
async function toppedUp(companyPoints: number, amount: number): Promise<TopUpPlaced> {
  await refreshAfterOrder();
  return { amount, companyPoints };
}

export const appTopUpMachine = topUpMachine.provide({
  actors: {
    'place top-up': fromPromise<TopUpPlaced, { amount: number; key: string }>(async ({ input }) => {
      const placed = await placeOrder('v2/orders', { type: 'top_up', amount: input.amount }, input.key);
      return toppedUp(placed.company_points, input.amount);
    }),
    'look up top-up': fromPromise<TopUpPlaced | null, { amount: number; key: string }>(async ({ input }) => {
      const placed = await lookUpPlacement(input.key);
      return placed ? toppedUp(placed.company_points, input.amount) : null;
    }),
  },
});
