import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Config } from '../../../config.js';
import { configuredUniverseSize, type SyntheticIndexOutcome } from './synthetic-index.js';

/**
 * Brings the database up to date and writes the synthetic universe in a child process, before the
 * server opens the database itself. Writing 20,000 creators grows the JavaScript heap and, on the
 * embedded database, PGlite's WASM memory, neither of which is given back to the system while the
 * process lives (a worker thread's was not either: the server still idled 130 MB heavier); when
 * the child exits all of it goes, and the server idles at what serving needs. An in-memory
 * database (tests) cannot be shared with another process and is written in-process by the caller,
 * as is one with no universe to write: this resolves to null then.
 */
export async function ensureSyntheticIndexApart(config: Config): Promise<SyntheticIndexOutcome | null> {
  if (config.database.kind === 'pglite-memory' || config.socialData !== 'synthetic') return null;
  if (configuredUniverseSize(config) === 0) return null;
  // Built, the worker is JavaScript; under the test runner it is the TypeScript source, run by tsx.
  const built = fileURLToPath(new URL('./synthetic-index-worker.js', import.meta.url));
  const isBuilt = existsSync(built);
  const child = fork(isBuilt ? built : built.replace(/\.js$/, '.ts'), [], {
    execArgv: isBuilt ? [] : ['--import', 'tsx'],
    serialization: 'advanced',
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    let outcome: SyntheticIndexOutcome | null = null;
    child.once('message', (message: SyntheticIndexOutcome) => {
      outcome = message;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      outcome ? resolve(outcome) : reject(new Error(`the synthetic index writer exited with code ${code}`)),
    );
    child.send(config);
  });
}
