/** The wizard's progress in session storage under "login" (SPEC §2), read back on reload. */
import {
  LOGIN_PROGRESS_KEY,
  isBlankProgress,
  restoreProgress,
  toStoredProgress,
  type LoginProgress,
} from '../../../../machines/login-progress';
import { removeStored, writeStored } from '../../storage/browser-storage';

export function readLoginProgress(): LoginProgress | null {
  try {
    const text = sessionStorage.getItem(LOGIN_PROGRESS_KEY);
    return text === null ? null : restoreProgress(JSON.parse(text), Date.now());
  } catch {
    return null;
  }
}

export function saveLoginProgress(progress: LoginProgress): void {
  if (isBlankProgress(progress)) forgetLoginProgress();
  else writeStored(sessionStorage, LOGIN_PROGRESS_KEY, toStoredProgress(progress, Date.now()));
}

export function forgetLoginProgress(): void {
  removeStored(sessionStorage, LOGIN_PROGRESS_KEY);
}
