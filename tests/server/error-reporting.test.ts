/** What reaches a log or a client when a statement fails: no personal data, no 500 for bad data. */
import { describe, expect, it } from 'vitest';
import { refusedData } from '../../src/server/http/statement-errors';
import { describeErrorSafely } from '../../src/server/providers/safe-error';

/** Shaped like Drizzle's DrizzleQueryError around a node-postgres DatabaseError. */
function failedQuery(code: string, detail: string) {
  const cause = Object.assign(new Error(`value "jan.kowalski@example.com" is out of range`), {
    name: 'error', code, detail, table: 'users', column: 'email', constraint: 'users_email_unique',
  });
  return Object.assign(new Error('Failed query: insert into users (email, phone) values ($1, $2)\nparams: jan.kowalski@example.com,+48512345678', { cause }), {
    name: 'DrizzleQueryError', query: 'insert into users (email, phone) values ($1, $2)', params: ['jan.kowalski@example.com', '+48512345678'],
  });
}

describe('describeErrorSafely', () => {
  it('keeps the statement, SQLSTATE, table, column and constraint and drops parameters, message and detail', () => {
    const line = describeErrorSafely(failedQuery('23505', 'Key (email)=(jan.kowalski@example.com) already exists.'));
    expect(line).toContain('insert into users (email, phone) values ($1, $2)');
    expect(line).toContain('SQLSTATE 23505');
    expect(line).toContain('constraint users_email_unique');
    expect(line).not.toMatch(/kowalski|512345678/);
  });

  it('describes other errors by name and message, with their stack frames', () => {
    const line = describeErrorSafely(new TypeError('x is not a function'));
    expect(line.split('\n')[0]).toBe('TypeError: x is not a function');
    expect(line).toMatch(/\n\s+at /);
  });
});

describe('refusedData', () => {
  it.each(['22003', '22P02', '22021', '23505'])('answers 422 for SQLSTATE %s, wherever it is wrapped', (code) => {
    expect(refusedData(failedQuery(code, ''))?.status).toBe(422);
  });

  it.each(['42P01', '40001', '57P01'])('leaves SQLSTATE %s to the other handlers', (code) => {
    expect(refusedData(failedQuery(code, ''))).toBeNull();
    expect(refusedData(new Error('plain'))).toBeNull();
  });
});
