import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { publicRoute } from './access.js';

export const DOCS_PREFIX = '/api/docs';
/** The OpenAPI document itself: served by the app, not by a module. */
export const OPENAPI_PATH = '/api/openapi.json';

/** The OpenAPI document is generated from the same Zod contracts that validate requests. */
export const openApiPlugin = fp(async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Creatorscope API',
        version: '1.0.0',
        description:
          'Every product call is `POST /api/{module}/{action}` with a JSON body and answers ' +
          '`{ status, message, data }` with the real HTTP status; a 400 carries one message per field in ' +
          '`data.errors`. Send `Authorization: Bearer {token}`. Organisation-scoped calls name the organisation ' +
          'in the body and need the team permission shown on each call.',
      },
      servers: [{ url: publicUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    // Swagger UI sets a few inline styles of its own.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
  });
  app.get(OPENAPI_PATH, { config: publicRoute(), schema: { hide: true } }, async () => app.swagger());
});
