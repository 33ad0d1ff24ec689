import { z } from 'zod';

/**
 * Every API answer is `{ status, message, data }`; `status` repeats the HTTP status code so that
 * clients which only look at the body (the spec's client does) still see it.
 */
export const ZEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.number().int(), message: z.string(), data });

export type TEnvelope<T> = { status: number; message: string; data: T };

/** `data` of a 400 answer: one message per field path ('email', 'items.0.name'). */
export const ZValidationErrorData = z.object({ errors: z.record(z.string(), z.string()) });
export type TValidationErrorData = z.infer<typeof ZValidationErrorData>;

/** Error codes the server throws, and the HTTP status each maps to. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  not_implemented: 501,
  unavailable: 503,
} as const;
export type TErrorCode = keyof typeof ERROR_STATUS;

export const ZObjectId = z.string().uuid();
