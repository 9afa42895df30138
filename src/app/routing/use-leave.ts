import { useEffect, useRef } from 'react';
import { useNavigate, type NavigateOptions } from '@tanstack/react-router';
import type { ActorRef, EventObject, Snapshot } from 'xstate';

/**
 * The one way a machine leaves the page: the machine emits an event when its job is done
 * (`emit({ type: 'finished' })`), and this hook turns that event into navigation. The view names
 * where it leads, since routes are the app's business, not the machine's; no view watches a flag
 * in the snapshot to navigate.
 */
export function useLeaveOn<TEmitted extends EventObject, TType extends TEmitted['type']>(
  actor: ActorRef<Snapshot<unknown>, never, TEmitted>,
  type: TType,
  destination: (event: TEmitted & { type: TType }) => NavigateOptions,
): void {
  const navigate = useNavigate();
  // The latest destination without subscribing again on every render.
  const destinationRef = useRef(destination);
  destinationRef.current = destination;
  useEffect(() => {
    const subscription = actor.on(type, (event) => void navigate(destinationRef.current(event as TEmitted & { type: TType })));
    return () => subscription.unsubscribe();
  }, [actor, type, navigate]);
}
