import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BoundedLogStream } from './log-stream.js';

/** A destination whose reader has stalled: it takes writes and completes none until released. */
function stalledTarget() {
  let isStalled = true;
  const pending: (() => void)[] = [];
  const target = new Writable({
    write(_chunk, _encoding, callback) {
      if (isStalled) pending.push(() => callback());
      else callback();
    },
  });
  return {
    target,
    /** The reader reads again: everything waiting is written. */
    release: () => {
      isStalled = false;
      for (const done of pending.splice(0)) done();
    },
  };
}

const line = (i: number) =>
  `${JSON.stringify({ level: 30, msg: 'request completed', i, pad: 'x'.repeat(200) })}\n`;

describe('BoundedLogStream', () => {
  it('holds at most its bound while the reader stalls, dropping and counting the rest', () => {
    const { target } = stalledTarget();
    const log = new BoundedLogStream(target, 64 * 1024);
    let written = 0;
    for (let i = 0; i < 100_000; i++) {
      log.write(line(i));
      written += Buffer.byteLength(line(i));
      expect(target.writableLength).toBeLessThanOrEqual(64 * 1024);
    }
    expect(written).toBeGreaterThan(20 * 1024 * 1024);
    const kept = Math.floor((64 * 1024) / Buffer.byteLength(line(0)));
    expect(log.dropped).toBeGreaterThanOrEqual(100_000 - kept - 1);
    expect(log.dropped).toBeLessThan(100_000);
  });

  it('tells once how many were dropped when the reader catches up, and writes again', async () => {
    const { target, release } = stalledTarget();
    const log = new BoundedLogStream(target, 64 * 1024);
    const told: number[] = [];
    log.onDrained = (dropped) => told.push(dropped);
    for (let i = 0; i < 1_000; i++) log.write(line(i));
    const dropped = log.dropped;
    expect(dropped).toBeGreaterThan(700);
    const drained = new Promise((resolve) => target.once('drain', resolve));
    release();
    await drained;
    expect(told).toEqual([dropped]);
    log.write(line(501));
    expect(log.dropped).toBe(dropped);
  });

  it('drops and counts every line once the reader is gone, instead of throwing', () => {
    const target = new Writable({
      write(_chunk, _encoding, callback) {
        callback(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
      },
    });
    const log = new BoundedLogStream(target);
    log.write(line(1));
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        expect(() => log.write(line(2))).not.toThrow();
        log.write(line(3));
        expect(log.dropped).toBe(2);
        resolve();
      }),
    );
  });
});
