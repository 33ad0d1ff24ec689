import {
  ZAcceptInvitationRequest,
  ZAcceptInvitationResponse,
  ZAddTeamMemberRequest,
  ZDeleteTeamMemberRequest,
  ZEnvelope,
  ZGetInvitationRequest,
  ZGetTeamMembersRequest,
  ZInvitationPreview,
  ZTeamMember,
  ZToggleTeamMemberStatusRequest,
  ZUpdateTeamMemberRequest,
} from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { publicRoute, requireOrg, requireUser } from '../../http/access.js';
import { created, ok } from '../../http/envelope.js';
import { authOf, orgOf } from '../../http/request-context.js';
import { acceptInvitation } from './service/accept-invitation.js';
import { addTeamMember } from './service/add-member.js';
import { deleteTeamMember } from './service/delete-member.js';
import { getInvitationPreview } from './service/get-invitation.js';
import { listTeamMembers } from './service/list-members.js';
import { toggleTeamMemberStatus } from './service/toggle-member-status.js';
import { updateTeamMember } from './service/update-member.js';

const tags = ['Team'];

/** The team of an organisation and its invitations (spec section 7 spells the prefix /onboard). */
export const teamRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/get-all-member',
    {
      config: requireOrg('Read', 'orgId'),
      schema: { tags, body: ZGetTeamMembersRequest, response: { 200: ZEnvelope(z.array(ZTeamMember)) } },
    },
    async (request) => {
      const { orgId, userId } = orgOf(request);
      return ok(await listTeamMembers(deps, orgId, userId));
    },
  );

  app.post(
    '/add-member',
    {
      config: requireOrg('Admin', 'orgId'),
      schema: { tags, body: ZAddTeamMemberRequest, response: { 201: ZEnvelope(ZTeamMember) } },
    },
    async (request, reply) => {
      const { orgId, userId } = orgOf(request);
      const { orgId: _named, ...input } = request.body;
      return created(reply, await addTeamMember(deps, orgId, userId, input), 'Invitation sent');
    },
  );

  app.post(
    '/update-member',
    {
      config: requireOrg('Admin', 'orgId'),
      schema: { tags, body: ZUpdateTeamMemberRequest, response: { 200: ZEnvelope(ZTeamMember) } },
    },
    async (request) => {
      const { orgId, userId } = orgOf(request);
      const { orgId: _named, ...input } = request.body;
      return ok(await updateTeamMember(deps, orgId, userId, input), 'Team member updated');
    },
  );

  app.post(
    '/delete-member',
    {
      config: requireOrg('Admin', 'orgId'),
      schema: { tags, body: ZDeleteTeamMemberRequest, response: { 200: ZEnvelope(z.null()) } },
    },
    async (request) => {
      const { kind } = await deleteTeamMember(deps, orgOf(request).orgId, request.body.id);
      return ok(null, kind === 'member' ? 'Team member removed' : 'Invitation withdrawn');
    },
  );

  app.post(
    '/toggle-status',
    {
      config: requireOrg('Admin', 'orgId'),
      schema: { tags, body: ZToggleTeamMemberStatusRequest, response: { 200: ZEnvelope(ZTeamMember) } },
    },
    async (request) => {
      const { orgId, userId } = orgOf(request);
      const member = await toggleTeamMemberStatus(deps, orgId, userId, request.body.id);
      return ok(member, member.isActive ? 'Team member switched on' : 'Team member switched off');
    },
  );

  app.post(
    '/get-invitation',
    {
      config: publicRoute(),
      schema: { tags, body: ZGetInvitationRequest, response: { 200: ZEnvelope(ZInvitationPreview) } },
    },
    async (request) => ok(await getInvitationPreview(deps, request.body.token)),
  );

  app.post(
    '/accept-invitation',
    {
      config: requireUser(),
      schema: {
        tags,
        body: ZAcceptInvitationRequest,
        response: { 200: ZEnvelope(ZAcceptInvitationResponse) },
      },
    },
    async (request) =>
      ok(await acceptInvitation(deps, authOf(request).userId, request.body.token), 'Welcome to the team'),
  );
};
