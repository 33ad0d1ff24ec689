import {
  ZAdInvitation,
  ZAdPublisherState,
  ZEnvelope,
  ZGetAdInvitationsRequest,
  ZInvitePublishersRequest,
  ZInvitePublishersResponse,
  ZRemoveAdPublisherRequest,
  ZRevokeAdInvitationRequest,
  ZSetAdCouponRequest,
} from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { authOf, orgOf } from '../../http/request-context.js';
import { adReads, adWrites } from './access.js';
import { invitePublishers, listAdInvitations, revokeAdInvitation } from './invitations.js';
import { removeAdPublisher, setAdCoupon } from './publisher-changes.js';

const tags = ['Affiliate ads'];

/** /api/affliate-ad/*: how the marketer reaches publishers (invitations by email) and manages them (coupons, removal). */
export const adPublisherRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/invite-publishers',
    {
      config: adWrites,
      schema: {
        tags,
        body: ZInvitePublishersRequest,
        response: { 200: ZEnvelope(ZInvitePublishersResponse) },
      },
    },
    async (request) => {
      const { id, emails } = request.body;
      const answer = await invitePublishers(deps, orgOf(request).orgId, authOf(request).userId, id, emails);
      const sent = answer.results.filter((result) => result.outcome === 'sent').length;
      return ok(answer, sent === 1 ? '1 invitation sent' : `${sent} invitations sent`);
    },
  );

  app.post(
    '/get-invitations',
    {
      config: adReads,
      schema: { tags, body: ZGetAdInvitationsRequest, response: { 200: ZEnvelope(ZAdInvitation.array()) } },
    },
    async (request) => ok(await listAdInvitations(deps, orgOf(request).orgId, request.body.id)),
  );

  app.post(
    '/revoke-invitation',
    {
      config: adWrites,
      schema: { tags, body: ZRevokeAdInvitationRequest, response: { 200: ZEnvelope(ZAdInvitation) } },
    },
    async (request) => {
      const { id, invitationId } = request.body;
      return ok(await revokeAdInvitation(deps, orgOf(request).orgId, id, invitationId), 'Invitation revoked');
    },
  );

  app.post(
    '/remove-publisher',
    {
      config: adWrites,
      schema: { tags, body: ZRemoveAdPublisherRequest, response: { 200: ZEnvelope(ZAdPublisherState) } },
    },
    async (request) => {
      const { id, publisherId } = request.body;
      return ok(await removeAdPublisher(deps, orgOf(request).orgId, id, publisherId), 'Publisher removed');
    },
  );

  app.post(
    '/set-coupon',
    {
      config: adWrites,
      schema: { tags, body: ZSetAdCouponRequest, response: { 200: ZEnvelope(ZAdPublisherState) } },
    },
    async (request) => {
      const { id, publisherId, couponCode } = request.body;
      const state = await setAdCoupon(deps, orgOf(request).orgId, id, publisherId, couponCode);
      return ok(state, state.couponCode === null ? 'Coupon removed' : 'Coupon saved');
    },
  );
};
