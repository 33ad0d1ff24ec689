import {
  hasPermission,
  ZAddAffiliatePayoutRequest,
  ZAdPayoutDetail,
  ZAdPayoutLinesPage,
  ZClearPayoutReviewRequest,
  ZEarningEntry,
  ZEnvelope,
  ZGenerateCreditNoteRequest,
  ZGenerateInvoiceRequest,
  ZGetAdPayoutRequest,
  ZGetAllAdPayoutsRequest,
  ZGetEarningsRequest,
  ZGetPayoutAmountRequest,
  ZGetPayoutMethodsRequest,
  ZGetPayoutReviewsRequest,
  ZGetPayoutStatementRequest,
  ZGetPayoutsRequest,
  ZGetTdsDeducteesRequest,
  ZGetTdsDepositsRequest,
  ZPayout,
  ZPayoutAmount,
  ZPayoutMethods,
  ZPayoutReview,
  ZPayoutReviews,
  ZPayoutsPage,
  ZPublisherEarnings,
  ZRecordTdsDepositRequest,
  ZTdsMonth,
  ZTdsMonths,
  ZVerifyPayoutMethodRequest,
  ZWithdrawRequest,
} from '@creatorscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BadPayoutSignature } from '../../adapters/payouts/index.js';
import type { Deps } from '../../deps.js';
import { requireOperator, requireUser } from '../../http/access.js';
import { created, ok, sendFile, sendPdf } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { authOf, operatorOf, orgOf } from '../../http/request-context.js';
import { addAdBonus } from '../affiliate-ads/index.js';
import type { Membership } from '../org/index.js';
import { payoutAdmins, payoutReads } from './access.js';
import { getCreditNote, getTaxInvoice } from './invoice.js';
import { getPayoutMethods, verifyPayoutMethod } from './methods.js';
import { listPayouts, receivePayoutWebhook, withdraw } from './payouts.js';
import { getAdPayoutLine, getPayoutAmount, getPublisherEarnings, listAdPayoutLines } from './reads.js';
import { clearReview, listPayoutReviews } from './reviews.js';
import { getPayoutStatement } from './statement.js';
import { listTdsMonths, recordTdsDeposit, tdsDeducteesCsv } from './tds-deposits.js';

type Opts = { deps: Deps };

/** A numbered document's first download issues it: Write or Admin; Read members read issued ones. */
const readerOf = (member: Membership) => ({ mayIssue: hasPermission(member.permission, 'Write') });
const tags = ['Payouts'];

/** /api/publisher/*: the signed-in publisher's own earnings, payouts and payout methods. */
export const publisherPayoutRoutes: FastifyPluginAsyncZod<Opts> = async (app, { deps }) => {
  app.post(
    '/get-earnings',
    {
      config: requireUser(),
      schema: { tags, body: ZGetEarningsRequest, response: { 200: ZEnvelope(ZPublisherEarnings) } },
    },
    async (request) => ok(await getPublisherEarnings(deps, authOf(request).userId, request.body)),
  );
  app.post(
    '/get-payouts',
    {
      config: requireUser(),
      schema: { tags, body: ZGetPayoutsRequest, response: { 200: ZEnvelope(ZPayoutsPage) } },
    },
    async (request) => ok(await listPayouts(deps, authOf(request).userId, request.body)),
  );
  app.post(
    '/get-payout-statement',
    {
      config: requireUser(),
      schema: {
        tags,
        body: ZGetPayoutStatementRequest,
        description:
          'Answers the self-billed statement of one of your payouts being paid or paid: the PDF itself (application/pdf), not an envelope.',
      },
    },
    async (request, reply) => {
      const statement = await getPayoutStatement(deps, authOf(request).userId, request.body.payoutId);
      return sendPdf(reply, statement);
    },
  );
  app.post(
    '/get-payout-methods',
    {
      config: requireUser(),
      schema: { tags, body: ZGetPayoutMethodsRequest, response: { 200: ZEnvelope(ZPayoutMethods) } },
    },
    async (request) => ok(await getPayoutMethods(deps, authOf(request).userId)),
  );
  app.post(
    '/verify-payout-method',
    {
      config: requireUser(),
      schema: { tags, body: ZVerifyPayoutMethodRequest, response: { 200: ZEnvelope(ZPayoutMethods) } },
    },
    async (request) => ok(await verifyPayoutMethod(deps, authOf(request).userId, request.body.method)),
  );
  app.post(
    '/withdraw',
    {
      config: requireUser(),
      schema: {
        tags,
        body: ZWithdrawRequest,
        response: { 200: ZEnvelope(ZPayout), 201: ZEnvelope(ZPayout) },
      },
    },
    async (request, reply) => {
      const { payout, isRepeat } = await withdraw(deps, authOf(request).userId, request.body);
      return isRepeat ? ok(payout, 'Payout already requested') : created(reply, payout, 'Payout requested');
    },
  );
};

