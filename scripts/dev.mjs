// `npm run dev`: the API (tsx watch, on :3000) and the web app (Vite with HMR, on :5173, proxying
// /api to the API) side by side, both reading the contracts package from source.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const children = [
  spawn('npm', ['run', 'dev', '-w', '@creatorscope/server'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      WEB_ORIGINS: process.env.WEB_ORIGINS ?? 'http://localhost:5173',
      DEV_OUTBOX: process.env.DEV_OUTBOX ?? 'true',
    },
  }),
  spawn('npm', ['run', 'dev', '-w', '@creatorscope/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
