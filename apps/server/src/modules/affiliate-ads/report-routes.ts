import {
  ZAdReport,
  ZEnvelope,
  ZGetAdReportsRequest,
  ZReportPublisherRequest,
  ZResolveAdReportRequest,
} from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { created, ok } from '../../http/envelope.js';
import { authOf, orgOf } from '../../http/request-context.js';
import { adReads, adWrites } from './access.js';
import { listAdReports, reportPublisher, resolveAdReport } from './reports.js';

const tags = ['Affiliate ads'];

/** /api/script/report-publisher (the spec's path): a brand reports a publisher on its ad. */
export const reportPublisherRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/report-publisher',
    {
      config: adWrites,
      schema: { tags, body: ZReportPublisherRequest, response: { 201: ZEnvelope(ZAdReport) } },
    },
    async (request, reply) => {
      const { orgId: _org, ...input } = request.body;
      return created(
        reply,
        await reportPublisher(deps, orgOf(request).orgId, authOf(request).userId, input),
        'Publisher reported: their earnings from this ad are held',
      );
    },
  );
};

/** /api/affliate-ad/get-reports and /resolve-report: the brand's reports and its decisions. */
export const adReportRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/get-reports',
    {
      config: adReads,
      schema: { tags, body: ZGetAdReportsRequest, response: { 200: ZEnvelope(z.array(ZAdReport)) } },
    },
    async (request) => ok(await listAdReports(deps, orgOf(request).orgId, request.body.id)),
  );

  app.post(
    '/resolve-report',
    {
      config: adWrites,
      schema: { tags, body: ZResolveAdReportRequest, response: { 200: ZEnvelope(ZAdReport) } },
    },
    async (request) => {
      const { orgId: _org, ...input } = request.body;
      const report = await resolveAdReport(deps, orgOf(request).orgId, authOf(request).userId, input);
      return ok(report, report.status === 'confirmed' ? 'Report confirmed' : 'Report dismissed');
    },
  );
};
