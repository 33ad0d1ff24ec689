import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.js';
import { envelope } from '../../http/envelope.js';
import { localMediaRoot } from './storage/index.js';

/**
 * /media/file/<key>: what local disk storage keeps, public like a bucket's objects. A key is a new
 * id, written once, so it is cached for good; ranges let a video seek without loading it whole.
 */
export const mediaFileRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const root = localMediaRoot(deps.config);
  // Made before the first upload, as @fastify/static warns at start about a root that is missing;
  // not for memory:// (tests, trials), which keeps nothing on disk until something is uploaded.
  if (deps.config.database.kind !== 'pglite-memory') await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    acceptRanges: true,
    cacheControl: true,
    maxAge: '365d',
    immutable: true,
    // The type is the file's extension, which the server chose from the file's bytes.
    setHeaders(res) {
      res.setHeader('x-content-type-options', 'nosniff');
    },
  });
  // Not the web app's page for an unknown path: a missing file is a plain 404.
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send(envelope(404, 'This file does not exist or was deleted', null)),
  );
};
