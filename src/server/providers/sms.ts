import type { OutgoingMessage, SmsSender } from './messages';

/**
 * SMS through an HTTP webhook of the operator's SMS gateway: POST SMS_WEBHOOK_URL with JSON
 * `{ to, text }` (to in E.164) and `Authorization: Bearer SMS_WEBHOOK_TOKEN` when set.
 * Any 2xx counts as accepted.
 */
export function createWebhookSmsSender(url: string, token: string | null, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    async send(message: OutgoingMessage) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
    },
  };
}

/** Production without an SMS provider: phone sign-in fails loudly instead of silently. */
export const unconfiguredSmsSender: SmsSender = {
  async send() {
    throw new Error('SMS delivery is not configured (set SMS_WEBHOOK_URL)');
  },
};
