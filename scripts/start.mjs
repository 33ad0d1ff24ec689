// `npm start`: build what is missing, then serve the product on PORT (default 3000) with the
// embedded database in DATA_DIR (default ./data). Nothing is installed here.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { buildIfStale } from './build-if-stale.mjs';
import { SERVER_NODE_ARGS, serverEnv } from './server-runtime.mjs';

buildIfStale();
const root = new URL('..', import.meta.url).pathname;
// Settings come from the environment; a .env file (see .env.example) is read when present, without
// overriding what the environment already says.
if (existsSync(`${root}.env`)) process.loadEnvFile(`${root}.env`);
// The server writes to our stdout and stderr itself (inherited: nothing here reads or buffers its
// log, so a stalled reader cannot hold this process either). It runs in a process group of its own
// so that Ctrl-C reaches it once, through us: a second signal tells it to stop without grace.
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
  // Signing in on the embedded defaults needs the code the dev outbox keeps (never in production).
  env: serverEnv({
    ...process.env,
    DEV_OUTBOX: process.env.DEV_OUTBOX ?? (process.env.NODE_ENV === 'production' ? 'false' : 'true'),
  }),
});
// Passed on once (npm may pass on the terminal's Ctrl-C too): the server ends itself within
// SHUTDOWN_GRACE_MS of it, stuck or not (apps/server/src/main.ts). SIGHUP too, as the server is
// out of the terminal's reach.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.kill(signal);
  });
}
// Killed by a signal (its own deadline's SIGKILL), it exits as the shell would report it: 128 + n.
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
