/**
 * Development outbox: stands in for e-mail and SMS when no provider is configured (never in
 * production). Messages go to the dev_outbox table behind GET /api/dev/outbox; the server log says
 * one arrived, by its row id and channel only: addresses and codes stay out of logs.
 */
import { desc, eq, like } from 'drizzle-orm';
import { phoneDigits } from '../../contract/phone-digits';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { devOutbox } from '../db/schema';
import type { Logger, Mailer, OutgoingMessage, SmsSender } from './messages';

/** Lower-case e-mail, or the digits of a phone number in any format. */
export function recipientKey(to: string): string {
  return to.includes('@') ? to.trim().toLowerCase() : phoneDigits(to);
}

export function createOutboxSender(channel: 'email' | 'sms', db: Database, clock: Clock, logger: Logger): Mailer & SmsSender {
  return {
    async send(message: OutgoingMessage) {
      const [row] = await db.insert(devOutbox).values({
        channel,
        to: message.to,
        toKey: recipientKey(message.to),
        code: message.code ?? '',
        text: message.text,
        createdAt: clock.now(),
      }).returning({ id: devOutbox.id });
      logger.info(`[dev outbox] ${channel} message ${row?.id ?? '?'} (read it at /api/dev/outbox?to=<recipient>)`);
    },
  };
}

/**
 * Messages for one recipient, newest first. A phone matches in any format: the same digits, or a
 * national number (at least 6 digits) that ends the stored international one.
 */
export async function readOutbox(db: Database, to: string) {
  const key = recipientKey(to);
  if (!key) return [];
  const matches = to.includes('@') || key.length < 6 ? eq(devOutbox.toKey, key) : like(devOutbox.toKey, `%${key}`);
  const rows = await db
    .select()
    .from(devOutbox)
    .where(matches)
    .orderBy(desc(devOutbox.createdAt), desc(devOutbox.id))
    .limit(50);
  return rows.map((row) => ({
    channel: row.channel,
    to: row.to,
    code: row.code,
    text: row.text,
    created_at: row.createdAt.toISOString(),
  }));
}
