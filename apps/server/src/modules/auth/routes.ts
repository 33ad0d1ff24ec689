import {
  ZAuthConfig,
  ZCodeSentData,
  ZEnvelope,
  ZGoogleLoginRequest,
  ZGoogleNonce,
  ZLoginRequest,
  ZLoginResponseData,
  ZMeData,
  ZRegisterRequest,
  ZVerifyOtpRequest,
} from '@creatorscope/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { publicRoute, requireUser } from '../../http/access.js';
import { ok } from '../../http/envelope.js';
import { tooManyRequests } from '../../http/errors.js';
import { authOf } from '../../http/request-context.js';
import { issueGoogleNonce, signInWithGoogle } from './service/google-sign-in.js';
import { CODE_SENT_MESSAGE, sendCode } from './service/send-code.js';
import { getMe } from './service/users.js';
import { verifyCode } from './service/verify-code.js';
import { revokeSession } from './sessions.js';

const tags = ['Auth'];
/** Public calls need no token: the API page shows them without the lock. */
const security: [] = [];

const HOUR_MS = 3_600_000;

/** Sign-up, sign-in (code or Google), the session and the signed-in user: /api/auth/*. */
export const authRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const codeSent = { 200: ZEnvelope(ZCodeSentData) };
  const signedIn = { 200: ZEnvelope(ZLoginResponseData) };
  const { config } = deps;
  // On top of the per-email limits (send-code.ts, verify-code.ts): one client may not mail any
  // number of addresses, nor spread its guesses over them; and all clients together are capped, so
  // that many clients cannot either. Kept in Redis when configured, like every rate limit.
  const limited = (kind: string, perClient: number, everyone: number) => {
    // createRateLimit counts without answering: the plugin's own hooks run only the first limiter
    // of a request, and these are two on top of the global one.
    const limiters = [
      app.createRateLimit({
        max: perClient,
        timeWindow: HOUR_MS,
        keyGenerator: (r) => `otp-${kind}:${r.ip}`,
      }),
      app.createRateLimit({ max: everyone, timeWindow: HOUR_MS, keyGenerator: () => `otp-${kind}:all` }),
    ];
    return async (request: FastifyRequest) => {
      for (const limiter of limiters) {
        const limit = await limiter(request);
        if (limit.isAllowed || !limit.isExceeded) continue;
        throw tooManyRequests(limit.ttlInSeconds);
      }
    };
  };
  const sendLimits = limited('send', config.OTP_SENDS_PER_IP_PER_HOUR, config.OTP_SENDS_PER_HOUR);
  const checkLimits = limited('check', config.OTP_CHECKS_PER_IP_PER_HOUR, config.OTP_CHECKS_PER_HOUR);

  app.post(
    '/signup',
    {
      config: publicRoute(),
      onRequest: sendLimits,
      schema: { tags, security, body: ZRegisterRequest, response: codeSent },
    },
    async (request) =>
      ok(
        await sendCode(deps, {
          purpose: 'signup',
          email: request.body.email,
          name: request.body.name,
          acceptLanguage: request.headers['accept-language'],
        }),
        CODE_SENT_MESSAGE,
      ),
  );

  app.post(
    '/login',
    {
      config: publicRoute(),
      onRequest: sendLimits,
      schema: { tags, security, body: ZLoginRequest, response: codeSent },
    },
    async (request) =>
      ok(
        await sendCode(deps, {
          purpose: 'login',
          email: request.body.email,
          acceptLanguage: request.headers['accept-language'],
        }),
        CODE_SENT_MESSAGE,
      ),
  );

  app.post(
    '/verify-otp',
    {
      config: publicRoute(),
      onRequest: checkLimits,
      schema: { tags, security, body: ZVerifyOtpRequest, response: signedIn },
    },
    async (request) =>
      ok(await verifyCode(deps, request.body, request.headers['user-agent']), 'Signed in successfully'),
  );

  app.post(
    '/google-nonce',
    {
      config: publicRoute(),
      schema: { tags, security, response: { 200: ZEnvelope(ZGoogleNonce) } },
    },
    async () => ok(await issueGoogleNonce(deps)),
  );

  app.post(
    '/login-google',
    { config: publicRoute(), schema: { tags, security, body: ZGoogleLoginRequest, response: signedIn } },
    async (request) =>
      ok(
        await signInWithGoogle(deps, request.body, {
          acceptLanguage: request.headers['accept-language'],
          userAgent: request.headers['user-agent'],
        }),
        'Signed in successfully',
      ),
  );

  app.post(
    '/logout',
    { config: requireUser(), schema: { tags, response: { 200: ZEnvelope(z.null()) } } },
    async (request) => {
      await revokeSession(deps, authOf(request).sessionId);
      return ok(null, 'Signed out');
    },
  );

  app.post(
    '/config',
    { config: publicRoute(), schema: { tags, security, response: { 200: ZEnvelope(ZAuthConfig) } } },
    async () =>
      ok({
        googleClientId: deps.config.GOOGLE_CLIENT_ID ?? null,
        extensionId: deps.config.EXTENSION_ID ?? null,
      }),
  );

  app.post(
    '/me',
    { config: requireUser(), schema: { tags, response: { 200: ZEnvelope(ZMeData) } } },
    async (request) => ok(await getMe(deps, authOf(request).userId)),
  );
};
