import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { Deps } from '../../deps.js';
import { healthRoutes } from './routes.js';

async function appWithDatabase(execute: () => Promise<unknown>, logLinesDropped = () => 0) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  let calls = 0;
  const db = {
    execute: () => {
      calls++;
      return execute();
    },
  };
  await app.register(healthRoutes, { deps: { db, logLinesDropped } as unknown as Deps });
  return { app, calls: () => calls };
}

describe('/health', () => {
  it('answers 503 with the database down when the ping fails', async () => {
    const { app } = await appWithDatabase(() => Promise.reject(new Error('connection refused')));
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 503,
      message: 'Database unavailable',
      data: { database: 'down' },
    });
  });

  it('reports the log lines dropped because stdout was not read', async () => {
    const { app } = await appWithDatabase(
      async () => {},
      () => 7,
    );
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ database: 'up', logLinesDropped: 7 });
  });

  it('shares one ping between probes that arrive together or within a second', async () => {
    const { app, calls } = await appWithDatabase(() => new Promise((r) => setTimeout(r, 20)));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/health' })),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    await app.inject({ method: 'GET', url: '/health' });
    expect(calls()).toBe(1);
  });
});
