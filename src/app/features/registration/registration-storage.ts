/** The wizard's progress in session storage under "registration" (SPEC §2), read back on reload. */
import { REGISTRATION_PROGRESS_KEY, type RegistrationProgress } from '../../../../machines/registration-progress';
import * as v from 'valibot';
import { readStored, removeStored, writeStored } from '../../storage/browser-storage';

/** The stored progress, unparsed: the machine validates it against its own schema. */
export function readRegistrationProgress(): unknown {
  return readStored(sessionStorage, REGISTRATION_PROGRESS_KEY, v.unknown());
}

export function saveRegistrationProgress(progress: RegistrationProgress): void {
  writeStored(sessionStorage, REGISTRATION_PROGRESS_KEY, progress);
}

export function forgetRegistrationProgress(): void {
  removeStored(sessionStorage, REGISTRATION_PROGRESS_KEY);
}
