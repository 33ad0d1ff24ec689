import type { Readable } from 'node:stream';
import { MEDIA_FILE_FIELD } from '@creatorscope/contracts';
import { Busboy, type BusboyFileStream } from '@fastify/busboy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldError } from '../../http/errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An upload route's largest file: past it the file stream stops (the service refuses it). */
    maxUploadBytes?: number;
  }
}

/** The file of a multipart upload, not yet read: the route's service streams it. */
export type IncomingFile = { stream: BusboyFileStream; filename: string };

type PendingUpload = IncomingFile & { source: Readable; parser: NodeJS.WritableStream };

const MALFORMED_UPLOAD_MESSAGE = 'The upload could not be read: send it as multipart form data';

/**
 * multipart/form-data for the routes of one scope, parsed so that the shared guard can run before
 * the file is read: the fields before the file become the body (the guard reads `orgId` there), and
 * parsing stops at the file, which the handler then streams. A file that is refused, or never read
 * because the guard refused the caller, is drained when the answer goes out. Returns how a handler
 * gets the request's file.
 */
export function acceptUploads(app: FastifyInstance): (request: FastifyRequest) => IncomingFile | undefined {
  const pending = new WeakMap<FastifyRequest, PendingUpload>();

  app.addContentTypeParser('multipart/form-data', (request, payload, done) => {
    const maxBytes = request.routeOptions.config.maxUploadBytes ?? 0;
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: request.headers as Parameters<typeof Busboy>[0]['headers'],
        // One past the limit, so that the service sees the file is too big and says so.
        limits: { files: 1, fields: 10, parts: 12, fieldSize: 1024, fileSize: maxBytes + 1 },
      });
    } catch {
      done(fieldError(MEDIA_FILE_FIELD, MALFORMED_UPLOAD_MESSAGE), undefined);
      return;
    }
    const fields: Record<string, string> = {};
    let isSettled = false;
    const settle = (error: Error | null) => {
      if (isSettled) return;
      isSettled = true;
      done(error, error ? undefined : fields);
    };
    parser.on('field', (name, value) => {
      if (!isSettled) fields[name] = value;
    });
    parser.on('file', (name, stream, filename) => {
      if (isSettled || name !== MEDIA_FILE_FIELD) {
        stream.resume();
        return;
      }
      pending.set(request, { stream, filename, source: payload, parser });
      settle(null);
    });
    parser.on('finish', () => settle(null));
    // After the body was handed on, a broken stream surfaces as the file stream's own error.
    parser.on('error', () => settle(fieldError(MEDIA_FILE_FIELD, MALFORMED_UPLOAD_MESSAGE)));
    payload.pipe(parser);
  });

  app.addHook('onSend', async (request) => {
    const upload = pending.get(request);
    if (!upload || upload.source.readableEnded) return;
    // The rest of the body is read and dropped, so that the client, still sending, gets the answer.
    upload.source.unpipe(upload.parser);
    upload.source.resume();
  });

  return (request) => pending.get(request);
}
