import { describe, expect, it } from 'vitest';
import { keepReplyDraft, readReplyDraft } from '../../src/app/staff/chat/reply-drafts';
import { memoryStorage } from '../../src/app/storage/browser-storage';

/** Issue 27's chat desk: an agent's unsent reply stays with its conversation. */
describe('reply drafts', () => {
  it('keeps one reply per conversation', () => {
    const storage = memoryStorage();
    keepReplyDraft('a', 'Dzień dobry,', storage);
    keepReplyDraft('b', 'Hello', storage);
    expect(readReplyDraft('a', storage)).toBe('Dzień dobry,');
    expect(readReplyDraft('b', storage)).toBe('Hello');
    expect(readReplyDraft('c', storage)).toBe('');
  });

  it('forgets a reply once it is empty (sent or erased)', () => {
    const storage = memoryStorage();
    keepReplyDraft('a', 'Hello', storage);
    keepReplyDraft('a', '', storage);
    expect(readReplyDraft('a', storage)).toBe('');
    expect(storage.length).toBe(0);
  });
});
