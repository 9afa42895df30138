import { describeErrorSafely } from './safe-error';

/** A message to one recipient. `code` is kept apart so the development outbox can list it. */
export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  code?: string;
}

export interface Mailer {
  send(message: OutgoingMessage): Promise<void>;
}

export interface SmsSender {
  send(message: OutgoingMessage): Promise<void>;
}

/** Minimal logger so tests can silence or capture output. */
export interface Logger {
  info(line: string): void;
  warn(line: string): void;
  error(line: string, error?: unknown): void;
}

/** Lines are written by our code; errors are described without the data they may quote. */
export const consoleLogger: Logger = {
  info: (line) => console.log(line),
  warn: (line) => console.warn(line),
  error: (line, error) => console.error(error === undefined ? line : `${line}: ${describeErrorSafely(error)}`),
};
