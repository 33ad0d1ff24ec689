import {
  ZAddConversionFromLeadsRequest,
  ZEnvelope,
  ZLeadConversion,
  ZRefundConversionRequest,
  ZRefundedConversion,
} from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { requireApiKey } from '../../http/access.js';
import { created, ok } from '../../http/envelope.js';
import { apiKeyOf } from '../../http/request-context.js';
import { recordLeadConversion, refundLeadConversion } from './leads.js';

const tags = ['Tracking'];

/**
 * /api/script/addConversionFromLeads: a brand's server records a sale it confirmed. It carries an
 * organisation API key, never a user's session; the guard checks the key and its scope before the
 * body, so a caller without a valid key learns nothing of the input's rules.
 */
export const leadsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/addConversionFromLeads',
    {
      config: requireApiKey('conversions:write'),
      schema: {
        tags,
        description:
          'Needs an organisation API key with the conversions:write scope, sent as `Authorization: Bearer cs_live_…` or `X-Api-Key: cs_live_…` (never a user’s session). `adId` is the ad’s public id (the data-ad of its tracking snippet) and `value` is in the ad’s currency’s major units. Idempotent by `orderId`: a repeat answers 200 with `counted: false, duplicate: true` and counts nothing again; the first answers 201.',
        body: ZAddConversionFromLeadsRequest,
        response: { 200: ZEnvelope(ZLeadConversion), 201: ZEnvelope(ZLeadConversion) },
      },
    },
    async (request, reply) => {
      const conversion = await recordLeadConversion(deps, apiKeyOf(request), request.body);
      if (conversion.duplicate) return ok(conversion, 'This order was already counted');
      return created(reply, conversion, 'Conversion recorded');
    },
  );

  app.post(
    '/refundConversion',
    {
      config: requireApiKey('conversions:write'),
      schema: {
        tags,
        description:
          'An order recorded with addConversionFromLeads (or by the tracker) was refunded or cancelled: the same key and scope, the same `adId` and `orderId`. The publisher’s earning for it goes back to the ad’s budget; one not paid yet never will be. Idempotent: a repeat answers 200 with `reversedAmount: 0`. An order the ad never counted is 404.',
        body: ZRefundConversionRequest,
        response: { 200: ZEnvelope(ZRefundedConversion) },
      },
    },
    async (request) =>
      ok(await refundLeadConversion(deps, apiKeyOf(request), request.body), 'Conversion refunded'),
  );
};
