import { useNavigate, type NavigateOptions } from '@tanstack/react-router';
import type { EventObject } from 'xstate';
import { useOn, type EmittingActor } from '../ui/use-on';

/**
 * The one way a machine leaves the page: the machine emits an event when its job is done
 * (`emit({ type: 'finished' })`), and this hook turns that event into navigation. The view names
 * where it leads, since routes are the app's business, not the machine's; no view watches a flag
 * in the snapshot to navigate.
 */
export function useLeaveOn<TEmitted extends EventObject, TType extends TEmitted['type']>(
  actor: EmittingActor<TEmitted>,
  type: TType,
  destination: (event: TEmitted & { type: TType }) => NavigateOptions,
): void {
  const navigate = useNavigate();
  useOn(actor, type, (event) => void navigate(destination(event)));
}
