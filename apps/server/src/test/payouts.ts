import { randomUUID } from 'node:crypto';
import type { TAdLink, TAffiliateAd, TPayout } from '@creatorscope/contracts';
import type { FastifyInstance } from 'fastify';
import { releaseDueEarnings } from '../modules/affiliate-ads/index.js';
import { adEarnings } from '../modules/affiliate-ads/tables.js';
import { accountKey, openAccount, transfer } from '../modules/ledger/index.js';
import { call, createTestUser, type TestUser } from './app.js';

/*
 * What the payouts tests stand on: an ad, funded, with publishers who joined it and earnings
 * made as the ad's payer makes them (earnings.ts: ad_budget → publisher_pending with the row).
 */

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A valid /affliate-ad/create body (without orgId): a draft running from today for 30 days. */
export const validAdRequest = () => ({
  campaignName: 'Diwali sale',
  brandName: 'Acme',
  ad_type: 'image',
  ad_display_type: 'feed',
  schedule_post: inDays(0),
  validity: inDays(30),
  commission_percent_on_conversion: 10,
  conversion_price_cap: 500,
  website_url: 'https://acme.example/shop',
});

export async function makeFundedAd(
  app: FastifyInstance,
  brand: TestUser,
  budgetMinor: number,
  overrides: object = {},
): Promise<TAffiliateAd> {
  const made = await call<TAffiliateAd>(
    app,
    '/affliate-ad/create',
    {
      orgId: brand.orgId,
      campaignName: 'Diwali sale',
      brandName: 'Acme',
      ad_type: 'image',
      ad_display_type: 'feed',
      schedule_post: inDays(0),
      validity: inDays(30),
      commission_percent_on_conversion: 10,
      conversion_price_cap: 50,
      website_url: 'https://shop.acme.example/diwali',
      ...overrides,
    },
    brand.token,
  );
  if (made.statusCode !== 201) throw new Error(`ad not made: ${JSON.stringify(made.body)}`);
  await call(app, '/affliate-ad/toggle-status', { orgId: brand.orgId, id: made.body.data._id }, brand.token);
  await fundAd(app, made.body.data, brand.orgId, budgetMinor);
  return made.body.data;
}

/** Puts `minor` into an ad's budget, as a paid checkout would (budget.test.ts covers the checkout). */
export async function fundAd(
  app: FastifyInstance,
  ad: Pick<TAffiliateAd, '_id' | 'currency'>,
  orgId: string,
  minor: number,
): Promise<void> {
  const key = accountKey.adBudget(ad._id);
  await openAccount(app.deps.db, { key, orgId, currency: ad.currency });
  await transfer(app.deps.db, {
    debit: accountKey.externalPayments,
    credit: key,
    amountMinor: minor,
    currency: ad.currency,
    reason: 'test funding',
    sourceId: ad._id,
    idempotencyKey: `test-fund:${randomUUID()}`,
  });
}

/** `code`: their link's, /l/<code>. */
export type TestPublisher = TestUser & { publisherId: string; linkId: string; code: string };

export async function joinedPublisher(
  app: FastifyInstance,
  ad: TAffiliateAd,
  payout: { upi_id?: string; bank_account_details?: Record<string, string>; pan?: string } = {
    upi_id: 'asharao@okaxis',
  },
): Promise<TestPublisher> {
  const user = await createTestUser(app);
  const registered = await call<{ _id: string }>(
    app,
    '/publisher/register',
    {
      name: 'Asha Rao',
      email: `${user.email}`,
      whatsup_number: '+91 98765-43210',
      publisherType: 'influencer',
      ...payout,
    },
    user.token,
  );
  if (registered.statusCode >= 300) throw new Error(`not registered: ${JSON.stringify(registered.body)}`);
  const joined = await call<TAdLink>(app, '/affliate-ad/join', { publicId: ad.publicId }, user.token);
  if (joined.statusCode !== 201) throw new Error(`not joined: ${JSON.stringify(joined.body)}`);
  return {
    ...user,
    publisherId: registered.body.data._id,
    linkId: joined.body.data._id,
    code: joined.body.data.code,
  };
}

/** One paid event, as the ad's payer pays it: budget → pending, and its ad_earnings row. */
export async function earn(
  app: FastifyInstance,
  adId: string,
  publisherId: string,
  amountMinor: number,
  occurredAt: Date = new Date(),
  currency: 'INR' | 'USD' = 'INR',
): Promise<string> {
  const eventId = randomUUID();
  await app.deps.db.transaction(async (tx) => {
    await transfer(tx, {
      debit: accountKey.adBudget(adId),
      credit: accountKey.publisherPending(publisherId),
      amountMinor,
      currency,
      reason: 'ad_earning',
      sourceId: adId,
      idempotencyKey: `ad_earning:${eventId}`,
    });
    await tx.insert(adEarnings).values({
      eventId,
      adId,
      publisherId,
      kind: 'conversion',
      occurredAt,
      amountMinor,
      currency,
      status: 'pending',
      ledgerKey: `ad_earning:${eventId}`,
    });
  });
  return eventId;
}

export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/**
 * A joined publisher with `availableMinor` earned eight days ago and released, and a verified UPI
 * method (with `pan` unless null): ready to withdraw from an ad that holds earnings seven days.
 */
export async function readyPublisher(
  app: FastifyInstance,
  ad: TAffiliateAd,
  availableMinor: number,
  { pan = 'ABCPR1234K' }: { pan?: string | null } = {},
): Promise<TestPublisher> {
  const publisher = await joinedPublisher(app, ad, {
    upi_id: `t${randomUUID().slice(0, 8)}@okaxis`,
    ...(pan ? { pan } : {}),
  });
  await earn(app, ad._id, publisher.publisherId, availableMinor, daysAgo(8));
  await releaseDueEarnings(app.deps);
  const verified = await call(app, '/publisher/verify-payout-method', { method: 'upi' }, publisher.token);
  if (verified.statusCode !== 200) throw new Error(`method not verified: ${JSON.stringify(verified.body)}`);
  return publisher;
}

/** The publisher withdraws `amount` rupees under a key of its own; anything but a 201 fails. */
export async function withdraw(app: FastifyInstance, publisher: TestUser, amount: number): Promise<TPayout> {
  const res = await call<TPayout>(
    app,
    '/publisher/withdraw',
    { amount, idempotencyKey: `test-withdraw:${randomUUID()}` },
    publisher.token,
  );
  if (res.statusCode !== 201) throw new Error(`withdrawal refused: ${JSON.stringify(res.body)}`);
  return res.body.data;
}
