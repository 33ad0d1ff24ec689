// Rebuilds the workspaces when a build output is missing or any source is newer than the last
// build, so `npm start` and `npm run bench` work on a fresh clone and stay quick afterwards.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const STAMP = join(root, 'node_modules', '.creatorscope-build-stamp');
const SOURCES = [
  'package-lock.json',
  'packages/contracts/src',
  'packages/tracker/src',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/server/src',
  'apps/server/drizzle',
];
const OUTPUTS = [
  'packages/contracts/dist',
  'packages/tracker/dist',
  'apps/web/dist/index.html',
  'apps/server/dist/main.js',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

export function buildIfStale() {
  const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
  const missing = OUTPUTS.some((p) => !existsSync(join(root, p)));
  const changed = SOURCES.some((p) => newest(join(root, p)) > built);
  if (!missing && !changed) return;
  console.log('Building Creatorscope (contracts, tracker, web app, server)…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, new Date().toISOString());
}
