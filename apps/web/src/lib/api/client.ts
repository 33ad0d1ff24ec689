import type { TEnvelope } from '@creatorscope/contracts';
import type { z } from 'zod';
import { ApiError, NETWORK_ERROR_STATUS } from './api-error';
import { getToken } from './session';

/** Spec section 9: a request may take up to 1,000,000 ms before the client gives up. */
export const REQUEST_TIMEOUT_MS = 1_000_000;

export type RequestOptions<TRes> = {
  /** Cancels the request, e.g. the signal TanStack Query passes to a query function. */
  signal?: AbortSignal;
  /** Checks `data` at run time; without it `data` is trusted to be `TRes`. */
  schema?: z.ZodType<TRes>;
};

/** POSTs `body` as JSON to `/api${path}` and returns the envelope's `data`, or throws an ApiError. */
export function apiPost<TRes>(path: string, body: unknown, options?: RequestOptions<TRes>): Promise<TRes> {
  return request(`/api${path}`, { method: 'POST', body: JSON.stringify(body ?? {}) }, options);
}

/** GETs one of the public paths outside /api (the health check, for one), same envelope. */
export function publicGet<TRes>(path: string, options?: RequestOptions<TRes>): Promise<TRes> {
  return request(path, { method: 'GET' }, options);
}

async function request<TRes>(
  url: string,
  init: { method: 'GET' | 'POST'; body?: string },
  { signal, schema }: RequestOptions<TRes> = {},
): Promise<TRes> {
  const headers = new Headers({ Accept: 'application/json' });
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      ...init,
      headers,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    text = await response.text();
  } catch (error) {
    // A cancellation asked for by the caller is not a failure to report.
    if (signal?.aborted) throw signal.reason ?? error;
    throw new ApiError({ status: NETWORK_ERROR_STATUS, cause: error });
  }

  const envelope = parseEnvelope(text);
  if (!response.ok || (envelope && envelope.status >= 400)) {
    throw toApiError(response.ok && envelope ? envelope.status : response.status, envelope);
  }
  if (!envelope) {
    throw new ApiError({
      status: response.status,
      cause: new Error(`${url} did not answer with an envelope`),
    });
  }
  if (!schema) return envelope.data as TRes;
  const parsed = schema.safeParse(envelope.data);
  if (!parsed.success) throw new ApiError({ status: response.status, cause: parsed.error });
  return parsed.data;
}

function parseEnvelope(text: string): TEnvelope<unknown> | undefined {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isEnvelope(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

// Checked by hand rather than with the contracts' ZEnvelope: every page needs this, and zod
// would otherwise be part of the first download.
function isEnvelope(value: unknown): value is TEnvelope<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.status === 'number' && typeof v.message === 'string' && 'data' in v;
}

/** `data.errors` of a 400: one message per field, strings only. */
function fieldErrorsOf(data: unknown): Record<string, string> {
  const errors = (data as { errors?: unknown } | null)?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function toApiError(status: number, envelope: TEnvelope<unknown> | undefined): ApiError {
  return new ApiError({
    status,
    message: envelope?.message,
    fieldErrors: status === 400 ? fieldErrorsOf(envelope?.data) : {},
    data: envelope?.data,
  });
}
