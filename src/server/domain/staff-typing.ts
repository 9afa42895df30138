/**
 * "X is typing" in the chat inbox (issue 27): a short-lived mark per conversation and staff
 * member, kept in the server's memory. It is a hint that lasts seconds, so losing it on a restart
 * costs nothing; with several server instances each knows its own typists (docs/server.md).
 */
import { STAFF_TYPING_SECONDS } from '../../contract/staff';
import type { Clock } from '../clock';

export function typingBoard(clock: Clock) {
  /** conversation uuid → staff member id → { name, until }. */
  const marks = new Map<string, Map<number, { name: string; until: number }>>();
  return {
    typing(conversation: string, staff: { id: number; name: string }): void {
      const now = clock.now().getTime();
      const typists = marks.get(conversation) ?? new Map();
      // Drop stale marks as we go, so the map never outgrows the conversations being typed in.
      for (const [id, mark] of typists) if (mark.until <= now) typists.delete(id);
      typists.set(staff.id, { name: staff.name, until: now + STAFF_TYPING_SECONDS * 1000 });
      marks.set(conversation, typists);
    },
    /** Who else is typing in the conversation now. */
    othersTyping(conversation: string, staffId: number): string[] {
      const now = clock.now().getTime();
      const typists = marks.get(conversation);
      if (!typists) return [];
      return [...typists].filter(([id, mark]) => id !== staffId && mark.until > now).map(([, mark]) => mark.name);
    },
    /** An answer ends its author's mark. */
    stopped(conversation: string, staffId: number): void {
      marks.get(conversation)?.delete(staffId);
    },
  };
}
