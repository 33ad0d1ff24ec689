import type { Readable } from 'node:stream';
import type { TEnvelope } from '@creatorscope/contracts';
import type { FastifyReply } from 'fastify';

export const envelope = <T>(status: number, message: string, data: T): TEnvelope<T> => ({
  status,
  message,
  data,
});

/** A 200 answer. */
export const ok = <T>(data: T, message = 'OK'): TEnvelope<T> => envelope(200, message, data);

/** A 201 answer: sets the HTTP status too, so body and header agree. */
export const created = <T>(reply: FastifyReply, data: T, message = 'Created'): TEnvelope<T> => {
  reply.code(201);
  return envelope(201, message, data);
};

/**
 * A file answered as itself (a receipt, an invoice, a statement, a CSV), not an envelope:
 * downloaded under `filename`, and kept by no cache on the way, as it is someone's own. A stream
 * body is sent as it is read, with the socket's backpressure.
 */
export const sendFile = (
  reply: FastifyReply,
  file: {
    body: Uint8Array | string | Readable;
    filename: string;
    type: 'application/pdf' | 'text/csv; charset=utf-8';
  },
) =>
  reply
    .type(file.type)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);

export const sendPdf = (reply: FastifyReply, document: { pdf: Uint8Array; filename: string }) =>
  sendFile(reply, { body: document.pdf, filename: document.filename, type: 'application/pdf' });
