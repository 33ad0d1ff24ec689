import { Worker } from 'node:worker_threads';

// Runs in a worker thread: its own event loop, which nothing the main thread is stuck in (a
// blocking write, a synchronous retry loop, a long computation) can hold. `process.exit` there
// would end only the worker; a signal to the process ends all of it.
const WATCHDOG = `
const { workerData } = require('node:worker_threads');
setTimeout(() => process.kill(process.pid, 'SIGKILL'), Math.max(0, workerData.deadline - Date.now()));
`;

/**
 * Kills the process at `deadline` (epoch milliseconds) unless it has exited by then: the last
 * resort of a shutdown whose grace period is over (issue #42). The worker does not keep the
 * process alive.
 */
export function killProcessAt(deadline: number): Worker {
  // No inherited options: a preload (tsx's `--import`, in development) would make the worker's
  // start wait on the main thread, which may be the one that is stuck.
  const worker = new Worker(WATCHDOG, { eval: true, execArgv: [], workerData: { deadline } });
  worker.unref();
  return worker;
}
