import type { TEnvelope } from '@creatorscope/contracts';
import type { z } from 'zod';
import { ApiError, NETWORK_ERROR_STATUS } from './api-error';
import { getToken } from './session';
import '../zod-jitless';

/** Spec section 9: a request may take up to 1,000,000 ms before the client gives up. */
const REQUEST_TIMEOUT_MS = 1_000_000;

type RequestOptions<TRes> = {
  /** Cancels the request, e.g. the signal TanStack Query passes to a query function. */
  signal?: AbortSignal;
  /** Checks `data` at run time; without it `data` is trusted to be `TRes`. */
  schema?: z.ZodType<TRes>;
  /**
   * For calls open to visitors: when the session has ended (401 to the token sent), the session
   * handler runs as usual and the call is sent once more without the token, as a visitor's.
   */
  isVisitorRetried?: boolean;
};

type UnauthorizedHandler = (rejectedToken: string) => void;

let unauthorizedHandler: UnauthorizedHandler | undefined;

/**
 * Called when the server answers 401 to a request that carried a token: that session is over.
 * The session feature registers the one handler (clear the session, open the sign-in modal).
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | undefined): void {
  unauthorizedHandler = handler;
}

function reportUnauthorized(status: number, token: string | null): void {
  if (status === 401 && token) unauthorizedHandler?.(token);
}

/** POSTs `body` as JSON to `/api${path}` and returns the envelope's `data`, or throws an ApiError. */
export function apiPost<TRes>(path: string, body: unknown, options?: RequestOptions<TRes>): Promise<TRes> {
  return request(`/api${path}`, { method: 'POST', body: JSON.stringify(body ?? {}) }, options);
}

/** GETs one of the public paths outside /api (the health check, for one), same envelope. */
export function publicGet<TRes>(path: string, options?: RequestOptions<TRes>): Promise<TRes> {
  return request(path, { method: 'GET' }, options);
}

/** POSTs JSON to one of the public paths outside /api (the sandbox checkout, for one), same envelope. */
export function publicPost<TRes>(path: string, body: unknown, options?: RequestOptions<TRes>): Promise<TRes> {
  return request(path, { method: 'POST', body: JSON.stringify(body ?? {}) }, options);
}

async function request<TRes>(
  url: string,
  init: { method: 'GET' | 'POST'; body?: string },
  options: RequestOptions<TRes> = {},
  token = getToken(),
): Promise<TRes> {
  const { signal, schema } = options;
  const headers = requestHeaders('application/json', init.body !== undefined, token);

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
    const status = response.ok && envelope ? envelope.status : response.status;
    reportUnauthorized(status, token);
    if (status === 401 && token && options.isVisitorRetried) return request(url, init, options, null);
    throw toApiError(status, envelope);
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

type UploadOptions = {
  signal?: AbortSignal;
  /** How much of the body has been sent, from 0 to 1, as it goes. */
  onProgress?: (fraction: number) => void;
};

/**
 * POSTs a form with a file to `/api${path}` and returns the envelope's `data`, or throws an
 * ApiError, as apiPost does. XMLHttpRequest rather than fetch, because only it reports how much
 * of an upload has been sent.
 */
export function apiUpload<TRes>(path: string, form: FormData, options: UploadOptions = {}): Promise<TRes> {
  const { signal, onProgress } = options;
  const token = getToken();
  return new Promise<TRes>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', `/api${path}`);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      settle();
      const envelope = parseEnvelope(xhr.responseText);
      const isOk = xhr.status >= 200 && xhr.status < 300;
      if (!isOk || (envelope && envelope.status >= 400)) {
        const status = isOk && envelope ? envelope.status : xhr.status;
        reportUnauthorized(status, token);
        reject(toApiError(status, envelope));
      } else if (!envelope) {
        reject(
          new ApiError({ status: xhr.status, cause: new Error(`${path} did not answer with an envelope`) }),
        );
      } else {
        resolve(envelope.data as TRes);
      }
    });
    const failed = () => {
      settle();
      reject(new ApiError({ status: NETWORK_ERROR_STATUS, cause: new Error(`${path} upload failed`) }));
    };
    xhr.addEventListener('error', failed);
    xhr.addEventListener('timeout', failed);
    xhr.addEventListener('abort', () => {
      settle();
      reject(signal?.reason ?? new DOMException('The upload was cancelled', 'AbortError'));
    });
    xhr.send(form);
  });
}

/**
 * POSTs `body` to a streaming endpoint (text/event-stream) and returns the open response, whose
 * body the caller reads. fetch rather than EventSource, because EventSource cannot send the
 * bearer header. A refusal throws an ApiError, like every other call.
 */
export async function openApiStream(path: string, body: unknown, signal: AbortSignal): Promise<Response> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: 'POST',
      headers: requestHeaders('text/event-stream', true, token),
      body: JSON.stringify(body ?? {}),
      signal,
      cache: 'no-store',
    });
  } catch (error) {
    if (signal.aborted) throw signal.reason ?? error;
    throw new ApiError({ status: NETWORK_ERROR_STATUS, cause: error });
  }
  if (!response.ok || !response.body) {
    const envelope = parseEnvelope(await response.text().catch(() => ''));
    reportUnauthorized(response.status, token);
    throw toApiError(response.status, envelope);
  }
  return response;
}

function requestHeaders(accept: string, hasBody: boolean, token: string | null): Headers {
  const headers = new Headers({ Accept: accept });
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
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
