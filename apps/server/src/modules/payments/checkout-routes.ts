import {
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
import { authOf, orgOf } from '../../http/request-context.js';
import type { PaymentPurpose } from './purposes.js';
import { checkPaymentStatus, startCheckout } from './service/checkout.js';

/*
 * The two calls every paid thing needs, for the module that sells it to serve under its own paths:
 * open a checkout for a purchase, and follow it until it is paid.
 */

const tags = ['Payments'];

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** A generate-*-token call: Admins only, answers the checkout to send the browser to. */
export function generateCheckoutRoute<S extends z.ZodType<{ idempotencyKey?: string | undefined }>, Input>(
  app: ZodApp,
  deps: Deps,
  path: string,
  body: S,
  purpose: PaymentPurpose<Input>,
  toInput: (body: z.output<S>) => Input,
) {
  app.post(
    path,
    {
      config: requireOrg('Admin', 'organization_id'),
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
) {
  app.post(
    path,
    {
      config: requireOrg('Read', 'organization_id'),
      schema: { tags, body: ZCheckStatusRequest, response: { 200: ZEnvelope(ZCheckStatusResponse) } },
    },
    async (request) =>
      ok(await checkPaymentStatus(deps, orgOf(request).orgId, request.body.token, purpose.standing)),
  );
}
