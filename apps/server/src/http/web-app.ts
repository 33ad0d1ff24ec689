import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { envelope } from './envelope.js';

/** Hashes of the inline scripts of index.html, so the CSP can allow exactly those and no others. */
export function inlineScriptHashes(webDist: string): string[] {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
}

const STATIC_FILE =
  /\.(?:js|mjs|css|map|json|txt|xml|html|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|webmanifest)$/i;

/**
 * Serves the built SPA from the same origin as the API: hashed assets cached for a year,
 * index.html revalidated every time, unknown non-API GETs answered with index.html so client
 * routes survive a reload. API paths that match nothing get the JSON envelope, never HTML.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, { webDist }: { webDist: string }) => {
  const hasWebApp = existsSync(join(webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Ours alone: the plugin's default header would overwrite the one set below.
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader(
          'cache-control',
          path.includes('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // Only a missing file is a 404: client routes may end in a dot-word (an Instagram handle such
    // as /insights/creator/nike.official), so judge by the kinds of file the build emits.
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !STATIC_FILE.test(path);
    const isApi = path === '/api' || path.startsWith('/api/');
    if (hasWebApp && isPage && !isApi) {
      // Revalidated every time, so a deploy reaches users on their next navigation.
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    }
    return reply.code(404).send(envelope(404, `No route for ${request.method} ${path}`, null));
  });
});
