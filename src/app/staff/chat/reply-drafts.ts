import * as v from 'valibot';
import { readStored, removeStored, writeStored } from '../../storage/browser-storage';

/**
 * The reply an agent left unsent, one per conversation, for this tab only (sessionStorage: gone
 * when the tab closes, never on a shared desk's disk for longer): switching conversations, or
 * reloading, finds it again.
 */
const keyOf = (conversation: string) => `staff-reply-draft:${conversation}`;

export function readReplyDraft(conversation: string, storage: Storage = sessionStorage): string {
  return readStored(storage, keyOf(conversation), v.string()) ?? '';
}

export function keepReplyDraft(conversation: string, draft: string, storage: Storage = sessionStorage): void {
  if (draft === '') removeStored(storage, keyOf(conversation));
  else writeStored(storage, keyOf(conversation), draft);
}
