import { useEffect, useRef } from 'react';
import type { ActorRef, EventObject, Snapshot } from 'xstate';

/** A running actor, of which only its emitted events (`emit(...)` in the machine) are listened to. */
export type EmittingActor<TEmitted extends EventObject> = Pick<ActorRef<Snapshot<unknown>, never, TEmitted>, 'on'>;

/**
 * Runs `handler` for each event of `type` the actor emits while the view is shown: the one way a
 * view acts on what a machine tells it (sign in, store progress, return focus), instead of
 * watching a flag in the snapshot.
 */
export function useOn<TEmitted extends EventObject, TType extends TEmitted['type']>(
  actor: EmittingActor<TEmitted>,
  type: TType,
  handler: (event: TEmitted & { type: TType }) => void,
): void {
  // The latest handler without subscribing again on every render.
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  useEffect(() => {
    const subscription = actor.on(type, (event) => handlerRef.current(event as TEmitted & { type: TType }));
    return () => subscription.unsubscribe();
  }, [actor, type]);
}
