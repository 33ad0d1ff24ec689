import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The tracking script as packages/tracker's build writes it (`npm run build` runs it), found from
 * this file: src/modules/tracking and dist/modules/tracking sit equally deep in apps/server.
 */
export const TRACKER_SCRIPT_PATH = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../../packages/tracker/dist/t.js',
);

type ScriptFile = { body: Buffer; etag: string };

let loaded: (ScriptFile & { mtimeMs: number; path: string }) | null = null;

/**
 * The built script and its ETag (a hash of its bytes), read again only when the file changes (a
 * rebuild, or the tracker's watch build in development); null when it has not been built.
 */
export function readTrackerScript(path = TRACKER_SCRIPT_PATH): ScriptFile | null {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(path).mtimeMs;
  } catch {
    return null;
  }
  if (loaded?.path === path && loaded.mtimeMs === mtimeMs) return loaded;
  const body = readFileSync(path);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  loaded = { body, etag, mtimeMs, path };
  return loaded;
}
