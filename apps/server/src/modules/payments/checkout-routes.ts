import {
  type TGatingFeature,
  ZCheckoutToken,
  ZCheckStatusRequest,
  ZCheckStatusResponse,
  ZEnvelope,
} from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import { requireOrg } from '../../http/access.js';
import { created, ok } from '../../http/envelope.js';
import { requireFeature } from '../../http/guards.js';
import { authOf, orgOf } from '../../http/request-context.js';
import type { PaymentPurpose } from './purposes.js';
import { checkPaymentStatus, startCheckout } from './service/checkout.js';

/*
 * The two calls every paid thing needs, for the module that sells it to serve under its own paths:
 * open a checkout for a purchase, and follow it until it is paid.
 */

const tags = ['Payments'];

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** What a route needs beyond the organisation role: a plan feature, for a purpose sold under one. */
export type CheckoutRouteOptions = { feature?: TGatingFeature };

const featureOf = (options: CheckoutRouteOptions) => (options.feature ? requireFeature(options.feature) : {});

/** A generate-*-token call: Admins only, answers the checkout to send the browser to. */
export function generateCheckoutRoute<S extends z.ZodType<{ idempotencyKey?: string | undefined }>, Input>(
  app: ZodApp,
  deps: Deps,
  path: string,
  body: S,
  purpose: PaymentPurpose<Input>,
  toInput: (body: z.output<S>) => Input,
  options: CheckoutRouteOptions = {},
) {
  app.post(
    path,
    {
      config: { ...requireOrg('Admin', 'organization_id'), ...featureOf(options) },
      schema: { tags, body, response: { 201: ZEnvelope(ZCheckoutToken) } },
    },
    async (request, reply) => {
      const input = request.body as z.output<S>;
      const token = await startCheckout(
        deps,
        orgOf(request).orgId,
        authOf(request).userId,
        { purpose, input: toInput(input) },
        input.idempotencyKey,
      );
      return created(reply, token, 'Checkout ready');
    },
  );
}

/** A check-*-status call: any member may follow a payment of the organisation. */
export function checkStatusRoute<Input>(
  app: ZodApp,
  deps: Deps,
  path: string,
  purpose: PaymentPurpose<Input>,
  options: CheckoutRouteOptions = {},
) {
  app.post(
    path,
    {
      config: { ...requireOrg('Read', 'organization_id'), ...featureOf(options) },
      schema: { tags, body: ZCheckStatusRequest, response: { 200: ZEnvelope(ZCheckStatusResponse) } },
    },
    async (request) =>
      ok(await checkPaymentStatus(deps, orgOf(request).orgId, request.body.token, purpose.standing)),
  );
}
