import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';
import { inlineScriptHashes } from './web-app.js';

/** Google Identity Services, allowed only when Google sign-in is configured. */
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

/**
 * The CSP allows our own origin, the inline scripts of index.html by hash, Instagram embeds, and
 * Google's sign-in button when it is on; nothing else runs or frames the app.
 */
export function securityHeaderOptions(config: Pick<Config, 'WEB_DIST' | 'GOOGLE_CLIENT_ID'>): HelmetOptions {
  const google = config.GOOGLE_CLIENT_ID ? [GOOGLE_GSI] : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(config.WEB_DIST), ...google.map((g) => `${g}client`)],
        styleSrc: ["'self'", "'unsafe-inline'", ...google.map((g) => `${g}style`)],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...google],
        frameSrc: ["'self'", 'https://www.instagram.com', ...google],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup talks back to the opener.
    crossOriginOpenerPolicy: config.GOOGLE_CLIENT_ID ? { policy: 'same-origin-allow-popups' } : undefined,
  };
}

/**
 * helmet's headers, with the middleware built once. (@fastify/helmet builds it again on every
 * request, re-parsing the CSP each time: about a tenth of the server's CPU under load.)
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const apply = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
});
