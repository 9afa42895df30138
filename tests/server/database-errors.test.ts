/**
 * Which database errors are an unavailable database (503, try again) and which a failing statement
 * (500, or 422 for refused data). The table is written from the PostgreSQL documentation,
 * Appendix A "PostgreSQL Error Codes", and the messages the server sends with them: a server that
 * refuses a new session, or ends one, says so with severity FATAL (PANIC for a crash), whatever
 * the SQLSTATE; the connection exception class 08 and the operator-intervention codes 57P01-57P05
 * are about the connection by definition. The same SQLSTATE at severity ERROR is a statement's
 * own failure (55000 is also "currval of sequence is not yet defined in this session").
 * Drizzle wraps a driver error in an error whose message holds the statement: the cause counts.
 */
import { describe, expect, it } from 'vitest';
import { connectionFailure } from '../../src/server/http/database-errors';

interface Row {
  code: string;
  name: string;
  severity: 'FATAL' | 'PANIC' | 'ERROR';
  message: string;
}

/** The server refused a new session or ended one: the request was fine, the database was not there. */
const UNAVAILABLE: Row[] = [
  { code: '55000', name: 'object_not_in_prerequisite_state', severity: 'FATAL', message: 'database "club" is not currently accepting connections' },
  { code: '57P03', name: 'cannot_connect_now', severity: 'FATAL', message: 'the database system is starting up' },
  { code: '57P03', name: 'cannot_connect_now', severity: 'FATAL', message: 'the database system is shutting down' },
  { code: '57P03', name: 'cannot_connect_now', severity: 'FATAL', message: 'the database system is not yet accepting connections' },
  { code: '53300', name: 'too_many_connections', severity: 'FATAL', message: 'sorry, too many clients already' },
  { code: '53300', name: 'too_many_connections', severity: 'FATAL', message: 'remaining connection slots are reserved for roles with the SUPERUSER attribute' },
  { code: '3D000', name: 'invalid_catalog_name', severity: 'FATAL', message: 'database "club" does not exist' },
  { code: '57P01', name: 'admin_shutdown', severity: 'FATAL', message: 'terminating connection due to administrator command' },
  { code: '57P02', name: 'crash_shutdown', severity: 'FATAL', message: 'terminating connection because of crash of another server process' },
  { code: '57P04', name: 'database_dropped', severity: 'FATAL', message: 'database "club" was dropped' },
  { code: '57P05', name: 'idle_session_timeout', severity: 'FATAL', message: 'terminating connection due to idle-session timeout' },
  { code: '28000', name: 'invalid_authorization_specification', severity: 'FATAL', message: 'no pg_hba.conf entry for host "10.0.0.5", user "club", database "club"' },
  { code: '28P01', name: 'invalid_password', severity: 'FATAL', message: 'password authentication failed for user "club"' },
  { code: '42501', name: 'insufficient_privilege', severity: 'FATAL', message: 'permission denied for database "club"' },
  { code: '53200', name: 'out_of_memory', severity: 'FATAL', message: 'out of memory' },
  { code: 'XX000', name: 'internal_error', severity: 'PANIC', message: 'could not write to file "pg_wal/xlogtemp.123": No space left on device' },
  { code: '08000', name: 'connection_exception', severity: 'ERROR', message: 'connection exception' },
  { code: '08003', name: 'connection_does_not_exist', severity: 'ERROR', message: 'connection does not exist' },
  { code: '08006', name: 'connection_failure', severity: 'FATAL', message: 'connection failure' },
  { code: '08001', name: 'sqlclient_unable_to_establish_sqlconnection', severity: 'ERROR', message: 'could not connect to server' },
  { code: '08004', name: 'sqlserver_rejected_establishment_of_sqlconnection', severity: 'FATAL', message: 'the server rejected the connection' },
  { code: '08007', name: 'transaction_resolution_unknown', severity: 'ERROR', message: 'transaction resolution unknown' },
  { code: '08P01', name: 'protocol_violation', severity: 'FATAL', message: 'invalid frontend message type 0' },
];

/** A statement that failed on a database that is there: not a reason to tell the client to try again. */
const STATEMENT_FAILURES: Row[] = [
  { code: '55000', name: 'object_not_in_prerequisite_state', severity: 'ERROR', message: 'currval of sequence "order_numbers" is not yet defined in this session' },
  { code: '3D000', name: 'invalid_catalog_name', severity: 'ERROR', message: 'database "other" does not exist' },
  { code: '42501', name: 'insufficient_privilege', severity: 'ERROR', message: 'permission denied for table users' },
  { code: '53100', name: 'disk_full', severity: 'ERROR', message: 'could not extend file "base/16384/16385": No space left on device' },
  { code: '23505', name: 'unique_violation', severity: 'ERROR', message: 'duplicate key value violates unique constraint "users_email_key"' },
  { code: '40001', name: 'serialization_failure', severity: 'ERROR', message: 'could not serialize access due to concurrent update' },
  { code: '42P01', name: 'undefined_table', severity: 'ERROR', message: 'relation "x" does not exist' },
  { code: '22P02', name: 'invalid_text_representation', severity: 'ERROR', message: 'invalid input syntax for type integer: "Connection terminated unexpectedly"' },
];

/** As node-postgres reports it: an Error with the server's fields. */
const driverError = ({ code, severity, message }: Row) => Object.assign(new Error(message), { code, severity });
/** As Drizzle reports it: the statement in the message, the driver's error as the cause. */
const drizzleError = (row: Row) => new Error('Failed query: select 1\nparams: ', { cause: driverError(row) });

describe('connectionFailure', () => {
  it.each(UNAVAILABLE)('$code $name ($severity "$message") is an unavailable database', (row) => {
    expect(connectionFailure(driverError(row))).toBe(`${row.code} ${row.message}`);
    expect(connectionFailure(drizzleError(row))).toBe(`${row.code} ${row.message}`);
  });

  it.each(STATEMENT_FAILURES)('$code $name ($severity "$message") is the statement\'s failure', (row) => {
    expect(connectionFailure(driverError(row))).toBeNull();
    expect(connectionFailure(drizzleError(row))).toBeNull();
  });

  it.each(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND'])('the socket error %s is an unavailable database', (code) => {
    expect(connectionFailure(Object.assign(new Error(`connect ${code} 10.0.0.5:5432`), { code }))).not.toBeNull();
  });
});
