import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../test/app.js';
import { limitAnswer } from './global-rate-limit.js';

describe('the app-wide rate limit', () => {
  const MAX = 3;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_MAX: String(MAX) });
    // Windows are aligned on the clock: one ending between two requests would reset a count.
    // The clock stands still mid-window (nothing here compares it with the database's).
    vi.useFakeTimers({ now: new Date('2027-01-31T23:59:30Z'), toFake: ['Date'] });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await app.close();
  });

  const from = (remoteAddress: string, url = '/health', method: 'GET' | 'POST' = 'GET') =>
    app.inject({ method, url, remoteAddress, ...(method === 'POST' ? { payload: {} } : {}) });

  it('tells each client its limit, what is left of it and when it resets, on every answer', async () => {
    const remaining: string[] = [];
    for (let i = 0; i < MAX; i++) {
      const res = await from('198.51.100.1');
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBe(String(MAX));
      expect(Number(res.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
      remaining.push(String(res.headers['x-ratelimit-remaining']));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const refused = await from('198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client has its own count.
    expect((await from('198.51.100.2')).statusCode).toBe(200);
  });

  it('counts an API call that fails its checks too', async () => {
    for (let i = 0; i < MAX; i++) {
      expect((await from('198.51.100.3', '/api/label/get-labels', 'POST')).statusCode).toBe(401);
    }
    expect((await from('198.51.100.3', '/api/label/get-labels', 'POST')).statusCode).toBe(429);
  });

  it('leaves a route with a limit of its own out of the app-wide count', async () => {
    // The referral calls a brand's page makes allow 120 a minute, whatever the app-wide limit.
    for (let i = 0; i < MAX + 2; i++) {
      const res = await from('198.51.100.4', '/api/script/referral-data', 'POST');
      expect(res.statusCode).not.toBe(429);
      expect(res.headers['x-ratelimit-limit']).toBe('120');
    }
    expect((await from('198.51.100.4')).headers['x-ratelimit-remaining']).toBe(String(MAX - 1));
  });
});

describe('limitAnswer', () => {
  it('lets a request pass with a first request’s headers when the store failed', () => {
    expect(limitAnswer(undefined, 10)).toEqual({
      headers: ['x-ratelimit-limit', '10', 'x-ratelimit-remaining', '10', 'x-ratelimit-reset', '0'],
    });
  });

  it('refuses past the limit with the wait in whole seconds', () => {
    const { headers, refusal } = limitAnswer({ current: 11, ttl: 1_500 }, 10);
    expect(headers).toEqual([
      'x-ratelimit-limit',
      '10',
      'x-ratelimit-remaining',
      '0',
      'x-ratelimit-reset',
      '2',
    ]);
    expect(refusal).toMatchObject({ statusCode: 429, data: { retryAfterSeconds: 2 } });
  });
});
