import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, UNEXPECTED_ERROR_MESSAGE } from './api-error';
import { apiPost, openApiStream, setUnauthorizedHandler } from './client';
import { clearToken, setToken } from './session';

function envelope(status: number, message: string, data: unknown): Response {
  return new Response(JSON.stringify({ status, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn<typeof fetch>();
  if (response instanceof Error) fetchMock.mockRejectedValue(response);
  else fetchMock.mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof stubFetch>): Headers {
  return new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
  setUnauthorizedHandler(undefined);
});

describe('apiPost', () => {
  it('POSTs JSON to /api<path> and returns the envelope data', async () => {
    const fetchMock = stubFetch(envelope(200, 'OK', { labels: [{ _id: 'l1', name: 'Summer' }] }));

    const data = await apiPost<{ labels: { _id: string; name: string }[] }>('/label/get-labels', {
      orgId: 'o1',
    });

    expect(data).toEqual({ labels: [{ _id: 'l1', name: 'Summer' }] });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/label/get-labels');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ orgId: 'o1' }));
    expect(sentHeaders(fetchMock).get('Content-Type')).toBe('application/json');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('turns a 400 into an ApiError with the server message and one error per field', async () => {
    stubFetch(
      envelope(400, 'Validation failed', {
        errors: { email: 'email is required', name: 'Name is required' },
      }),
    );

    const error = await caught(apiPost('/auth/signup', {}));

    expect(error.status).toBe(400);
    expect(error.message).toBe('Validation failed');
    expect(error.fieldErrors).toEqual({ email: 'email is required', name: 'Name is required' });
    expect(error.hasFieldErrors).toBe(true);
  });

  it('uses the unexpected-error message when a 500 carries no message', async () => {
    stubFetch(new Response('', { status: 500 }));

    const error = await caught(apiPost('/label/get-labels', {}));

    expect(error.status).toBe(500);
    expect(error.message).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(error.message).toBe('An unexpected error occurred');
  });

  it('reports a network failure as status 0 with the unexpected-error message', async () => {
    stubFetch(new TypeError('Failed to fetch'));

    const error = await caught(apiPost('/label/get-labels', {}));

    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe('An unexpected error occurred');
  });

  it('sends the bearer token only when one is stored', async () => {
    const withoutToken = stubFetch(envelope(200, 'OK', null));
    await apiPost('/profile/get-notifications', {});
    expect(sentHeaders(withoutToken).has('Authorization')).toBe(false);

    setToken('jwt-123');
    const withToken = stubFetch(envelope(200, 'OK', null));
    await apiPost('/profile/get-notifications', {});
    expect(sentHeaders(withToken).get('Authorization')).toBe('Bearer jwt-123');
  });

  it('passes a cancellation through instead of reporting it as an error', async () => {
    const controller = new AbortController();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    stubFetch(abort);
    controller.abort(abort);

    await expect(apiPost('/label/get-labels', {}, { signal: controller.signal })).rejects.toBe(abort);
  });

  it('reports a 401 to the session handler with the token that was refused', async () => {
    const onUnauthorized = vi.fn<(token: string) => void>();
    setUnauthorizedHandler(onUnauthorized);
    setToken('jwt-old');
    stubFetch(envelope(401, 'token is not valid', null));

    const error = await caught(apiPost('/auth/me', {}));

    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledWith('jwt-old');
  });

  it('sends a call open to visitors again without the token when the session has ended', async () => {
    const onUnauthorized = vi.fn<(token: string) => void>();
    setUnauthorizedHandler(onUnauthorized);
    setToken('jwt-ended');
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(envelope(401, 'Your session has ended', null))
      .mockResolvedValueOnce(envelope(201, 'Thank you for telling us', { received: true }));
    vi.stubGlobal('fetch', fetchMock);

    const data = await apiPost('/insights/extension-uninstall', {}, { isVisitorRetried: true });

    expect(data).toEqual({ received: true });
    expect(onUnauthorized).toHaveBeenCalledWith('jwt-ended');
    const headersOf = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
    expect(headersOf(0).get('Authorization')).toBe('Bearer jwt-ended');
    expect(headersOf(1).get('Authorization')).toBeNull();
  });

  it('does not send a call again without its token unless it is open to visitors', async () => {
    setToken('jwt-ended');
    const fetchMock = stubFetch(envelope(401, 'Your session has ended', null));

    expect((await caught(apiPost('/support/create-request', {}))).status).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not report a 401 of a request sent without a token (a sign-in attempt)', async () => {
    const onUnauthorized = vi.fn<(token: string) => void>();
    setUnauthorizedHandler(onUnauthorized);
    stubFetch(envelope(401, 'Google sign-in failed', null));

    await caught(apiPost('/auth/login-google', { idToken: 'x' }));

    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('openApiStream', () => {
  it('opens an event stream with the bearer header and reports a refused session', async () => {
    const onUnauthorized = vi.fn<(token: string) => void>();
    setUnauthorizedHandler(onUnauthorized);
    setToken('jwt-1');
    const fetchMock = stubFetch(envelope(401, 'token not found', null));

    const error = await caught(
      openApiStream('/profile/notifications-stream', {}, new AbortController().signal),
    );

    expect(error.status).toBe(401);
    expect(sentHeaders(fetchMock).get('Accept')).toBe('text/event-stream');
    expect(sentHeaders(fetchMock).get('Authorization')).toBe('Bearer jwt-1');
    expect(onUnauthorized).toHaveBeenCalledWith('jwt-1');
  });
});