/** /api/payout/*: what the organisation's ads earned their publishers, and a manual bonus. */
export const brandPayoutRoutes: FastifyPluginAsyncZod<Opts> = async (app, { deps }) => {
  app.post(
    '/get-all-payout',
    {
      config: payoutReads,
      schema: { tags, body: ZGetAllAdPayoutsRequest, response: { 200: ZEnvelope(ZAdPayoutLinesPage) } },
    },
    async (request) => {
      const { orgId: _org, ...input } = request.body;
      return ok(await listAdPayoutLines(deps, orgOf(request).orgId, input));
    },
  );
  app.post(
    '/get-payout',
    {
      config: payoutReads,
      schema: { tags, body: ZGetAdPayoutRequest, response: { 200: ZEnvelope(ZAdPayoutDetail) } },
    },
    async (request) => ok(await getAdPayoutLine(deps, orgOf(request).orgId, request.body)),
  );
  app.post(
    '/get-payout-amount',
    {
      config: payoutReads,
      schema: { tags, body: ZGetPayoutAmountRequest, response: { 200: ZEnvelope(ZPayoutAmount) } },
    },
    async (request) => ok(await getPayoutAmount(deps, orgOf(request).orgId, request.body)),
  );
  app.post(
    '/generate-invoice',
    {
      config: payoutReads,
      schema: {
        tags,
        body: ZGenerateInvoiceRequest,
        description:
          'Answers the GST tax invoice of one of your paid ad-budget payments: the PDF itself (application/pdf), not an envelope. Its first download gives it its number, which only Admin and Write members may do (403 for a Read member until then).',
      },
    },
    async (request, reply) => {
      const member = orgOf(request);
      const invoice = await getTaxInvoice(deps, member.orgId, request.body.paymentId, readerOf(member));
      return sendPdf(reply, invoice);
    },
  );
  app.post(
    '/generate-credit-note',
    {
      config: payoutReads,
      schema: {
        tags,
        body: ZGenerateCreditNoteRequest,
        description:
          'Answers the GST credit note of one of your refunded ad-budget payments, against its tax invoice: the PDF itself (application/pdf), not an envelope. Its first download gives it its number, which only Admin and Write members may do (403 for a Read member until then).',
      },
    },
    async (request, reply) => {
      const member = orgOf(request);
      const note = await getCreditNote(deps, member.orgId, request.body.paymentId, readerOf(member));
      return sendPdf(reply, note);
    },
  );
  app.post(
    '/add-affliate-payout',
    {
      config: payoutAdmins,
      schema: {
        tags,
        body: ZAddAffiliatePayoutRequest,
        response: {
          200: ZEnvelope(ZEarningEntry.pick({ _id: true })),
          201: ZEnvelope(ZEarningEntry.pick({ _id: true })),
        },
      },
    },
    async (request, reply) => {
      const { orgId: _org, ...input } = request.body;
      const bonus = await addAdBonus(deps, orgOf(request).orgId, input);
      return bonus.isRepeat
        ? ok({ _id: bonus.eventId }, 'Bonus already added')
        : created(reply, { _id: bonus.eventId }, 'Bonus added');
    },
  );
};

export const BAD_SIGNATURE_MESSAGE = 'The webhook signature is not valid';

/** POST /webhooks/razorpayx: public, outside /api; the raw body is what the signature covers. */
export const payoutWebhookRoutes: FastifyPluginAsyncZod<Opts> = async (app, { deps }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.post('/razorpayx', { config: { rateLimit: false } }, async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    try {
      return ok(await receivePayoutWebhook(deps, raw, request.headers));
    } catch (err) {
      if (err instanceof BadPayoutSignature) throw new AppError('unauthorized', BAD_SIGNATURE_MESSAGE);
      throw err;
    }
  });
};

/**
 * /api/operations/*: the platform's operators review payout methods shared between publishers and
 * record the TDS deposited with the government.
 */
export const operatorPayoutRoutes: FastifyPluginAsyncZod<Opts> = async (app, { deps }) => {
  const operations = ['Operations'];
  app.post(
    '/get-payout-reviews',
    {
      config: requireOperator(),
      schema: {
        tags: operations,
        body: ZGetPayoutReviewsRequest,
        response: { 200: ZEnvelope(ZPayoutReviews) },
      },
    },
    async () => ok(await listPayoutReviews(deps)),
  );
  app.post(
    '/clear-payout-review',
    {
      config: requireOperator(),
      schema: {
        tags: operations,
        body: ZClearPayoutReviewRequest,
        response: { 200: ZEnvelope(ZPayoutReview) },
      },
    },
    async (request) => {
      return ok(
        await clearReview(deps, operatorOf(request), request.body.publisherId),
        'Payout review cleared',
      );
    },
  );
  app.post(
    '/get-tds-deposits',
    {
      config: requireOperator(),
      schema: { tags: operations, body: ZGetTdsDepositsRequest, response: { 200: ZEnvelope(ZTdsMonths) } },
    },
    async () => ok(await listTdsMonths(deps)),
  );
  app.post(
    '/record-tds-deposit',
    {
      config: requireOperator(),
      schema: { tags: operations, body: ZRecordTdsDepositRequest, response: { 200: ZEnvelope(ZTdsMonth) } },
    },
    async (request) => {
      return ok(await recordTdsDeposit(deps, operatorOf(request), request.body), 'TDS deposit recorded');
    },
  );
  app.post(
    '/get-tds-deductees',
    {
      config: requireOperator(),
      schema: {
        tags: operations,
        body: ZGetTdsDeducteesRequest,
        description:
          "Answers a month's deductees for its TDS return (Form 26Q), with their PANs: a CSV file (text/csv), not an envelope.",
      },
    },
    async (request, reply) => {
      const csv = await tdsDeducteesCsv(deps, request.body.month);
      return sendFile(reply, { ...csv, type: 'text/csv; charset=utf-8' });
    },
  );
};
