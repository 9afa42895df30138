/**
 * The server's log as JSON lines through pino (LOG_FORMAT=json, the default in production): one
 * object per line with time, level, msg and the line's fields, which a log shipper reads as is.
 * Messages and fields are written by our code (ids and figures); errors are described without the
 * data they may quote (safe-error.ts).
 */
import pino from 'pino';
import type { Logger } from './messages';
import { describeErrorSafely } from './safe-error';

export function createJsonLogger(destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    // No hostname or pid on every line: the orchestrator labels the stream with its instance.
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
  const log = destination ? pino(options, destination) : pino(options);
  return {
    info: (line, fields) => log.info(fields ?? {}, line),
    warn: (line, fields) => log.warn(fields ?? {}, line),
    error: (line, error, fields) => log.error({ ...fields, ...(error === undefined ? {} : { error: describeErrorSafely(error) }) }, line),
  };
}
