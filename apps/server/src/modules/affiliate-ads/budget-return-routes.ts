import {
  ZAdBudgetReturn,
  ZAdBudgetReturnState,
  ZEnvelope,
  ZReturnAdBudgetRequest,
} from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { authOf, orgOf } from '../../http/request-context.js';
import { adReads, adWrites } from './access.js';
import { getAdBudgetReturn, returnAdBudget } from './budget-return.js';

const tags = ['Affiliate ads'];

/** /api/affliate-ad/return-budget and /budget-return: the money left on an ended ad, back to the brand. */
export const adBudgetReturnRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/return-budget',
    {
      config: adWrites,
      schema: { tags, body: ZReturnAdBudgetRequest, response: { 200: ZEnvelope(ZAdBudgetReturn) } },
    },
    async (request) =>
      ok(await returnAdBudget(deps, orgOf(request).orgId, authOf(request).userId, request.body.adId)),
  );

  app.post(
    '/budget-return',
    {
      config: adReads,
      schema: { tags, body: ZReturnAdBudgetRequest, response: { 200: ZEnvelope(ZAdBudgetReturnState) } },
    },
    async (request) => ok({ latest: await getAdBudgetReturn(deps, orgOf(request).orgId, request.body.adId) }),
  );
};
