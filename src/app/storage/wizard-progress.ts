/**
 * The app's side of the wizards' persistence contract (machines/wizard-progress.ts): progress
 * lives in this tab's session storage under the wizard's key (SPEC §2), is read back unread for
 * the machine's input, written when the machine emits `progress.save` and removed when it emits
 * `progress.forget`.
 */
import * as v from 'valibot';
import type { EventObject } from 'xstate';
import type { ProgressEmitted } from '../../../machines/wizard-progress';
import { useOn, type EmittingActor } from '../ui/core';
import { readStored, removeStored, writeStored } from './browser-storage';

/** What session storage holds under `key`, for the machine to restore what it can. */
export function readSavedProgress(key: string): unknown {
  return readStored(sessionStorage, key, v.unknown());
}

/** Keeps the wizard's progress in session storage under `key` while the view is shown. */
export function useSavedProgress<TEmitted extends EventObject>(wizard: EmittingActor<TEmitted>, key: string): void {
  // Only the contract's events are listened to; the wizard may emit others (the login its sign-in).
  const progress = wizard as unknown as EmittingActor<ProgressEmitted<unknown>>;
  useOn(progress, 'progress.save', (event) => writeStored(sessionStorage, key, event.progress));
  useOn(progress, 'progress.forget', () => removeStored(sessionStorage, key));
}
