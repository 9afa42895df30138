import { assign, fromPromise, setup } from 'xstate';
import type { InstallerOptions } from '../src/contract/options';
import { counted, monthName } from './description-words';
import { EXPIRING_NOTICE_FROM_MONTH, EXPIRING_NOTICE_PAUSE_MONTHS, isExpiringNoticeDue, isFirstVisit } from './home-notices';

/**
 * The home page's two points notices (SPEC §2 Home, §4 Other, §9). The welcome-points banner
 * shows on the first visit, whose flag is stored at once (it shows for the rest of that visit).
 * The expiring-points banner shows from October while points expire; "Got it" stores the date it
 * was seen, so it stays away for 6 months. Staff emulating a user store nothing.
 */
export interface HomeNoticesInput {
  now: Date;
  options: InstallerOptions;
  toExpire: number;
  emulated: boolean;
}

interface HomeNoticesContext extends HomeNoticesInput {
  /** The notices already stored as seen in this visit (the welcome flag, the seen date). */
  stored: InstallerOptions;
}

export const homeNoticesMachine = setup({
  types: {
    context: {} as HomeNoticesContext,
    input: {} as HomeNoticesInput,
    events: {} as { type: 'EXPIRING_SEEN' },
  },
  actors: {
    /** Stores these options (merged into the user's) and refreshes the user. */
    'store options': fromPromise<void, { options: InstallerOptions }>(() =>
      Promise.reject(new Error('The home notices actor "store options" was not provided'))),
  },
  guards: {
    'is first visit': ({ context }) => isFirstVisit(context.options),
    'is expiring notice due': ({ context }) => isExpiringNoticeDue(context.now, context.options, context.toExpire),
    'is emulated': ({ context }) => context.emulated,
  },
  actions: {
    'note first visit': assign({ stored: ({ context }) => ({ ...context.stored, firstTime: false }) }),
    'note expiring notice seen': assign({ stored: ({ context }) => ({ ...context.stored, expPtsSeen: context.now.toISOString() }) }),
  },
}).createMachine({
  id: 'homeNotices',
  description:
    `The welcome-points banner on the first visit (its flag stored at once) and the expiring-points banner from ${monthName(EXPIRING_NOTICE_FROM_MONTH)}, ` +
    `which "Got it" puts away for ${counted(EXPIRING_NOTICE_PAUSE_MONTHS, 'month')} by storing the date it was seen. An emulated session stores nothing.`,
  context: ({ input }) => ({ ...input, stored: {} }),
  type: 'parallel',
  states: {
    welcome: {
      description: 'The welcome-points banner.',
      initial: 'deciding',
      states: {
        deciding: {
          description: 'Decides whether this is the first visit.',
          always: [
            { guard: 'is first visit', target: 'storingFirstVisit', actions: 'note first visit' },
            { target: 'hidden' },
          ],
        },
        storingFirstVisit: {
          description: 'Shows the banner and stores that the first visit happened.',
          always: { guard: 'is emulated', target: 'shown' },
          invoke: {
            id: 'storeFirstVisit',
            src: 'store options',
            input: ({ context }) => ({ options: context.stored }),
            onDone: 'shown',
            // Shown anyway: the flag is stored again on the next visit.
            onError: 'shown',
          },
        },
        shown: { description: 'The banner shows for the rest of the visit.' },
        hidden: { description: 'Not the first visit: no banner.', type: 'final' },
      },
    },
    expiring: {
      description: 'The expiring-points banner.',
      initial: 'deciding',
      states: {
        deciding: {
          description: `Decides whether the banner is due (${monthName(EXPIRING_NOTICE_FROM_MONTH)} on, points expiring, not seen for ${counted(EXPIRING_NOTICE_PAUSE_MONTHS, 'month')}).`,
          always: [{ guard: 'is expiring notice due', target: 'shown' }, { target: 'hidden' }],
        },
        shown: {
          description: 'The banner shows until the person says they saw it.',
          on: {
            EXPIRING_SEEN: [
              { guard: 'is emulated', target: 'hidden' },
              { target: 'storingSeen', actions: 'note expiring notice seen' },
            ],
          },
        },
        storingSeen: {
          description: 'Stores the date the banner was seen; the banner is gone meanwhile.',
          invoke: {
            id: 'storeSeen',
            src: 'store options',
            input: ({ context }) => ({ options: context.stored }),
            onDone: 'hidden',
            // Gone for this visit anyway; it may show again on the next one.
            onError: 'hidden',
          },
        },
        hidden: { description: 'No banner.', type: 'final' },
      },
    },
  },
});
