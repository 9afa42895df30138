/**
 * The home page's hero slider against its requirement (SPEC §2 Home and §9: autoplay 7 s; README
 * "Home": pause, previous, next, still under prefers-reduced-motion; the machine file's header:
 * moving by hand starts the 7 seconds again): plain rules, and a model-based walk whose every step
 * is checked against the table below.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { heroSliderMachine, type HeroSliderInput } from '../../machines/hero-slider-machine';
import { ManualClock } from '../app/support/machine-harness';
import { testRequirementsFromStarts, type RequirementTable, type RequirementWalk } from '../app/support/requirement-walk';

/** SPEC §2 Home, §9: the slider moves on every 7 seconds. */
const SLIDE_DELAY_MS = 7000;

function slider(input: HeroSliderInput) {
  const clock = new ManualClock();
  const actor = createActor(heroSliderMachine, { input, clock }).start();
  return { actor, clock, snapshot: () => actor.getSnapshot() };
}

describe('hero slider machine', () => {
  it('moves on every 7 seconds, wrapping round, while it plays', () => {
    const { clock, snapshot } = slider({ slides: 3, reducedMotion: false });
    expect(snapshot().value).toBe('playing');
    for (const expected of [1, 2, 0]) {
      clock.fire(SLIDE_DELAY_MS);
      expect(snapshot().context.index).toBe(expected);
    }
  });

  it('pauses and plays; previous and next work while paused and start the delay again when playing', () => {
    const { actor, clock, snapshot } = slider({ slides: 3, reducedMotion: false });
    actor.send({ type: 'PAUSE' });
    expect(clock.pending()).toEqual([]);
    actor.send({ type: 'PREVIOUS' });
    expect(snapshot()).toMatchObject({ value: 'paused', context: { index: 2 } });
    actor.send({ type: 'PLAY' });
    actor.send({ type: 'NEXT' });
    expect(snapshot()).toMatchObject({ value: 'playing', context: { index: 0 } });
    expect(clock.pending()).toEqual([SLIDE_DELAY_MS]);
  });

  it('never moves by itself under reduced motion or with one slide', () => {
    for (const input of [{ slides: 3, reducedMotion: true }, { slides: 1, reducedMotion: false }]) {
      const { actor, clock, snapshot } = slider(input);
      expect(snapshot().value).toBe('still');
      expect(clock.pending()).toEqual([]);
      actor.send({ type: 'NEXT' });
      expect(snapshot().value).toBe('still');
      expect(clock.pending()).toEqual([]);
    }
  });
});

type Snapshot = SnapshotFrom<typeof heroSliderMachine>;
type WalkEvent = { type: 'NEXT' } | { type: 'PREVIOUS' } | { type: 'PAUSE' } | { type: 'PLAY' } | { type: 'xstate.after.slide delay.heroSlider.playing' };

const EVENT_NAMES: Record<WalkEvent['type'], string> = {
  NEXT: 'Next', PREVIOUS: 'Previous', PAUSE: 'Pause', PLAY: 'Play', 'xstate.after.slide delay.heroSlider.playing': '7 s pass',
};

/** Playing, paused or still (never moving by itself), and the slide shown. */
function stateOf(snapshot: Snapshot): string {
  const how = snapshot.matches('playing') ? 'playing' : snapshot.matches('paused') ? 'paused' : 'still';
  return `${how}, slide ${snapshot.context.index + 1} of ${snapshot.context.slides}`;
}

/** A move that starts the 7 seconds again. */
const timed = (to: string) => ({ to, calls: ['wait 7 s'] }) as const;

/**
 * The rules (a timer the slider sets is one of its calls, "wait 7 s"):
 * - while it plays, every 7 s the next slide shows (after the last, the first again);
 * - Next and Previous move one slide (round the ends) in every state; while playing they start the
 *   7 s again;
 * - Pause stops it on the slide shown; Play plays again, from the start of the 7 s; paused, Next
 *   and Previous move it without playing;
 * - with reduced motion, or a single slide, it is still: only Next and Previous move it, Play and
 *   Pause change nothing.
 */
const SLIDER: RequirementTable<string> = {
  'playing, slide 1 of 3': { '7 s pass': timed('playing, slide 2 of 3'), 'Next': timed('playing, slide 2 of 3'), 'Previous': timed('playing, slide 3 of 3'), 'Pause': 'paused, slide 1 of 3' },
  'playing, slide 2 of 3': { '7 s pass': timed('playing, slide 3 of 3'), 'Next': timed('playing, slide 3 of 3'), 'Previous': timed('playing, slide 1 of 3'), 'Pause': 'paused, slide 2 of 3' },
  'playing, slide 3 of 3': { '7 s pass': timed('playing, slide 1 of 3'), 'Next': timed('playing, slide 1 of 3'), 'Previous': timed('playing, slide 2 of 3'), 'Pause': 'paused, slide 3 of 3' },
  'paused, slide 1 of 3': { 'Next': 'paused, slide 2 of 3', 'Previous': 'paused, slide 3 of 3', 'Play': timed('playing, slide 1 of 3') },
  'paused, slide 2 of 3': { 'Next': 'paused, slide 3 of 3', 'Previous': 'paused, slide 1 of 3', 'Play': timed('playing, slide 2 of 3') },
  'paused, slide 3 of 3': { 'Next': 'paused, slide 1 of 3', 'Previous': 'paused, slide 2 of 3', 'Play': timed('playing, slide 3 of 3') },
  'still, slide 1 of 2': { 'Next': 'still, slide 2 of 2', 'Previous': 'still, slide 2 of 2' },
  'still, slide 2 of 2': { 'Next': 'still, slide 1 of 2', 'Previous': 'still, slide 1 of 2' },
};

function walkFrom(input: HeroSliderInput): RequirementWalk<typeof heroSliderMachine, WalkEvent, string> {
  return {
    machine: heroSliderMachine,
    input,
    // The timer fires only while it runs; the buttons may be pressed any time.
    events: (snapshot) => [
      { type: 'NEXT' }, { type: 'PREVIOUS' }, { type: 'PAUSE' }, { type: 'PLAY' },
      ...(snapshot.matches('playing') ? [{ type: 'xstate.after.slide delay.heroSlider.playing' } as const] : []),
    ],
    stateOf,
    eventName: (event) => EVENT_NAMES[event.type],
    table: SLIDER,
    start() {
      const { actor, clock } = slider(input);
      return {
        snapshot: () => actor.getSnapshot(),
        takeCalls: () => clock.takeStarted().map((ms) => `wait ${ms / 1000} s`),
        deliver(event) {
          if (event.type === 'xstate.after.slide delay.heroSlider.playing') clock.fire(SLIDE_DELAY_MS);
          else actor.send(event);
        },
      };
    },
  };
}

describe('hero slider: every state and transition as the requirement says', () => {
  testRequirementsFromStarts({
    'three slides': walkFrom({ slides: 3, reducedMotion: false }),
    'two slides under reduced motion': walkFrom({ slides: 2, reducedMotion: true }),
    'one slide': walkFrom({ slides: 1, reducedMotion: false }),
  });
});
