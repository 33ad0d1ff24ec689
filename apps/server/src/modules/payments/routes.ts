import {
  SANDBOX_TEST_CARDS,
  ZBillingDetails,
  ZDownloadReceiptRequest,
  ZEnvelope,
  ZGetPaymentsRequest,
  ZPaymentsPage,
  ZSandboxCheckout,
  ZSandboxPayRequest,
  ZUpdateBillingDetailsRequest,
} from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SandboxProvider } from '../../adapters/payments/index.js';
import type { SandboxCheckoutView } from '../../adapters/payments/sandbox.js';
import type { Deps } from '../../deps.js';
import { requireOrg } from '../../http/access.js';
import { ok, sendPdf } from '../../http/envelope.js';
import { orgOf } from '../../http/request-context.js';
import { updateBillingDetails } from './billing-details.js';
import { listPayments, toMajor } from './service/payment-view.js';
import { getReceipt } from './service/receipt.js';
import { receiveWebhook } from './service/webhooks.js';

const tags = ['Payments'];
type Opts = { deps: Deps };

/** /api/billing/*: the transactions page. */
const paymentBillingRoutes: FastifyPluginAsyncZod<Opts> = async (app, { deps }) => {
  app.post(
    '/get-payments',
    {
      config: requireOrg('Read', 'organization_id'),
      schema: { tags, body: ZGetPaymentsRequest, response: { 200: ZEnvelope(ZPaymentsPage) } },
    },
    async (request) =>
      ok(await listPayments(deps.db, orgOf(request).orgId, request.body.page, request.body.pageSize)),
  );

  app.post(
    '/download-receipt',
    {
      config: requireOrg('Read', 'organization_id'),
      schema: {
        tags,
        body: ZDownloadReceiptRequest,
        description:
          'Answers the PDF receipt itself (application/pdf), not an envelope. Needs the Read team permission.',
      },
    },
    async (request, reply) => {
      const receipt = await getReceipt(deps, orgOf(request).orgId, request.body.paymentId);
      return sendPdf(reply, receipt);
    },
  );

  app.post(
    '/update-billing-details',
    {
      config: requireOrg('Admin', 'organization_id'),
      schema: { tags, body: ZUpdateBillingDetailsRequest, response: { 200: ZEnvelope(ZBillingDetails) } },
    },
    async (request) => {
      const { organization_id: _org, ...input } = request.body;
      return ok(await updateBillingDetails(deps, orgOf(request).orgId, input), 'Billing details saved');
    },
  );
};

/**
 * POST /webhooks/dodo: public, outside /api. The body is kept as the raw string the signature was
 * computed over (re-serialised JSON would not verify). Not rate limited: deliveries are verified
 * by an HMAC before anything else happens, and a provider retrying in bursts must not be refused.
 */
const webhookRoutes: FastifyPluginAsyncZod<Opts> = async (app, { deps }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.post('/dodo', { config: { rateLimit: false } }, async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const { duplicate } = await receiveWebhook(deps, raw, request.headers);
    return ok({ received: true, duplicate });
  });
};

const toSandboxView = (deps: Deps, view: SandboxCheckoutView): z.infer<typeof ZSandboxCheckout> => ({
  token: view.token,
  merchant: deps.config.SELLER_NAME,
  organizationName: view.organizationName,
  description: view.description,
  purpose: view.purpose as z.infer<typeof ZSandboxCheckout>['purpose'],
  amount: toMajor(view.amountMinor),
  currency: view.currency,
  status: view.status,
  returnUrl: view.returnUrl,
  testCards: SANDBOX_TEST_CARDS.map((c) => ({ number: c.number, outcome: c.outcome })),
});

/** The sandbox's hosted checkout API (the web page /checkout/sandbox/:token calls it); public, the token is the secret. */
const sandboxCheckoutRoutes: FastifyPluginAsyncZod<Opts & { sandbox: SandboxProvider }> = async (
  app,
  { deps, sandbox },
) => {
  const params = z.object({ token: z.string().min(1).max(100) });
  const response = { 200: ZEnvelope(ZSandboxCheckout) };
  app.get('/:token', { schema: { tags, params, response } }, async (request) =>
    ok(toSandboxView(deps, await sandbox.view(request.params.token))),
  );
  app.post('/:token/pay', { schema: { tags, params, body: ZSandboxPayRequest, response } }, async (request) =>
    ok(toSandboxView(deps, await sandbox.pay(request.params.token, request.body.cardNumber))),
  );
  app.post(
    '/:token/decline',
    { schema: { tags, params, body: z.object({}).optional(), response } },
    async (request) => ok(toSandboxView(deps, await sandbox.decline(request.params.token))),
  );
  // The merchant's refund, for tests and staging: in production no buyer may refund themselves.
  if (deps.config.NODE_ENV !== 'production') {
    app.post(
      '/:token/refund',
      {
        schema: {
          tags,
          params,
          // A part of the amount, in major units; omitted: all of it.
          body: z.object({ amount: z.number().positive().optional() }).optional(),
          response,
        },
      },
      async (request) => {
        const amount = request.body?.amount;
        const amountMinor = amount === undefined ? undefined : Math.round(amount * 100);
        return ok(toSandboxView(deps, await sandbox.refund(request.params.token, amountMinor)));
      },
    );
  }
};

/** Every route of the payments module, under the paths the spec's client calls. */
export const paymentRoutes: FastifyPluginAsyncZod<Opts> = async (app, { deps }) => {
  await app.register(paymentBillingRoutes, { deps, prefix: '/api/billing' });
  await app.register(webhookRoutes, { deps, prefix: '/webhooks' });
  if (deps.payments instanceof SandboxProvider) {
    await app.register(sandboxCheckoutRoutes, { deps, sandbox: deps.payments, prefix: '/sandbox/checkout' });
  }
};
