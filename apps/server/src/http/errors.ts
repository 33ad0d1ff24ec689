import { ERROR_STATUS, type TErrorCode } from '@creatorscope/contracts';

/**
 * The one error type services throw. The error handler turns it into the `{status, message, data}`
 * envelope with the HTTP status of its code; its message is shown to users, so it must be plain.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: TErrorCode,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);

/** A 400 that names the field, in the same shape as schema validation errors. */
export const fieldError = (field: string, message: string) =>
  new AppError('bad_request', message, { errors: { [field]: message } });

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

/** '45 seconds', '3 minutes': how long to wait, rounded up, in the words of the rate-limit messages. */
export function durationText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * The one 429 of every limit that is not about a particular email: the wait in words and, for
 * clients, in `data.retryAfterSeconds` and the Retry-After header (the error handler sets it).
 */
export function tooManyRequests(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const after = durationText(seconds);
  return new AppError('rate_limited', `Too many requests: try again in ${after}`, {
    retryAfterSeconds: seconds,
  });
}
