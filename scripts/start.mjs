// `npm start`: build what is missing, then serve the product on PORT (default 3000) with the
// embedded database in DATA_DIR (default ./data). Nothing is installed here.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildIfStale } from './build-if-stale.mjs';
import { SERVER_NODE_ARGS, serverEnv } from './server-runtime.mjs';

buildIfStale();
const root = new URL('..', import.meta.url).pathname;
// Settings come from the environment; a .env file (see .env.example) is read when present, without
// overriding what the environment already says.
if (existsSync(`${root}.env`)) process.loadEnvFile(`${root}.env`);
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  // Signing in on the embedded defaults needs the code the dev outbox keeps (never in production).
  env: serverEnv({
    ...process.env,
    DEV_OUTBOX: process.env.DEV_OUTBOX ?? (process.env.NODE_ENV === 'production' ? 'false' : 'true'),
  }),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
