import { useRouter, type HistoryLocation } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { AnyActorRef } from 'xstate';

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** Marks the history entry a wizard adds on top of its page (same address: nothing personal in it). */
    wizardStep?: true;
  }
}

const BACK = { type: 'BACK' } as const;

const isStepEntry = (location: HistoryLocation) => location.state.wizardStep === true;

/**
 * The browser's (and Android's) back button inside a wizard goes one step back, as the wizard's
 * own Back button does, instead of leaving the page. While the machine can go back, one history
 * entry of the same address sits on top of the wizard's page; the back button takes it off, and
 * the machine gets its BACK event (it decides where back leads, and keeps what was entered).
 * Where the machine cannot go back (the first step, a call under way) back leaves the wizard as
 * usual; once the wizard is done, the entry is taken off so that nothing is left to step back into.
 */
export function useBackButtonSteps(actor: AnyActorRef): void {
  const { history } = useRouter();
  const canGoBack = useSelector(actor, (snapshot) => snapshot.can(BACK) as boolean);
  const done = useSelector(actor, (snapshot) => snapshot.status === 'done');
  // Whether the wizard's entry is on top (after a reload it still is).
  const onStepEntry = useRef(isStepEntry(history.location));

  useEffect(() => {
    const pushStepEntry = () => {
      onStepEntry.current = true;
      history.push(history.location.href, { wizardStep: true });
    };
    if (canGoBack && !done && !onStepEntry.current) pushStepEntry();
    if (done && onStepEntry.current) {
      onStepEntry.current = false;
      history.back();
    }
    return history.subscribe(({ location, action }) => {
      if (isStepEntry(location)) {
        onStepEntry.current = true;
        return;
      }
      if (action.type !== 'BACK' || !onStepEntry.current) return;
      onStepEntry.current = false;
      if (!actor.getSnapshot().can(BACK)) {
        history.back();
        return;
      }
      actor.send(BACK);
      if (actor.getSnapshot().can(BACK)) pushStepEntry();
    });
  }, [actor, history, canGoBack, done]);
}
