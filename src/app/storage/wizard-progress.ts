/**
 * The app's side of the wizards' persistence contract (machines/wizard-progress.ts): progress
 * lives in this tab's session storage under the wizard's key (SPEC §2), is read back unread for
 * the machine's input, written when the machine emits `progress.save` and removed when it emits
 * `progress.forget`.
 */
import { useEffect } from 'react';
import * as v from 'valibot';
import type { ActorRef, EventObject, Snapshot } from 'xstate';
import type { ProgressEmitted } from '../../../machines/wizard-progress';
import { readStored, removeStored, writeStored } from './browser-storage';

/** What session storage holds under `key`, for the machine to restore what it can. */
export function readSavedProgress(key: string): unknown {
  return readStored(sessionStorage, key, v.unknown());
}

/** A running wizard, whose emitted events of the contract are listened to. */
type ProgressSource<P> = Pick<ActorRef<Snapshot<unknown>, EventObject, ProgressEmitted<P>>, 'on'>;

/** Keeps the wizard's progress in session storage under `key` while the view is shown. */
export function useSavedProgress<P>(wizard: ProgressSource<P>, key: string): void {
  useEffect(() => {
    const saving = wizard.on('progress.save', (event) => writeStored(sessionStorage, key, event.progress));
    const forgetting = wizard.on('progress.forget', () => removeStored(sessionStorage, key));
    return () => {
      saving.unsubscribe();
      forgetting.unsubscribe();
    };
  }, [wizard, key]);
}
