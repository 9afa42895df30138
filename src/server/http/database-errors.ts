/**
 * Tells a lost or unreachable database (a restart, a failover, a network fault) from a failing
 * statement, so the former is answered 503 with Retry-After instead of 500: the request was fine,
 * it may simply be sent again. node-postgres recovers by itself once the server is back.
 */
import { ApiFailure } from './errors';

/** Seconds a client should wait before sending the request again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again.';

/**
 * Socket errors: the server refused, dropped or could not be routed to. (The other outbound
 * calls, mail, SMS and street lookup, handle their own failures before they get here.)
 */
const NETWORK_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs that are about the connection by definition (PostgreSQL docs, Appendix A):
 * admin_shutdown (a restart, or pg_terminate_backend), crash_shutdown, cannot_connect_now
 * (starting up, shutting down, in recovery), database_dropped, idle_session_timeout and
 * too_many_connections. Class 08 (connection exceptions) is matched as a whole.
 */
const SERVER_UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '57P04', '57P05', '53300']);

/**
 * Severities with which the server refuses a new session or ends one, whatever the SQLSTATE:
 * 55000 "database is not currently accepting connections" (ALLOW_CONNECTIONS false), 3D000
 * "database does not exist", 28000/28P01 authentication, 42501 no CONNECT privilege. The same
 * SQLSTATEs at severity ERROR are a statement's own failure (55000 is also "currval of sequence is
 * not yet defined"). The server writes the severity in its lc_messages language: run it with
 * English or C messages (the default) for this to hold.
 */
const SESSION_ENDING_SEVERITIES = new Set(['FATAL', 'PANIC']);

/**
 * node-postgres and its pool report a dead connection or a connect timeout by message only.
 * Matched exactly: a wrapper's message may quote parameters, that is, anything a user typed.
 */
const DRIVER_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Connection terminated', // the pool is closing
  'timeout exceeded when trying to connect', // no free connection within connectionTimeoutMillis
  'Client has encountered a connection error and is not queryable', // died between two statements
  'Client was closed and is not queryable',
  'Query read timeout', // query_timeout: the server stopped answering
]);

function isConnectionFailure(error: Error): boolean {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  if (typeof code === 'string') {
    return NETWORK_ERROR_CODES.has(code) || SERVER_UNAVAILABLE_STATES.has(code) || code.startsWith('08')
      || (typeof severity === 'string' && SESSION_ENDING_SEVERITIES.has(severity));
  }
  return DRIVER_MESSAGES.has(error.message);
}

/**
 * The connection-level failure behind `error`, as a loggable line (code and driver message, never
 * the statement or its parameters), or null when the database is not the problem. Drizzle wraps
 * driver errors in a DrizzleQueryError whose message holds the statement and parameters, and the
 * pool wraps connect timeouts: the cause chain is searched.
 */
export function connectionFailure(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (isConnectionFailure(current)) {
      const code = (current as { code?: unknown }).code;
      return typeof code === 'string' ? `${code} ${current.message}` : current.message;
    }
    current = current.cause;
  }
  return null;
}

export const databaseUnavailable = () =>
  new ApiFailure(503, DATABASE_UNAVAILABLE_MESSAGE, undefined, DATABASE_RETRY_AFTER_SECONDS);
