import { FORM_ERROR_KEY, stripQuotes } from '@creatorscope/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { envelope } from './envelope.js';
import { isAppError } from './errors.js';

export const UNEXPECTED = 'An unexpected error occurred';

/** Messages for Fastify's own client errors, worded for people rather than for developers. */
export const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body cannot be empty when content-type is application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body length does not match content-length',
};

/**
 * Fastify's form of Zod issues to one message per field path, the first issue of a field winning,
 * as the contracts' `fieldErrors` does for the web forms.
 */
export function validationErrors(
  issues: readonly { instancePath: string; message?: string | undefined }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = path === '' ? FORM_ERROR_KEY : path;
    if (errors[field]) continue;
    errors[field] =
      field === FORM_ERROR_KEY
        ? 'Request body must be a JSON object'
        : stripQuotes(issue.message ?? 'Invalid value');
  }
  return errors;
}

async function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (isAppError(error)) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'service error');
    const wait = (error.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    if (error.statusCode === 429 && typeof wait === 'number') reply.header('retry-after', Math.ceil(wait));
    return reply.code(error.statusCode).send(envelope(error.statusCode, error.message, error.data));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = validationErrors(error.validation);
    const first = Object.values(errors)[0] ?? 'Invalid request';
    return reply.code(400).send(envelope(400, first, { errors }));
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    return reply.code(500).send(envelope(500, UNEXPECTED, null));
  }
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) {
    // Internals stay in the log, tied to the request id the client can quote.
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(status).send(envelope(status, UNEXPECTED, { requestId: request.id }));
  }
  const message = (error.code && FASTIFY_MESSAGES[error.code]) ?? stripQuotes(error.message);
  return reply.code(status).send(envelope(status, message, null));
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(errorHandler);
});
