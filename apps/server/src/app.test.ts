import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, call, createTestUser, listening } from './test/app.js';

describe('HTTP envelope and plumbing', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ BODY_LIMIT_BYTES: '2048' });
    // Registered by the test: proves a crash inside a handler never leaks its internals.
    app.get('/test/explode', async () => {
      throw new Error('secret connection string postgres://admin:hunter2@db');
    });
  });
  afterAll(() => app.close());

  it('answers 401 in the envelope for an organisation call without a token', async () => {
    const res = await call(app, '/label/get-labels', {});
    expect(res.statusCode).toBe(401);
    expect(res.body).toMatchObject({ status: 401, data: null });
    expect(res.body.message).toMatch(/sign in/i);
  });

  it('answers 400 in the envelope for a malformed JSON body, signed in or not', async () => {
    const { token } = await createTestUser(app);
    for (const authorization of [`Bearer ${token}`, undefined]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/label/get-labels',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        payload: '{"orgId": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 400, message: 'Malformed JSON body', data: null });
    }
  });

  it('answers 404 in the envelope for an unknown path under /api', async () => {
    const res = await call(app, '/nothing/here', {});
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ status: 404, message: 'No route for POST /api/nothing/here', data: null });
    const get = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(get.statusCode).toBe(404);
    expect(get.json().status).toBe(404);
  });

  it('answers 400 with per-field errors when the body fails its contract', async () => {
    const { token } = await createTestUser(app);
    const res = await call(app, '/label/create-label', { orgId: 'not-a-uuid', name: '' }, token);
    expect(res.statusCode).toBe(400);
    expect(res.body.data).toEqual({ errors: { orgId: 'orgId must name an organisation' } });
  });

  it('refuses a body over the configured limit with 413', async () => {
    const { token, orgId } = await createTestUser(app);
    const res = await call(app, '/label/create-label', { orgId, name: 'x'.repeat(4000) }, token);
    expect(res.statusCode).toBe(413);
    expect(res.body).toEqual({ status: 413, message: 'Request body is too large', data: null });
  });

  it('hides internals of a 500 and returns the request id instead', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/test/explode',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: 500,
      message: 'An unexpected error occurred',
      data: { requestId: 'abc-123' },
    });
    expect(res.body).not.toContain('hunter2');
  });

  it('sends security headers and echoes a request id', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('gives API answers the headers of an API: nothing of theirs runs or is framed', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/label/get-labels', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': expect.stringContaining('max-age='),
    });
    expect(res.headers['x-xss-protection']).toBeUndefined();
    // The interactive API page is a page.
    const docs = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('reports the database as up on /health', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, message: 'OK', data: { database: 'up' } });
  });

  it('serves the OpenAPI document generated from the contracts, and its interactive page', async () => {
    const doc = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json();
    expect(spec.openapi).toMatch(/^3\./);
    const createLabel = spec.paths['/api/label/create-label'].post;
    expect(createLabel.requestBody.content['application/json'].schema.required).toEqual(['orgId', 'name']);
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('allows CORS only for the configured web origins', async () => {
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/api/label/get-labels',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const denied = await app.inject({
      method: 'OPTIONS',
      url: '/api/label/get-labels',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('rate limiting', () => {
  it('answers 429 in the envelope past the limit', async () => {
    const app = await buildTestApp({ RATE_LIMIT_MAX: '3' });
    // Windows are aligned on the clock: a window ending between two requests would reset the count.
    // The clock stands still mid-window (nothing here compares it with the database's).
    vi.useFakeTimers({ now: new Date('2027-01-31T23:59:30Z'), toFake: ['Date'] });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await app.inject({ method: 'GET', url: '/health' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const res = await app.inject({ method: 'GET', url: '/health' });
      const wait = Number(res.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(res.json()).toMatchObject({ status: 429, data: { retryAfterSeconds: wait } });
      expect(wait).toBe(30);
      expect(res.json().message).toMatch(/^Too many requests: try again in \d+ (seconds?|minutes?)$/);
    } finally {
      vi.useRealTimers();
      await app.close();
    }
  });
});

describe('client addresses behind proxies', () => {
  it('takes the address the trusted proxies saw, not the left-most entry a client wrote', async () => {
    const seen = async (env: Record<string, string>) => {
      const app = await buildTestApp(env);
      try {
        app.get('/test/ip', async (request) => ({ ip: request.ip }));
        const res = await app.inject({
          method: 'GET',
          url: '/test/ip',
          remoteAddress: '10.0.0.5',
          // The client wrote the first entry itself; the proxy appended the address it saw.
          headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
        });
        return res.json<{ ip: string }>().ip;
      } finally {
        await app.close();
      }
    };
    expect(await seen({ TRUST_PROXY: '1' })).toBe('203.0.113.9');
    expect(await seen({ TRUST_PROXY: '10.0.0.0/8' })).toBe('203.0.113.9');
    expect(await seen({ TRUST_PROXY: 'false' })).toBe('10.0.0.5');
  });
});

describe('route declarations', () => {
  it('refuses to start when an /api route declares no access', async () => {
    const app = await buildTestApp();
    try {
      expect(() => app.post('/api/undeclared/route', async () => 'x')).toThrow(/declares no access/);
    } finally {
      await app.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight before closing', async () => {
    const app = await buildTestApp();
    let arrived = () => {};
    const inHandler = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    app.get('/test/slow', async () => {
      arrived();
      await new Promise((r) => setTimeout(r, 300));
      return { done: true };
    });
    const pending = fetch(`${await listening(app)}/test/slow`).then((r) => r.json());
    // Closed while the request is inside its handler, however long it took to get there.
    await inHandler;
    await app.close();
    await expect(pending).resolves.toEqual({ done: true });
  });
});

describe('request bodies', () => {
  it('names the organisation field when the body is not a JSON object', async () => {
    const app = await buildTestApp();
    try {
      const { token, orgId } = await createTestUser(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/label/get-labels',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify([orgId]),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().data).toEqual({ errors: { orgId: 'orgId must name an organisation' } });
    } finally {
      await app.close();
    }
  });
});

describe('content security policy', () => {
  it('allows Google sign-in scripts only when Google sign-in is configured', async () => {
    const plain = await buildTestApp();
    const google = await buildTestApp({ GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com' });
    try {
      const without = (await plain.inject({ method: 'GET', url: '/health' })).headers[
        'content-security-policy'
      ];
      const withGoogle = (await google.inject({ method: 'GET', url: '/health' })).headers[
        'content-security-policy'
      ];
      expect(without).not.toContain('accounts.google.com');
      expect(withGoogle).toContain('script-src');
      expect(withGoogle).toContain('https://accounts.google.com/gsi/client');
    } finally {
      await Promise.all([plain.close(), google.close()]);
    }
  });
});
