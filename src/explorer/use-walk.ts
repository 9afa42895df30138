/**
 * The walk of a machine's page: started, stepped, reset or stopped by the analyst, and kept in the
 * page's hash at every step so that the address bar always holds the link that shares it. A page
 * opened with a walk in its hash replays it.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Move } from '../../scripts/statechart/moves';
import { StepRefused, Walk, replay, type WalkStep } from './walk/walk';
import { walkHash, walkOfHash } from './walk/walk-link';
import type { AnyWalkTable } from './walk/walk-table';

function share(walk: Walk | null): void {
  const { pathname, search } = window.location;
  window.history.replaceState(null, '', `${pathname}${search}${walk ? walkHash(walk.taken.map((taken) => taken.step)) : ''}`);
}

export interface WalkControls {
  walk: Walk | null;
  /** Started (or reset) by the analyst's button, not replayed from the address. */
  startedByHand: boolean;
  /** Why the last step, or a step of the link, was not taken. */
  refused: string | null;
  busy: boolean;
  start(): void;
  stop(): void;
  take(step: WalkStep): Promise<void>;
}

export function useWalk(table: AnyWalkTable | null, moves: readonly Move[]): WalkControls {
  const [walk, setWalk] = useState<Walk | null>(null);
  const [startedByHand, setStartedByHand] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The walk changes inside its object: a new count re-renders the page after each step.
  const [, setSteps] = useState(0);
  // A walk's link opened where the page already is changes only the hash: it is replayed all the same.
  const [links, setLinks] = useState(0);
  useEffect(() => {
    const opened = () => setLinks((count) => count + 1);
    window.addEventListener('hashchange', opened);
    return () => window.removeEventListener('hashchange', opened);
  }, []);

  useEffect(() => {
    const steps = walkOfHash(window.location.hash);
    if (!table || steps === null) return;
    let cancelled = false;
    let replayed: Walk | null = null;
    void replay(table, moves, steps).then((result) => {
      replayed = result.walk;
      if (cancelled) {
        result.walk.stop();
        return;
      }
      setWalk(result.walk);
      setStartedByHand(false);
      if (result.refused) setRefused(`The link's walk stops before step ${result.refused.index + 1}: ${result.refused.reason}.`);
      share(result.walk);
    });
    return () => {
      cancelled = true;
      replayed?.stop();
    };
  }, [table, moves, links]);

  const start = useCallback(() => {
    if (!table) return;
    walk?.stop();
    const started = new Walk(table, moves);
    setWalk(started);
    setStartedByHand(true);
    setRefused(null);
    share(started);
  }, [table, moves, walk]);

  const stop = useCallback(() => {
    walk?.stop();
    setWalk(null);
    setRefused(null);
    share(null);
  }, [walk]);

  const take = useCallback(async (step: WalkStep) => {
    if (!walk || busy) return;
    setBusy(true);
    try {
      await walk.take(step);
      setRefused(null);
    } catch (error) {
      if (!(error instanceof StepRefused)) throw error;
      setRefused(`Not taken: ${error.message}.`);
    } finally {
      setBusy(false);
      setSteps(walk.taken.length);
      share(walk);
    }
  }, [walk, busy]);

  return { walk, startedByHand, refused, busy, start, stop, take };
}
