import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/app.js';
import type { EventInput } from './event-input.js';
import { events } from './tables.js';
import { EventWriter } from './writer.js';

/*
 * The redirect waits for its click's batch to commit: an idle writer must not add a fixed delay
 * to it, and a busy one must still batch (what queues while a batch commits goes in the next).
 */

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('the events writer’s latency', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  }, 60_000);
  afterAll(() => app.close());

  const click = (adId: string, i: number): EventInput => ({
    kind: 'click',
    orgId: randomUUID(),
    adId,
    linkId: randomUUID(),
    publisherId: randomUUID(),
    ip: `8.8.4.${i}`,
    userAgent: CHROME,
    method: 'GET',
  });
  const stored = async (adId: string) =>
    (await app.deps.db.select({ id: events.id }).from(events).where(eq(events.adId, adId))).length;

  it('writes a lone event without waiting for a timer', async () => {
    const writer = new EventWriter(app.deps.db);
    // Warm: the day's partitions and visitor salt are read once.
    await writer.record(click(randomUUID(), 0));
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    try {
      const adId = randomUUID();
      // With timers stopped, only a flush that needs none can commit it.
      const recorded = await writer.record(click(adId, 1));
      expect(recorded.counted).toBe(true);
      expect(await stored(adId)).toBe(1);
    } finally {
      vi.useRealTimers();
      await writer.close();
    }
  });

  it('takes the events of one turn of the event loop in one batch', async () => {
    const writer = new EventWriter(app.deps.db);
    const adId = randomUUID();
    const seen = await Promise.all(
      Array.from({ length: 30 }, (_, i) => writer.record(click(adId, i)).then(() => stored(adId))),
    );
    // The first caller to resolve already sees all thirty rows.
    expect(Math.min(...seen)).toBe(30);
    await writer.close();
  });

  it('puts what queues while a batch commits in the next batch, not in a batch of its own each', async () => {
    const writer = new EventWriter(app.deps.db, { maxInFlight: 1 });
    const adId = randomUUID();
    const first = writer.record(click(adId, 0)).then(() => stored(adId));
    // The first batch has started (flushed at the end of the turn); these arrive while it commits.
    await new Promise((resolve) => setImmediate(resolve));
    const later = Array.from({ length: 20 }, (_, i) =>
      writer.record(click(adId, i + 1)).then(() => stored(adId)),
    );
    expect(await first).toBe(1);
    expect(Math.min(...(await Promise.all(later)))).toBe(21);
    await writer.close();
  });
});
