import {
  ZAffiliateAd,
  ZAffiliateAdsPage,
  ZCreateAffiliateAdRequest,
  ZEnvelope,
  ZGetAffiliateAdRequest,
  ZGetAffiliateAdsRequest,
  ZToggleAffiliateAdStatusRequest,
  ZUpdateAffiliateAdRequest,
} from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { created, ok } from '../../http/envelope.js';
import { authOf, orgOf } from '../../http/request-context.js';
import { adReads, adWrites } from './access.js';
import {
  createAffiliateAd,
  getAffiliateAd,
  listAffiliateAds,
  toggleAffiliateAdStatus,
  updateAffiliateAd,
} from './service.js';

const tags = ['Affiliate ads'];

/** /api/affliate-ad/* (the spec's spelling): the marketer's ads. */
export const affiliateAdRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/create',
    {
      config: adWrites,
      schema: { tags, body: ZCreateAffiliateAdRequest, response: { 201: ZEnvelope(ZAffiliateAd) } },
    },
    async (request, reply) => {
      const { orgId: _org, ...fields } = request.body;
      return created(
        reply,
        await createAffiliateAd(deps, orgOf(request).orgId, authOf(request).userId, fields),
        'Ad created',
      );
    },
  );

  app.post(
    '/update',
    {
      config: adWrites,
      schema: { tags, body: ZUpdateAffiliateAdRequest, response: { 200: ZEnvelope(ZAffiliateAd) } },
    },
    async (request) => {
      const { orgId: _org, id, ...fields } = request.body;
      return ok(await updateAffiliateAd(deps, orgOf(request).orgId, id, fields), 'Ad updated');
    },
  );

  app.post(
    '/get-all-add-post',
    {
      config: adReads,
      schema: { tags, body: ZGetAffiliateAdsRequest, response: { 200: ZEnvelope(ZAffiliateAdsPage) } },
    },
    async (request) => {
      const { orgId: _org, ...query } = request.body;
      return ok(await listAffiliateAds(deps, orgOf(request).orgId, query));
    },
  );

  app.post(
    '/get',
    {
      config: adReads,
      schema: { tags, body: ZGetAffiliateAdRequest, response: { 200: ZEnvelope(ZAffiliateAd) } },
    },
    async (request) => ok(await getAffiliateAd(deps, orgOf(request).orgId, request.body.id)),
  );

  app.post(
    '/toggle-status',
    {
      config: adWrites,
      schema: { tags, body: ZToggleAffiliateAdStatusRequest, response: { 200: ZEnvelope(ZAffiliateAd) } },
    },
    async (request) => {
      const ad = await toggleAffiliateAdStatus(deps, orgOf(request).orgId, request.body.id);
      return ok(ad, ad.status === 'active' ? 'Ad activated' : 'Ad paused');
    },
  );
};
