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
