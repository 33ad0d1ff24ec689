import {
  ZCreditLedgerPage,
  ZCreditRequest,
  ZEnvelope,
  ZFillCreditsFormRequest,
  ZGeneratePlanTokenRequest,
  ZGeneratePremiumTokenRequest,
  ZGetCreditLedgerRequest,
  ZGetSubscriptionRequest,
  ZOrgPlan,
  ZSubscriptionView,
  ZUpdateProfilePlanRequest,
} from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { requireOrg } from '../../http/access.js';
import { created, ok } from '../../http/envelope.js';
import { authOf, orgOf } from '../../http/request-context.js';
import { getCreditLedgerPage } from '../credits/index.js';
import { checkStatusRoute, generateCheckoutRoute } from '../payments/index.js';
import { planPurpose, premiumPassPurpose } from './payment-purposes.js';
import { changePlan, getSubscriptionView, requestMoreCredits } from './service.js';

const tags = ['Billing'];
type Opts = { deps: Deps };

const billingRoutes: FastifyPluginAsyncZod<Opts> = async (app, { deps }) => {
  app.post(
    '/get-subscription',
    {
      config: requireOrg('Read', 'organization_id'),
      schema: { tags, body: ZGetSubscriptionRequest, response: { 200: ZEnvelope(ZSubscriptionView) } },
    },
    async (request) => ok(await getSubscriptionView(deps, orgOf(request).orgId)),
  );

  app.post(
    '/get-credit-ledger',
    {
      config: requireOrg('Read', 'organization_id'),
      schema: { tags, body: ZGetCreditLedgerRequest, response: { 200: ZEnvelope(ZCreditLedgerPage) } },
    },
    async (request) =>
      ok(await getCreditLedgerPage(deps, orgOf(request).orgId, request.body.page, request.body.pageSize)),
  );
};

const planChangeRoutes: FastifyPluginAsyncZod<Opts> = async (app, { deps }) => {
  app.post(
    '/update-profile-plan',
    {
      config: requireOrg('Admin', 'organization_id'),
      schema: { tags, body: ZUpdateProfilePlanRequest, response: { 200: ZEnvelope(ZOrgPlan) } },
    },
    async (request) => {
      const plan = await changePlan(deps, orgOf(request).orgId, request.body.action);
      const message =
        request.body.action === 'downgrade'
          ? 'You are on the Free plan now'
          : request.body.action === 'cancel'
            ? 'Your plan ends at the renewal date'
            : 'Your plan renews again';
      return ok(plan, message);
    },
  );
};

const creditRequestRoutes: FastifyPluginAsyncZod<Opts> = async (app, { deps }) => {
  app.post(
    '/fill-credits-form',
    {
      // Any member may ask; only Admins can buy, so this is how the others get credits.
      config: requireOrg('Read', 'organization_id'),
      schema: { tags, body: ZFillCreditsFormRequest, response: { 201: ZEnvelope(ZCreditRequest) } },
    },
    async (request, reply) =>
      created(
        reply,
        await requestMoreCredits(deps, orgOf(request).orgId, authOf(request).userId, request.body),
        'Your request was sent to the admins',
      ),
  );
};

/** /api/dodo-payments/*: buying a plan and the premium insights pass (spec section 7). */
const checkoutRoutes: FastifyPluginAsyncZod<Opts> = async (app, { deps }) => {
  generateCheckoutRoute(app, deps, '/generate-token', ZGeneratePlanTokenRequest, planPurpose, (body) => ({
    productKey: body.productKey,
  }));
  checkStatusRoute(app, deps, '/check-status', planPurpose);
  generateCheckoutRoute(
    app,
    deps,
    '/generate-premium-token',
    ZGeneratePremiumTokenRequest,
    premiumPassPurpose,
    () => undefined,
  );
  checkStatusRoute(app, deps, '/check-premium-status', premiumPassPurpose);
};

/** /api/payout/*: the premium pass under the name the spec's client uses there. */
const payoutCheckoutRoutes: FastifyPluginAsyncZod<Opts> = async (app, { deps }) => {
  generateCheckoutRoute(
    app,
    deps,
    '/generate-insights-premium-insights-token',
    ZGeneratePremiumTokenRequest,
    premiumPassPurpose,
    () => undefined,
  );
};

/** Plans and subscriptions, under the paths the spec's client calls. */
export const billingModuleRoutes: FastifyPluginAsyncZod<Opts> = async (app, { deps }) => {
  await app.register(billingRoutes, { deps, prefix: '/api/billing' });
  await app.register(planChangeRoutes, { deps, prefix: '/api/payout' });
  await app.register(creditRequestRoutes, { deps, prefix: '/api/insights' });
  await app.register(checkoutRoutes, { deps, prefix: '/api/dodo-payments' });
  await app.register(payoutCheckoutRoutes, { deps, prefix: '/api/payout' });
};
