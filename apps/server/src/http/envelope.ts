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
 * A PDF answered as itself (a receipt, an invoice, a statement), not an envelope: downloaded under
 * `filename`, and kept by no cache on the way, as it is one organisation's or person's own.
 */
export const sendPdf = (reply: FastifyReply, document: { pdf: Uint8Array; filename: string }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${document.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(document.pdf);
