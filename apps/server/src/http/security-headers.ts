import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';
import { DOCS_PREFIX } from './openapi.js';
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
 * helmet's headers, worked out once at start: with no per-request directive (no nonce) each of
 * its middlewares sets the same headers on every response, so replaying what they set on a
 * stand-in response gives the same headers without running the chain of twelve per request.
 * (@fastify/helmet even built the middleware again on every request, re-parsing the CSP.)
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const { page, api, removed } = securityHeaderSets(options);
  // Set on the reply, not on the raw response: a single raw setHeader sends Node's writeHead down
  // its slow path, which validates and copies every header of the response once more.
  app.addHook('onRequest', (request, reply, done) => {
    for (const name of removed) reply.removeHeader(name);
    reply.headers(isApiCall(request.url) ? api : page);
    done();
  });
});

/**
 * What helmet sets on a page and on an API answer (see apiHeaders), and the headers it removes:
 * the plugin above sets them on each reply; the light path (light-path.ts) writes the API set.
 */
export function securityHeaderSets(options: HelmetOptions): {
  page: Record<string, string>;
  api: Record<string, string>;
  removed: string[];
} {
  const headers: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
  };
  let finished = false;
  let failure: unknown;
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (err?: unknown) => {
      finished = true;
      failure = err;
    },
  );
  if (failure) throw failure;
  // A directive worked out per request would not have finished here: it could not be replayed.
  if (!finished) throw new Error('helmet did not set its headers at once');
  const page = Object.fromEntries(headers.map(([name, value]) => [name.toLowerCase(), value]));
  return { page, api: apiHeaders(page), removed };
}

const isApiCall = (url: string) => url.startsWith('/api/') && !url.startsWith(DOCS_PREFIX);

/**
 * A JSON answer is never a page: it runs nothing and is framed by nobody, so it carries the
 * headers OWASP's REST guide asks of an API instead of the page's policy (half a kilobyte of
 * script hashes and sources on every call, and six headers that only documents read).
 */
function apiHeaders(page: Record<string, string>): Record<string, string> {
  const kept = [
    'strict-transport-security',
    'x-content-type-options',
    'referrer-policy',
    'cross-origin-resource-policy',
  ];
  return {
    ...Object.fromEntries(kept.filter((name) => page[name]).map((name) => [name, page[name] as string])),
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
  };
}
