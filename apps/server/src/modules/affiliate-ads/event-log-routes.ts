import {
  ZAdEventLog,
  ZAdEventLogFilters,
  ZAdEventLogRequest,
  ZEnvelope,
  ZMarkConversionRequest,
  ZMarkedConversion,
} from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { ok, sendFile } from '../../http/envelope.js';
import { orgOf } from '../../http/request-context.js';
import { adReads, adWrites } from './access.js';
import { markConversion } from './conversion-marks.js';
import { adEventLogCsv, getAdEventLog } from './event-log.js';

/** /api/affliate-ad/*: an ad's raw event log, a page at a time or as one CSV file, and a conversion marked from it. */
export const adEventLogRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['Affiliate ads'];

  app.post(
    '/ad-event-log',
    {
      config: adReads,
      schema: {
        tags,
        description:
          "The ad's raw events newest first, counted or not and why (`reason`: 'counted' or a reason such as bot, duplicate, inactive), filtered by kind, publisher and inclusive UTC days; send `nextCursor` back as `cursor` for the next page.",
        body: ZAdEventLogRequest,
        response: { 200: ZEnvelope(ZAdEventLog) },
      },
    },
    async (request) => ok(await getAdEventLog(deps, orgOf(request).orgId, request.body)),
  );

  app.post(
    '/ad-event-log-csv',
    {
      config: adReads,
      schema: {
        tags,
        description:
          'Every event of the same filters as a CSV file (text/csv), not an envelope, streamed however many rows there are.',
        body: ZAdEventLogFilters,
      },
    },
    async (request, reply) => {
      const csv = await adEventLogCsv(deps, orgOf(request).orgId, request.body);
      return sendFile(reply, { ...csv, type: 'text/csv; charset=utf-8' });
    },
  );

  app.post(
    '/mark-conversion',
    {
      config: adWrites,
      schema: {
        tags,
        description:
          "Marks a counted conversion of the ad as fraud or refunded (Write or Admin member): it stops counting, and its publisher's earning goes back to the ad's budget (inside the holding period from their pending money; after it, from their available money and then as a debt their next earnings pay). 409 when it does not count already, or an open report holds its earning.",
        body: ZMarkConversionRequest,
        response: { 200: ZEnvelope(ZMarkedConversion) },
      },
    },
    async (request) => {
      const marked = await markConversion(deps, orgOf(request).orgId, request.body);
      return ok(marked, request.body.mark === 'fraud' ? 'Marked as fraud' : 'Marked as refunded');
    },
  );
};
