import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const deadlineModule = fileURLToPath(new URL('./shutdown-deadline.ts', import.meta.url));

describe('killProcessAt', () => {
  it('ends the process at the deadline while its main thread is blocked for good', async () => {
    // The main thread arms the deadline, then waits on a lock nobody releases: no timer of its
    // own, no exit handler, nothing on its event loop can run any more.
    const script = `
      import { killProcessAt } from ${JSON.stringify(deadlineModule)};
      killProcessAt(Date.now() + 300);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: 'ignore',
    });
    const outcome = await new Promise<{ signal: NodeJS.Signals | null } | 'still running'>((resolve) => {
      const timer = setTimeout(() => resolve('still running'), 20_000);
      child.once('exit', (_code, signal) => {
        clearTimeout(timer);
        resolve({ signal });
      });
    });
    if (outcome === 'still running') child.kill('SIGKILL');
    expect(outcome).toEqual({ signal: 'SIGKILL' });
  });
});
