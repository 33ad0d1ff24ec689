import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api/api-error';
import { createQueryClient } from './query-client';

function setup() {
  const notify = vi.fn<(message: string) => void>();
  const client = createQueryClient({ notify });
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return { notify, client, consoleError };
}

function failingQuery(error: Error) {
  return () => Promise.reject(error);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('global error handling', () => {
  it("shows the server's message when a query fails", async () => {
    const { client, notify } = setup();
    const error = new ApiError({ status: 409, message: 'Label already exists' });

    await client.prefetchQuery({ queryKey: ['q1'], queryFn: failingQuery(error), retry: false });

    expect(notify).toHaveBeenCalledWith('Label already exists');
  });

  it("shows 'An unexpected error occurred' when a mutation fails without a message", async () => {
    const { client, notify } = setup();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ApiError({ status: 502 })),
    });

    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(ApiError);

    expect(notify).toHaveBeenCalledWith('An unexpected error occurred');
  });

  it('shows the unexpected-error text for errors that are not from the API', async () => {
    const { client, notify } = setup();

    await client.prefetchQuery({
      queryKey: ['q2'],
      queryFn: failingQuery(new Error('x is undefined')),
      retry: false,
    });

    expect(notify).toHaveBeenCalledWith('An unexpected error occurred');
  });

  it('shows no toast for a call marked silent', async () => {
    const { client, notify } = setup();
    const error = new ApiError({ status: 404, message: 'Not found' });

    await client.prefetchQuery({ queryKey: ['q3'], queryFn: failingQuery(error), meta: { silent: true } });

    expect(notify).not.toHaveBeenCalled();
  });

  it.each([401, 403, 500])('logs a %i answer to the console', async (status) => {
    const { client, consoleError } = setup();
    const error = new ApiError({ status, message: 'token is not valid' });

    await client.prefetchQuery({ queryKey: ['q4', status], queryFn: failingQuery(error), retry: false });

    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('does not log an ordinary 4xx', async () => {
    const { client, consoleError } = setup();
    const error = new ApiError({ status: 422, message: 'Plan limit reached' });

    await client.prefetchQuery({ queryKey: ['q5'], queryFn: failingQuery(error) });

    expect(consoleError).not.toHaveBeenCalled();
  });

  it('does not retry a 4xx but retries a 5xx', () => {
    const { client } = setup();
    const retry = client.getDefaultOptions().queries?.retry;
    if (typeof retry !== 'function') throw new Error('retry should be a function');

    expect(retry(0, new ApiError({ status: 404 }))).toBe(false);
    expect(retry(0, new ApiError({ status: 503 }))).toBe(true);
    expect(retry(2, new ApiError({ status: 503 }))).toBe(false);
  });

  it('shows no toast for a 401: the session feature announces the ended session once', async () => {
    const { client, notify } = setup();
    const error = new ApiError({ status: 401, message: 'token is not valid' });

    await client.prefetchQuery({ queryKey: ['q6'], queryFn: failingQuery(error), retry: false });

    expect(notify).not.toHaveBeenCalled();
  });
});
