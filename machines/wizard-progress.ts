/**
 * The one persistence contract of the login and registration wizards (SPEC §2: progress survives
 * a reload, saved a second after the last change, gone once the wizard ends):
 *
 * - restore: the machine's input `saved` is what session storage held under the wizard's key,
 *   unread; the machine keeps what its own schema accepts and starts afresh otherwise;
 * - save: the machine emits `progress.save` with the progress to store, as it is stored;
 * - forget: the machine emits `progress.forget`, and the stored progress is removed.
 *
 * The app handles both events for session storage (src/app/storage/wizard-progress.ts); tests
 * listen to them.
 */
export type ProgressEmitted<P> = { type: 'progress.save'; progress: P } | { type: 'progress.forget' };
