import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '../../contract/errors';
import { SERVER_MESSAGES } from '../../contract/errors';

/**
 * An expected failure with its HTTP status. Domain code throws it; the app's error handler turns
 * it into the one error shape (DESIGN rule 8), with Retry-After when `retryAfter` is set.
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly retryAfter?: number,
  ) {
    super(message);
  }

  get body(): ErrorBody {
    return {
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
      ...(this.retryAfter !== undefined ? { retry_after: this.retryAfter } : {}),
    };
  }
}

export const unauthenticated = () => new ApiFailure(401, SERVER_MESSAGES.unauthenticated);
export const forbidden = (message: string = SERVER_MESSAGES.forbidden) => new ApiFailure(403, message);
export const notFound = (message: string = SERVER_MESSAGES.notFound) => new ApiFailure(404, message);
export const invalid = (errors: Record<string, string[]>) =>
  new ApiFailure(422, SERVER_MESSAGES.validationFailed, errors);
export const tooManyRequests = (message: string, retryAfter: number) =>
  new ApiFailure(429, message, undefined, retryAfter);
