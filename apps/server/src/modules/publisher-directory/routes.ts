import {
  ZAnswerPublisherRequest,
  ZBrandPublisherRequest,
  ZEnvelope,
  ZGetAllPublishersRequest,
  ZGetIncomingRequestsRequest,
  ZGetPublisherDetailsRequest,
  ZIncomingPublisherRequest,
  ZIncomingPublisherRequestsPage,
  ZInviteDirectoryPublishersRequest,
  ZInviteDirectoryPublishersResponse,
  ZPublisherDetails,
  ZPublishersPage,
  ZRequestCollaborationRequest,
  ZRequestPublisherContactRequest,
} from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { requireOrg, requireUser } from '../../http/access.js';
import { ok } from '../../http/envelope.js';
import { requireFeature } from '../../http/guards.js';
import { authOf, orgOf } from '../../http/request-context.js';
import { searchPublisherDirectory } from '../publishers/index.js';
import { inviteDirectoryPublishers } from './invites.js';
import { answerRequest, getPublisherDetails, listIncomingRequests, requestPublisher } from './requests.js';

const tags = ['Publisher directory'];

/** The brand's calls: members of `orgId` whose plan has affiliate marketing (the directory feeds it). */
const directoryReads = { ...requireOrg('Read', 'orgId'), ...requireFeature('Affiliate') };
const directoryWrites = { ...requireOrg('Write', 'orgId'), ...requireFeature('Affiliate') };

/**
 * /api/publisher/* of the directory: brands find publishers and ask them (contact, collaboration,
 * an ad); publishers answer their own requests.
 */
export const publisherDirectoryRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/get-all-publishers',
    {
      config: directoryReads,
      schema: { tags, body: ZGetAllPublishersRequest, response: { 200: ZEnvelope(ZPublishersPage) } },
    },
    async (request) => {
      const { orgId: _orgId, ...query } = request.body;
      return ok(await searchPublisherDirectory(deps, query));
    },
  );

  app.post(
    '/get-inflencer-details',
    {
      config: directoryReads,
      schema: { tags, body: ZGetPublisherDetailsRequest, response: { 200: ZEnvelope(ZPublisherDetails) } },
    },
    async (request) => ok(await getPublisherDetails(deps, orgOf(request).orgId, request.body.publisherId)),
  );

  const ask =
    (kind: 'contact' | 'collaboration') =>
    async (
      request: { body: { publisherId: string; message?: string | undefined; adId?: string | undefined } },
      reply: { code: (status: 200 | 201) => unknown },
      orgId: string,
      userId: string,
    ) => {
      const { request: answer, isNew } = await requestPublisher(deps, orgId, userId, {
        kind,
        ...request.body,
      });
      const status: 200 | 201 = isNew ? 201 : 200;
      reply.code(status);
      return { status, message: isNew ? 'Request sent' : 'You asked this publisher already', data: answer };
    };

  app.post(
    '/request-contact',
    {
      config: directoryWrites,
      schema: {
        tags,
        body: ZRequestPublisherContactRequest,
        response: { 200: ZEnvelope(ZBrandPublisherRequest), 201: ZEnvelope(ZBrandPublisherRequest) },
      },
    },
    (request, reply) => ask('contact')(request, reply, orgOf(request).orgId, authOf(request).userId),
  );

  app.post(
    '/request-influencer',
    {
      config: directoryWrites,
      schema: {
        tags,
        body: ZRequestCollaborationRequest,
        response: { 200: ZEnvelope(ZBrandPublisherRequest), 201: ZEnvelope(ZBrandPublisherRequest) },
      },
    },
    (request, reply) => ask('collaboration')(request, reply, orgOf(request).orgId, authOf(request).userId),
  );

  app.post(
    '/send-initial-invite-to-publishers',
    {
      config: directoryWrites,
      schema: {
        tags,
        body: ZInviteDirectoryPublishersRequest,
        response: { 200: ZEnvelope(ZInviteDirectoryPublishersResponse) },
      },
    },
    async (request) => {
      const { id, publisherIds } = request.body;
      const answer = await inviteDirectoryPublishers(
        deps,
        orgOf(request).orgId,
        authOf(request).userId,
        id,
        publisherIds,
      );
      const sent = answer.results.filter((result) => result.outcome === 'sent').length;
      return ok(answer, sent === 1 ? '1 invitation sent' : `${sent} invitations sent`);
    },
  );

  app.post(
    '/get-requests',
    {
      config: requireUser(),
      schema: {
        tags,
        body: ZGetIncomingRequestsRequest,
        response: { 200: ZEnvelope(ZIncomingPublisherRequestsPage) },
      },
    },
    async (request) => ok(await listIncomingRequests(deps, authOf(request).userId, request.body)),
  );

  app.post(
    '/answer-request',
    {
      config: requireUser(),
      schema: {
        tags,
        body: ZAnswerPublisherRequest,
        response: { 200: ZEnvelope(ZIncomingPublisherRequest) },
      },
    },
    async (request) => {
      const { requestId, answer } = request.body;
      const answered = await answerRequest(deps, authOf(request).userId, requestId, answer);
      return ok(answered, answer === 'accepted' ? 'You said yes' : 'You said no');
    },
  );
};
