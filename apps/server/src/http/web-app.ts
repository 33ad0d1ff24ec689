import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * index.html, read once and compressed once. It carries the prerendered first screen (tens of KB),
 * and the not-found handler that sends it runs outside @fastify/compress's route hooks, so it went
 * out uncompressed. Reading it at start is safe: the CSP's script hashes are taken from it at
 * start too, and a new build means a restart.
 */
function indexDocument(webDist: string) {
  const body = readFileSync(join(webDist, 'index.html'));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const bodies: Record<Encoding, Buffer> = {
    br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
    identity: body,
  };
  const encodings: Encoding[] = ['br', 'gzip', 'identity'];
  return (request: FastifyRequest, reply: FastifyReply) => {
    reply
      .header('cache-control', 'no-cache')
      .header('etag', etag)
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    const known = request.headers['if-none-match'];
    if (known?.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, '') === etag))
      return reply.code(304).send();
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', encodings) ?? 'identity';
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(bodies[encoding]);
  };
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
  const sendIndex = hasWebApp ? indexDocument(webDist) : undefined;
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      // One route for every file, asked of the disk per request. `wildcard: false` made a Fastify
      // route of each of the build's ~1,550 files (and its HEAD twin) at start: some 15 MB of an
      // idle embedded server's memory. Only names that look like a file the build emits are looked
      // up; anything else goes to the not-found handler below, as when no route matched.
      wildcard: true,
      allowedPath: (pathname) => STATIC_FILE.test(pathname),
      index: false,
      // The build writes brotli (quality 11) and gzip copies of its text files: sent as they are,
      // smaller than compressing on the fly and at no CPU cost per request.
      preCompressed: true,
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
    // Browsers ask for /favicon.ico on their own where no icon is linked (a JSON answer opened in
    // a tab, say): the app's one icon answers, as itself (a redirect would be upgraded to https by
    // the page's CSP on a plain-http site), instead of a 404 in every console.
    app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) => reply.sendFile('favicon.svg'));
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // Only a missing file is a 404: client routes may end in a dot-word (an Instagram handle such
    // as /insights/creator/nike.official), so judge by the kinds of file the build emits.
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !STATIC_FILE.test(path);
    const isApi = path === '/api' || path.startsWith('/api/');
    if (sendIndex && isPage && !isApi) {
      // Revalidated every time, so a deploy reaches users on their next navigation.
      return sendIndex(request, reply);
    }
    return reply.code(404).send(envelope(404, `No route for ${request.method} ${path}`, null));
  });
});
