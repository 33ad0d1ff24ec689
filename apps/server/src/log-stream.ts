import type { Writable } from 'node:stream';

/** What may wait for stdout before lines are dropped: about 4,000 request lines. */
export const LOG_BUFFER_BYTES = 1_048_576;

/**
 * The server's log destination (issue #42): pino writes each line here, never to a file
 * descriptor itself. The lines go to `target` (process.stdout) only while what it holds unwritten
 * stays under `maxBufferedBytes`; past that they are dropped and counted, so that a log reader
 * that stalls costs neither memory nor time. When the target drains, `onDrained` hears how many
 * went since the last time (the app logs that as one line).
 *
 * Why process.stdout rather than pino's own destination (sonic-boom): for a pipe or a socket Node
 * makes stdout a libuv stream, which sets the descriptor non-blocking and waits for room in its
 * event loop, and drops what is pending at exit. Sonic-boom writes synchronously (sleeping in
 * `Atomics.wait` on EAGAIN, for good when nobody reads) or, asynchronous, in the thread pool,
 * where a write to a blocking pipe holds a thread that `process.exit` then waits to join; and
 * pino flushes it synchronously at exit. A file target is written synchronously by Node, which is
 * bounded by the disk; a terminal too (only `npm run dev` logs to one).
 */
export class BoundedLogStream {
  /** Lines dropped since the process started (the health call answers it). */
  dropped = 0;
  private droppedSinceDrain = 0;
  private isBroken = false;
  onDrained: ((dropped: number) => void) | null = null;

  /**
   * `maxBufferedBytes` is above the target's high-water mark (16 KB), so a full buffer means a
   * 'drain' will come; a single line longer than the bound is dropped at once and told at the next one.
   */
  constructor(
    private readonly target: Writable,
    private readonly maxBufferedBytes = LOG_BUFFER_BYTES,
  ) {
    // A reader that went away (EPIPE, ECONNRESET) would otherwise throw from the stream: from
    // then on every line is dropped and counted, and the server goes on.
    target.on('error', () => {
      this.isBroken = true;
    });
    target.on('drain', () => {
      const dropped = this.droppedSinceDrain;
      if (dropped === 0 || this.isBroken) return;
      this.droppedSinceDrain = 0;
      this.onDrained?.(dropped);
    });
  }

  write(line: string): void {
    const target = this.target;
    if (
      this.isBroken ||
      target.destroyed ||
      target.writableLength + Buffer.byteLength(line) > this.maxBufferedBytes
    ) {
      this.dropped++;
      this.droppedSinceDrain++;
      return;
    }
    target.write(line);
  }
}
