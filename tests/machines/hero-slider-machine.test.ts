/** The home page's hero slider: unit tests and a model-based walk (xstate/graph) replayed on a live actor with a manual clock. */
import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { heroSliderMachine, SLIDE_DELAY_MS, type HeroSliderInput } from '../../machines/hero-slider-machine';
import { ManualClock } from '../app/support/machine-harness';
import { plainEventModel } from './login-model';

const AFTER_DELAY = 'xstate.after.slide delay.heroSlider.playing';

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

describe('hero slider machine, model-based', () => {
  for (const input of [{ slides: 3, reducedMotion: false }, { slides: 2, reducedMotion: true }]) {
    const model = createTestModel(plainEventModel(heroSliderMachine), {
      input,
      events: [{ type: 'NEXT' }, { type: 'PREVIOUS' }, { type: 'PAUSE' }, { type: 'PLAY' }, { type: AFTER_DELAY }] as EventObject[] as never,
    });
    const paths = model.getShortestPaths();
    it(`every shortest path (${input.reducedMotion ? 'reduced motion' : 'motion'}) ends where the live slider does`, () => {
      // With motion: a path to each slide while playing and while paused.
      expect(paths.length).toBeGreaterThanOrEqual(input.reducedMotion ? 1 : input.slides * 2);
      for (const path of paths) {
        const { actor, clock, snapshot } = slider(input);
        for (const { event } of path.steps.slice(1)) {
          if ((event.type as string) === AFTER_DELAY) clock.fire(SLIDE_DELAY_MS);
          else actor.send(event as never);
        }
        expect([snapshot().value, snapshot().context.index]).toEqual([path.state.value, path.state.context.index]);
      }
    });
  }
});
