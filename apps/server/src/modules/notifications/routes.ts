import {
  ZEnvelope,
  ZGetNotificationsRequest,
  ZNotification,
  ZNotificationStreamRequest,
  ZReadNotificationsRequest,
  ZReadNotificationsResponse,
} from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { requireOrg } from '../../http/access.js';
import { envelope, ok } from '../../http/envelope.js';
import { tooManyRequests } from '../../http/errors.js';
import { authOf, orgOf } from '../../http/request-context.js';
import { listUnreadNotifications, markNotificationsRead } from './service.js';
import { NotificationStreams } from './stream.js';

const tags = ['Notifications'];
const EVENT_STREAM = 'text/event-stream';

/** The caller's notifications in an organisation (spec section 7 puts them under /profile). */
export const notificationRoutes: FastifyPluginAsyncZod<{
  deps: Deps;
  streams?: NotificationStreams;
}> = async (app, { deps, streams = new NotificationStreams(deps) }) => {
  app.addHook('preClose', async () => streams.closeAll());

  app.post(
    '/get-notifications',
    {
      config: requireOrg('Read', 'organization_id'),
      schema: { tags, body: ZGetNotificationsRequest, response: { 200: ZEnvelope(z.array(ZNotification)) } },
    },
    async (request) => {
      const { orgId, userId } = orgOf(request);
      return ok(await listUnreadNotifications(deps, orgId, userId));
    },
  );

  app.post(
    '/read-notifications',
    {
      config: requireOrg('Read', 'organization_id'),
      schema: {
        tags,
        body: ZReadNotificationsRequest,
        response: { 200: ZEnvelope(ZReadNotificationsResponse) },
      },
    },
    async (request) => {
      const { orgId, userId } = orgOf(request);
      const updated = await markNotificationsRead(deps, orgId, userId, request.body.notificationIds);
      return ok({ updated }, 'Notifications marked read');
    },
  );

  app.post(
    '/notifications-stream',
    {
      config: requireOrg('Read', 'organization_id'),
      schema: {
        tags,
        body: ZNotificationStreamRequest,
        description:
          'Needs the Read team permission in the organisation named by `organization_id`, and ' +
          '`accept: text/event-stream`. Answers a stream of `notification` events (data: a notification) ' +
          'after one `ready` event, with a `: ping` comment every 25 s.',
      },
    },
    async (request, reply) => {
      // A client that cannot read a stream gets an answer it understands instead of a hanging call.
      if (!request.headers.accept?.includes(EVENT_STREAM)) {
        const message = `This call answers a stream: send the header accept: ${EVENT_STREAM}`;
        return reply.code(406).send(envelope(406, message, null));
      }
      const { orgId, userId } = orgOf(request);
      const { sessionId } = authOf(request);
      if (!streams.hasRoomFor(sessionId)) {
        // Each stream holds a connection and a subscription: one session may not hold any number.
        throw tooManyRequests(60);
      }
      streams.start(request, reply, { orgId, userId, sessionId });
      return reply;
    },
  );
};
