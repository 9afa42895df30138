/**
 * The last line behind the contract: a statement the database refuses because of its data
 * (SQLSTATE class 22, such as a number out of range or a NUL byte, and 23505 unique_violation)
 * means the request carried something the contract should have refused. It answers 422, never
 * 500; the contract gap is logged (without the data) so it gets closed.
 */
import { SERVER_MESSAGES } from '../../contract/errors';
import { ApiFailure } from './errors';

function sqlState(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** A 422 for a statement refused for its data; null for any other error. */
export function refusedData(error: unknown): ApiFailure | null {
  const state = sqlState(error);
  if (state === null || !(state.startsWith('22') || state === '23505')) return null;
  return new ApiFailure(422, SERVER_MESSAGES.validationFailed, { body: ['The request holds a value that cannot be stored.'] });
}
