/** Shown when the server gives no message, or could not be reached at all (spec section 8). */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

/** Status used for failures that never got an HTTP answer: offline, DNS, time-out, unreadable body. */
export const NETWORK_ERROR_STATUS = 0;

type ApiErrorInit = {
  status: number;
  message?: string;
  /** One message per field path, from `data.errors` of a 400 answer. */
  fieldErrors?: Record<string, string>;
  /** The envelope's `data`, for callers that need more than the message. */
  data?: unknown;
  cause?: unknown;
};

/** The one error the API client throws; the global query error handler turns it into a toast. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly data: unknown;

  constructor({ status, message, fieldErrors = {}, data, cause }: ApiErrorInit) {
    super(message?.trim() ? message : UNEXPECTED_ERROR_MESSAGE, { cause });
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.data = data;
  }

  get isNetworkError(): boolean {
    return this.status === NETWORK_ERROR_STATUS;
  }

  get hasFieldErrors(): boolean {
    return Object.keys(this.fieldErrors).length > 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
