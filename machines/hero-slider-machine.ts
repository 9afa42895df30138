import { assign, setup } from 'xstate';
import { inSeconds } from './description-words';

/**
 * The home page's hero slider (SPEC §2 Home, §9): it moves on every 7 seconds, can be paused and
 * moved by hand, and never moves by itself for someone who asked for reduced motion. Moving by
 * hand starts the 7 seconds again.
 */
export interface HeroSliderInput {
  slides: number;
  reducedMotion: boolean;
}

interface HeroSliderContext {
  slides: number;
  index: number;
  reducedMotion: boolean;
}

export const SLIDE_DELAY_MS = 7000;

export const heroSliderMachine = setup({
  types: {
    context: {} as HeroSliderContext,
    input: {} as HeroSliderInput,
    events: {} as { type: 'NEXT' } | { type: 'PREVIOUS' } | { type: 'PAUSE' } | { type: 'PLAY' },
  },
  delays: { 'slide delay': SLIDE_DELAY_MS },
  guards: {
    'has several slides and motion is welcome': ({ context }) => context.slides > 1 && !context.reducedMotion,
  },
  actions: {
    'show next slide': assign({ index: ({ context }) => (context.index + 1) % context.slides }),
    'show previous slide': assign({ index: ({ context }) => (context.index - 1 + context.slides) % context.slides }),
  },
}).createMachine({
  id: 'heroSlider',
  description:
    `Shows one slide at a time and plays (a new slide every ${inSeconds(SLIDE_DELAY_MS)}) when there are several and motion is welcome, else stays still. ` +
    'Previous and next work in every state; pause and play switch between playing and paused.',
  context: ({ input }) => ({ slides: Math.max(1, input.slides), index: 0, reducedMotion: input.reducedMotion }),
  initial: 'starting',
  on: {
    NEXT: { actions: 'show next slide', target: '.restarting' },
    PREVIOUS: { actions: 'show previous slide', target: '.restarting' },
  },
  states: {
    starting: {
      description: 'Plays, or stays still for one slide or reduced motion.',
      always: [{ guard: 'has several slides and motion is welcome', target: 'playing' }, { target: 'still' }],
    },
    restarting: {
      description: 'After a move by hand: playing again from the start of the delay, unless paused or still.',
      always: [{ guard: 'has several slides and motion is welcome', target: 'playing' }, { target: 'still' }],
    },
    playing: {
      description: `A new slide every ${inSeconds(SLIDE_DELAY_MS)}.`,
      after: { 'slide delay': { actions: 'show next slide', target: 'playing', reenter: true } },
      on: { PAUSE: 'paused' },
    },
    paused: {
      description: 'Paused by the person; previous and next still work.',
      on: { PLAY: 'playing', NEXT: { actions: 'show next slide' }, PREVIOUS: { actions: 'show previous slide' } },
    },
    still: { description: 'One slide, or reduced motion: only previous and next move it.' },
  },
});
