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

/**
 * Named values of a log line (the request log's method, route, status…): ids and figures only,
 * never personal data or secrets.
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

/** Minimal logger so tests can silence or capture output. */
export interface Logger {
  info(line: string, fields?: LogFields): void;
  warn(line: string, fields?: LogFields): void;
  error(line: string, error?: unknown, fields?: LogFields): void;
}

/** ` key=value` for each field that has a value: the text form of a line's fields. */
function fieldsText(fields: LogFields | undefined): string {
  if (!fields) return '';
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => ` ${key}=${String(value)}`)
    .join('');
}

/** Human-readable lines (LOG_FORMAT=text, the default outside production); errors are described without the data they may quote. */
export const consoleLogger: Logger = {
  info: (line, fields) => console.log(line + fieldsText(fields)),
  warn: (line, fields) => console.warn(line + fieldsText(fields)),
  error: (line, error, fields) => console.error((error === undefined ? line : `${line}: ${describeErrorSafely(error)}`) + fieldsText(fields)),
};
