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
