import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { getHealth } from './health';

function answer(status: number, data: unknown): Response {
  return new Response(JSON.stringify({ status, message: status < 400 ? 'OK' : 'Unavailable', data }), {
    status,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('getHealth', () => {
  it('reports the API and the database up', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(answer(200, { database: 'up' })));
    await expect(getHealth()).resolves.toEqual({ isApiUp: true, isDatabaseUp: true });
  });

  it('reports the database down when the API answers 503 with the status data', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(answer(503, { database: 'down' })));
    await expect(getHealth()).resolves.toEqual({ isApiUp: true, isDatabaseUp: false });
  });

  it('fails when the API cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('', { status: 502 })));
    await expect(getHealth()).rejects.toBeInstanceOf(ApiError);
  });
});
