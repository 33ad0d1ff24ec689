import type {
  TAdPayoutDetail,
  TAdPayoutLinesPage,
  TAffiliateAd,
  TMeData,
  TPayout,
  TPayoutAmount,
  TPayoutMethods,
  TPayoutReview,
  TPayoutReviews,
  TPayoutsPage,
  TPublisherEarnings,
} from '@creatorscope/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_OTHER_HOLDER, type SandboxPayouts } from '../../adapters/payouts/index.js';
import { addTestMember, buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { daysAgo, earn, joinedPublisher, makeFundedAd } from '../../test/payouts.js';
import { releaseDueEarnings, reverseEarnings } from '../affiliate-ads/index.js';
import { adEarnings } from '../affiliate-ads/tables.js';
import { accountKey, balanceOf, trialBalance } from '../ledger/index.js';
import { notifications } from '../notifications/tables.js';
import { publishers } from '../publishers/tables.js';
import { payPeriodOf, resumePayouts, runScheduledPayouts } from './payouts.js';
import { payoutProviderFor, usePayoutProvider } from './provider.js';
import { payoutMethods, payouts } from './tables.js';

type Errors = { data: { errors: Record<string, string> } };

describe('payouts: holding, methods, withdrawals and the brand side', () => {
  let app: FastifyInstance;
  let brand: TestUser;
  let ad: TAffiliateAd;

  beforeAll(async () => {
    app = await buildTestApp({
      RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'error',
      PAYOUTS_SANDBOX_SETTLE_MS: '0',
      OPERATOR_EMAILS: 'someone@elsewhere.test, Ops@Creatorscope.test',
    });
    brand = await createTestUser(app, { plan: 'enterprise' });
    ad = await makeFundedAd(app, brand, 10_000_000, { holdingDays: 7 });
  }, 60_000);
  afterAll(() => app.close());

  const withdraw = (user: TestUser, body: object) =>
    call<TPayout>(app, '/publisher/withdraw', body, user.token);
  const verify = (user: TestUser, method = 'upi') =>
    call<TPayoutMethods>(app, '/publisher/verify-payout-method', { method }, user.token);
  /** The publisher registers again with a new UPI id (unverified until checked). */
  const changeUpi = (publisher: TestUser & { email: string }) =>
    call(
      app,
      '/publisher/register',
      {
        name: 'Asha Rao',
        email: publisher.email,
        whatsup_number: '+919876543210',
        publisherType: 'influencer',
        upi_id: `ok${crypto.randomUUID().slice(0, 6)}@okaxis`,
      },
      publisher.token,
    );
  /** A publisher with `availableMinor` released and a verified UPI id. */
  async function readyPublisher(availableMinor: number, upi = `p${crypto.randomUUID().slice(0, 8)}@okaxis`) {
    const publisher = await joinedPublisher(app, ad, { upi_id: upi });
    await earn(app, ad._id, publisher.publisherId, availableMinor, daysAgo(8));
    await releaseDueEarnings(app.deps);
    expect((await verify(publisher)).body.data.methods[0]?.verification).toBe('verified');
    return publisher;
  }

  it('keeps an ad holding period: 30 days by default, one of the choices, else 400 naming holdingDays', async () => {
    const plain = await makeFundedAd(app, brand, 100);
    expect(plain.holdingDays).toBe(30);
    expect(ad.holdingDays).toBe(7);
    const bad = await call(
      app,
      '/affliate-ad/create',
      {
        orgId: brand.orgId,
        campaignName: 'x',
        brandName: 'y',
        ad_type: 'image',
        ad_display_type: 'feed',
        schedule_post: '2030-01-01',
        commission_percent_on_conversion: 1,
        conversion_price_cap: 1,
        holdingDays: 5,
      },
      brand.token,
    );
    expect(bad.statusCode).toBe(400);
    expect((bad.body as unknown as Errors).data.errors.holdingDays).toBe(
      'holdingDays must be one of 0, 7, 14, 30, 60, 90',
    );
  });

  it('releases pending earnings once the ad holding period has passed, exactly once, and never held ones', async () => {
    const publisher = await joinedPublisher(app, ad);
    const old = await earn(app, ad._id, publisher.publisherId, 700, daysAgo(8));
    const fresh = await earn(app, ad._id, publisher.publisherId, 300, daysAgo(2));
    // Two instances releasing at once release it once.
    await Promise.all([releaseDueEarnings(app.deps), releaseDueEarnings(app.deps)]);
    await releaseDueEarnings(app.deps);
    expect(await balanceOf(app.deps.db, accountKey.publisherAvailable(publisher.publisherId))).toBe(700);
    expect(await balanceOf(app.deps.db, accountKey.publisherPending(publisher.publisherId))).toBe(300);
    const rows = await app.deps.db
      .select()
      .from(adEarnings)
      .where(eq(adEarnings.publisherId, publisher.publisherId));
    const byId = new Map(rows.map((r) => [r.eventId, r]));
    expect(byId.get(old)).toMatchObject({ status: 'available', releaseKey: `release:${old}` });
    expect(byId.get(fresh)?.status).toBe('pending');

    // An open report holds what is pending: it is not released when its time comes.
    const report = await call(
      app,
      '/script/report-publisher',
      { orgId: brand.orgId, adId: ad._id, publisherId: publisher.publisherId, reason: 'fake_clicks' },
      brand.token,
    );
    expect(report.statusCode).toBe(201);
    await releaseDueEarnings(app.deps, { now: new Date(Date.now() + 10 * 86_400_000) });
    const [held] = await app.deps.db.select().from(adEarnings).where(eq(adEarnings.eventId, fresh));
    expect(held?.status).toBe('held');
    expect(await balanceOf(app.deps.db, accountKey.publisherAvailable(publisher.publisherId))).toBe(700);
  });

  it('releases an earning at the second its holding period ends, across the end of February', async () => {
    const publisher = await joinedPublisher(app, ad);
    // A fixed clock, in the past so no other test's earning is due then: February 2026 has 28
    // days, so 7 days from 25 February 12:00 is 4 March 12:00.
    await earn(app, ad._id, publisher.publisherId, 400, new Date('2026-02-25T12:00:00Z'));
    const available = () => balanceOf(app.deps.db, accountKey.publisherAvailable(publisher.publisherId));
    await releaseDueEarnings(app.deps, { now: new Date('2026-03-04T11:59:59Z') });
    expect(await available()).toBe(0);
    await releaseDueEarnings(app.deps, { now: new Date('2026-03-04T12:00:00Z') });
    expect(await available()).toBe(400);
    expect(await balanceOf(app.deps.db, accountKey.publisherPending(publisher.publisherId))).toBe(0);
  });

  it('a reversal after release takes what is available, owes the rest, and later releases pay the debt first', async () => {
    const publisher = await readyPublisher(60_000);
    const paid = await withdraw(publisher, { idempotencyKey: 'reverse-after-1' });
    expect(paid.statusCode).toBe(201);
    const [released] = await app.deps.db
      .select()
      .from(adEarnings)
      .where(eq(adEarnings.publisherId, publisher.publisherId));
    const budgetBefore = await balanceOf(app.deps.db, accountKey.adBudget(ad._id));
    expect((await reverseEarnings(app.deps, [released?.eventId as string])).reversed).toBe(1);
    // Reversing twice does nothing more.
    expect((await reverseEarnings(app.deps, [released?.eventId as string])).reversed).toBe(0);
    expect(await balanceOf(app.deps.db, accountKey.adBudget(ad._id))).toBe(budgetBefore + 60_000);
    expect(await balanceOf(app.deps.db, accountKey.publisherOwed(publisher.publisherId))).toBe(-60_000);
    const earnings = await call<TPublisherEarnings>(app, '/publisher/get-earnings', {}, publisher.token);
    expect(earnings.body.data.totals[0]).toMatchObject({
      available: -600,
      reversed: 600,
      canWithdraw: false,
    });

    await earn(app, ad._id, publisher.publisherId, 100_000, daysAgo(9));
    await releaseDueEarnings(app.deps);
    expect(await balanceOf(app.deps.db, accountKey.publisherOwed(publisher.publisherId))).toBe(0);
    expect(await balanceOf(app.deps.db, accountKey.publisherAvailable(publisher.publisherId))).toBe(40_000);
    expect((await trialBalance(app.deps.db)).isBalanced).toBe(true);
  });

  it('verifies a method through the sandbox; a bad one fails; changing it starts over unverified', async () => {
    const publisher = await joinedPublisher(app, ad, { upi_id: 'invalid@okaxis' });
    const failed = await verify(publisher);
    expect(failed.body.data.methods[0]).toMatchObject({
      kind: 'upi',
      masked: 'in•••@okaxis',
      verification: 'failed',
      failureReason: 'The UPI id does not exist',
    });
    await changeUpi(publisher);
    const fresh = await call<TPayoutMethods>(app, '/publisher/get-payout-methods', {}, publisher.token);
    expect(fresh.body.data.methods[0]?.verification).toBe('unverified');
    expect((await verify(publisher)).body.data.methods[0]?.verification).toBe('verified');
    const missing = await verify(publisher, 'bank');
    expect(missing.statusCode).toBe(404);
    const junk = await verify(publisher, 'cash');
    expect(junk.statusCode).toBe(400);
    expect((junk.body as unknown as Errors).data.errors.method).toBe('method must be upi or bank');
  });

  it('a UPI id typed into another profile is not verified there and freezes nobody', async () => {
    // The sandbox says UPI ids with `mismatch` in them are registered to SANDBOX_OTHER_HOLDER:
    // here, the victim, whose publisher name it is.
    const upi = `mismatch${crypto.randomUUID().slice(0, 6)}@okaxis`;
    const victim = await joinedPublisher(app, ad, { upi_id: upi });
    await call(
      app,
      '/publisher/register',
      {
        name: SANDBOX_OTHER_HOLDER,
        email: victim.email,
        whatsup_number: '+919876543210',
        publisherType: 'influencer',
        upi_id: upi,
      },
      victim.token,
    );
    await earn(app, ad._id, victim.publisherId, 60_000, daysAgo(8));
    await releaseDueEarnings(app.deps);
    expect((await verify(victim)).body.data.methods[0]?.verification).toBe('verified');
    // Asha Rao types the victim's UPI id into her profile and asks for it to be verified.
    const attacker = await joinedPublisher(app, ad, { upi_id: upi.toUpperCase() });
    const attempt = await verify(attacker);
    expect(attempt.statusCode).toBe(200);
    expect(attempt.body.data).toMatchObject({
      isFlagged: false,
      methods: [{ kind: 'upi', verification: 'mismatch', failureReason: null }],
    });
    // The name the account is registered to is not told to whoever typed it in.
    expect(JSON.stringify(attempt.body)).not.toContain(SANDBOX_OTHER_HOLDER);
    for (const who of [victim, attacker]) {
      const view = await call<TPayoutMethods>(app, '/publisher/get-payout-methods', {}, who.token);
      expect(view.body.data.isFlagged).toBe(false);
      const [row] = await app.deps.db.select().from(publishers).where(eq(publishers.id, who.publisherId));
      expect(row?.status).toBe('active');
    }
    // The attacker is not paid into it; the victim is.
    await earn(app, ad._id, attacker.publisherId, 60_000, daysAgo(8));
    await releaseDueEarnings(app.deps);
    expect((await withdraw(attacker, { idempotencyKey: 'typed-in-1' })).body.message).toBe(
      'Verify a payout method before you withdraw',
    );
    expect((await withdraw(victim, { idempotencyKey: 'victim-paid-1' })).statusCode).toBe(201);
  });

  it('a name check holds for the name it was made with: a changed name starts over', async () => {
    const publisher = await readyPublisher(1_000);
    const rename = (name: string) =>
      call(
        app,
        '/publisher/register',
        {
          name,
          email: publisher.email,
          whatsup_number: '+919876543210',
          publisherType: 'influencer',
        },
        publisher.token,
      );
    expect((await rename('Asha Rao')).statusCode).toBeLessThan(300);
    const same = await call<TPayoutMethods>(app, '/publisher/get-payout-methods', {}, publisher.token);
    expect(same.body.data.methods[0]?.verification).toBe('verified');
    expect((await rename('Ravi Kumar')).statusCode).toBeLessThan(300);
    const renamed = await call<TPayoutMethods>(app, '/publisher/get-payout-methods', {}, publisher.token);
    expect(renamed.body.data.methods[0]?.verification).toBe('unverified');
  });

  it('flags both publishers who verified the same UPI id, pays neither until a person clears it', async () => {
    const shared = `shared${crypto.randomUUID().slice(0, 6)}@okaxis`;
    const first = await readyPublisher(60_000, shared);
    const second = await joinedPublisher(app, ad, { upi_id: shared.toUpperCase() });
    // Typed in, not verified: nobody is flagged yet.
    const before = await call<TPayoutMethods>(app, '/publisher/get-payout-methods', {}, second.token);
    expect(before.body.data).toMatchObject({ isFlagged: false, methods: [{ verification: 'unverified' }] });
    expect((await verify(second)).body.data.methods[0]?.verification).toBe('verified');
    const methods = await call<TPayoutMethods>(app, '/publisher/get-payout-methods', {}, second.token);
    expect(methods.body.data).toMatchObject({ isFlagged: true });
    const firstView = await call<TPayoutMethods>(app, '/publisher/get-payout-methods', {}, first.token);
    expect(firstView.body.data.isFlagged).toBe(true);
    expect(firstView.body.data.flagReason).toContain('another publisher');
    const [row] = await app.deps.db.select().from(publishers).where(eq(publishers.id, first.publisherId));
    expect(row?.status).toBe('flagged');
    const refused = await withdraw(first, { idempotencyKey: 'flagged-try-1' });
    expect(refused.statusCode).toBe(422);
    expect(refused.body.message).toBe('Your payouts are on hold while a person reviews your payout details');

    // A person: one of the platform's operators (OPERATOR_EMAILS, whatever the case), on their screen.
    const operator = await createTestUser(app, { email: 'ops@creatorscope.test' });
    expect((await call<TMeData>(app, '/auth/me', {}, operator.token)).body.data.isOperator).toBe(true);
    expect((await call<TMeData>(app, '/auth/me', {}, brand.token)).body.data.isOperator).toBe(false);
    const reviews = await call<TPayoutReviews>(app, '/operations/get-payout-reviews', {}, operator.token);
    expect(reviews.statusCode).toBe(200);
    const firstReview = reviews.body.data.open.find((r) => r.publisherId === first.publisherId);
    expect(firstReview).toMatchObject({
      status: 'open',
      available: 600,
      methods: [{ kind: 'upi', masked: expect.stringMatching(/•/) }],
      sharedWith: [{ publisherId: second.publisherId }],
      clearedBy: null,
    });
    expect(reviews.body.data.open.find((r) => r.publisherId === second.publisherId)?.sharedWith).toEqual([
      expect.objectContaining({ publisherId: first.publisherId }),
    ]);
    // Nobody else: not a brand's Admin, not the publishers, not a visitor.
    for (const token of [brand.token, first.token]) {
      const denied = await call(app, '/operations/get-payout-reviews', {}, token);
      expect(denied.statusCode).toBe(403);
      expect(denied.body.message).toBe("Only the platform's operators may do this");
      const notCleared = await call(
        app,
        '/operations/clear-payout-review',
        { publisherId: first.publisherId },
        token,
      );
      expect(notCleared.statusCode).toBe(403);
    }
    expect((await call(app, '/operations/get-payout-reviews', {})).statusCode).toBe(401);
    const junk = await call(app, '/operations/clear-payout-review', { publisherId: 'x' }, operator.token);
    expect(junk.statusCode).toBe(400);
    expect((junk.body as unknown as Errors).data.errors.publisherId).toBe('publisherId must be a valid id');
    expect(
      (
        await call(
          app,
          '/operations/clear-payout-review',
          { publisherId: crypto.randomUUID() },
          operator.token,
        )
      ).statusCode,
    ).toBe(404);
    expect((await withdraw(first, { idempotencyKey: 'flagged-try-1b' })).statusCode).toBe(422);

    const clearing = await call<TPayoutReview>(
      app,
      '/operations/clear-payout-review',
      { publisherId: first.publisherId },
      operator.token,
    );
    expect(clearing.statusCode).toBe(200);
    expect(clearing.body.data).toMatchObject({ status: 'cleared', clearedBy: 'ops@creatorscope.test' });
    const again = await call(
      app,
      '/operations/clear-payout-review',
      { publisherId: first.publisherId },
      operator.token,
    );
    expect(again.statusCode).toBe(404);
    expect(again.body.message).toBe('This publisher has no open payout review');
    const after = (await call<TPayoutReviews>(app, '/operations/get-payout-reviews', {}, operator.token)).body
      .data;
    expect(after.open.map((r) => r.publisherId)).not.toContain(first.publisherId);
    expect(after.open.map((r) => r.publisherId)).toContain(second.publisherId);
    expect(after.cleared[0]).toMatchObject({
      publisherId: first.publisherId,
      clearedBy: 'ops@creatorscope.test',
    });
    const told = await app.deps.db.select().from(notifications).where(eq(notifications.userId, first.userId));
    expect(told.map((n) => n.title)).toContain('Your payout methods were reviewed');
    const cleared = await call<TPayoutMethods>(app, '/publisher/get-payout-methods', {}, first.token);
    expect(cleared.body.data.isFlagged).toBe(false);
    expect((await withdraw(first, { idempotencyKey: 'flagged-try-2' })).statusCode).toBe(201);
    // The other one is still under review.
    expect(
      (await call<TPayoutMethods>(app, '/publisher/get-payout-methods', {}, second.token)).body.data
        .isFlagged,
    ).toBe(true);
  });

  it('withdraws available money once per idempotency key, and settles it as paid', async () => {
    const publisher = await readyPublisher(80_000);
    const [first, again] = await Promise.all([
      withdraw(publisher, { amount: 600.5, idempotencyKey: 'withdraw-key-1' }),
      withdraw(publisher, { amount: 600.5, idempotencyKey: 'withdraw-key-1' }),
    ]);
    expect([first.statusCode, again.statusCode].sort()).toEqual([200, 201]);
    expect(first.body.data._id).toBe(again.body.data._id);
    const retry = await withdraw(publisher, { amount: 600.5, idempotencyKey: 'withdraw-key-1' });
    expect(retry.statusCode).toBe(200);
    expect(retry.body.data._id).toBe(first.body.data._id);
    expect(first.body.data).toMatchObject({ amount: 600.5, currency: 'INR', mode: 'UPI' });
    expect(await balanceOf(app.deps.db, accountKey.publisherAvailable(publisher.publisherId))).toBe(19_950);
    await resumePayouts(app.deps, { olderThanMs: 0 });
    const list = await call<TPayoutsPage>(app, '/publisher/get-payouts', {}, publisher.token);
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.rows[0]).toMatchObject({ state: 'paid', amount: 600.5 });
    expect(list.body.data.rows[0]?.reference).toMatch(/^SBXUTR/);
    expect(await balanceOf(app.deps.db, accountKey.payoutInTransit(publisher.publisherId))).toBe(0);
    const earnings = await call<TPublisherEarnings>(app, '/publisher/get-earnings', {}, publisher.token);
    expect(earnings.body.data.totals[0]).toMatchObject({
      available: 199.5,
      paid: 600.5,
      inTransit: 0,
      canWithdraw: false,
    });
  });

  it('refuses a withdrawal below the minimum, above what is available, without a verified method, or of bad input', async () => {
    const publisher = await readyPublisher(40_000);
    const small = await withdraw(publisher, { idempotencyKey: 'below-minimum-1' });
    expect(small.statusCode).toBe(422);
    expect(small.body.message).toBe('You can withdraw once you have at least 500.00 INR available');
    const rich = await readyPublisher(90_000);
    const above = await withdraw(rich, { amount: 1000, idempotencyKey: 'above-available' });
    expect(above.statusCode).toBe(400);
    expect((above.body as unknown as Errors).data.errors.amount).toBe(
      'amount is more than your available earnings',
    );
    const bad = await withdraw(rich, { amount: 10.001, currency: 'EUR', idempotencyKey: 'x' });
    expect(bad.statusCode).toBe(400);
    expect((bad.body as unknown as Errors).data.errors).toMatchObject({
      amount: 'amount can have at most 2 decimal places',
      currency: expect.any(String),
      idempotencyKey: 'idempotencyKey must be at least 8 characters',
    });
    expect((await withdraw(rich, { amount: -5, idempotencyKey: 'negative-amount' })).statusCode).toBe(400);
    const usd = await withdraw(rich, { currency: 'USD', idempotencyKey: 'usd-payout-1' });
    expect((usd.body as unknown as Errors).data.errors.currency).toBe('Payouts are made in INR only');
    const unverified = await joinedPublisher(app, ad, {
      upi_id: `u${crypto.randomUUID().slice(0, 6)}@okaxis`,
    });
    await earn(app, ad._id, unverified.publisherId, 90_000, daysAgo(8));
    await releaseDueEarnings(app.deps);
    const noMethod = await withdraw(unverified, { idempotencyKey: 'no-method-1' });
    expect(noMethod.statusCode).toBe(422);
    expect(noMethod.body.message).toBe('Verify a payout method before you withdraw');
    expect(await balanceOf(app.deps.db, accountKey.publisherAvailable(rich.publisherId))).toBe(90_000);
    expect((await call(app, '/publisher/withdraw', { idempotencyKey: 'anon-try-1' })).statusCode).toBe(401);
  });

  it('a failed payout returns the money to available and tells the publisher why', async () => {
    const publisher = await readyPublisher(70_000);
    (payoutProviderFor(app.deps) as SandboxPayouts).failNextPayout('The beneficiary bank is offline');
    const made = await withdraw(publisher, { idempotencyKey: 'will-fail-1' });
    expect(made.statusCode).toBe(201);
    expect(await balanceOf(app.deps.db, accountKey.publisherAvailable(publisher.publisherId))).toBe(0);
    await resumePayouts(app.deps, { olderThanMs: 0 });
    const [row] = await app.deps.db.select().from(payouts).where(eq(payouts.id, made.body.data._id));
    expect(row).toMatchObject({ state: 'failed', failureReason: 'The beneficiary bank is offline' });
    expect(await balanceOf(app.deps.db, accountKey.publisherAvailable(publisher.publisherId))).toBe(70_000);
    expect(await balanceOf(app.deps.db, accountKey.payoutInTransit(publisher.publisherId))).toBe(0);
    const told = await app.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, publisher.userId));
    expect(told.map((n) => n.description).join(' ')).toContain('The beneficiary bank is offline');
    // The bank's words go as they are, with no code for the app to translate them by.
    expect(told.find((n) => n.messageKey === 'payoutFailed')?.messageParams).not.toHaveProperty('reasonCode');
    // Settling again changes nothing.
    await resumePayouts(app.deps, { olderThanMs: 0 });
    expect(await balanceOf(app.deps.db, accountKey.publisherAvailable(publisher.publisherId))).toBe(70_000);
  });

  it('fails a payout whose method changed before it was sent, with a reason the app translates', async () => {
    const publisher = await readyPublisher(60_000);
    // The process stopped after the payout was made and before it was sent (as if: never asked,
    // no request on record), and meanwhile the publisher changes their UPI id (unverified).
    const made = await withdraw(publisher, { idempotencyKey: 'method-changed-1' });
    await app.deps.db
      .update(payouts)
      .set({ state: 'pending', attempts: 0, sentRequestSealed: null })
      .where(eq(payouts.id, made.body.data._id));
    await changeUpi(publisher);
    await resumePayouts(app.deps, { olderThanMs: 0 });
    const list = await call<TPayoutsPage>(app, '/publisher/get-payouts', {}, publisher.token);
    expect(list.body.data.rows[0]).toMatchObject({
      state: 'failed',
      failureCode: 'method_changed',
      failureReason: null,
    });
    expect(await balanceOf(app.deps.db, accountKey.publisherAvailable(publisher.publisherId))).toBe(60_000);
    const [told] = await app.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, publisher.userId), eq(notifications.messageKey, 'payoutFailed')));
    expect(told?.messageParams).toMatchObject({ reasonCode: 'method_changed' });
    expect(told?.description).toBe(
      'The payout method changed or is no longer verified. The money is back in your available earnings.',
    );
  });

  it('sends a payout whose answer was lost again as it was first asked, even after its method changed', async () => {
    const publisher = await readyPublisher(60_000);
    const sandbox = payoutProviderFor(app.deps) as SandboxPayouts;
    const asked: string[] = [];
    // The provider takes the first send, but its answer is lost on the way back.
    const lossy: SandboxPayouts = Object.create(sandbox);
    lossy.createPayout = async (input) => {
      const state = await sandbox.createPayout(input);
      asked.push(
        `${state.providerPayoutId} ${input.destination.kind === 'upi' ? input.destination.upiId : ''}`,
      );
      if (asked.length === 1) throw new Error('socket hang up');
      return state;
    };
    usePayoutProvider(app.deps.config, lossy);
    try {
      const made = await withdraw(publisher, { idempotencyKey: 'lost-answer-1' });
      expect(made.body.data.state).toBe('pending');
      await changeUpi(publisher);
      await resumePayouts(app.deps, { olderThanMs: 0 });
      // The same request again, to the first UPI id: the provider's one payout, paid once.
      expect(asked).toHaveLength(2);
      expect(asked[1]).toBe(asked[0]);
      const list = await call<TPayoutsPage>(app, '/publisher/get-payouts', {}, publisher.token);
      expect(list.body.data.rows[0]).toMatchObject({ state: 'paid', amount: 600 });
      expect(await balanceOf(app.deps.db, accountKey.publisherAvailable(publisher.publisherId))).toBe(0);
      // What was asked is kept sealed: the UPI id is not readable in the row.
      const [row] = await app.deps.db.select().from(payouts).where(eq(payouts.id, made.body.data._id));
      expect(row?.sentRequestSealed).toMatch(/^v1\./);
      expect(row?.sentRequestSealed).not.toContain('@okaxis');
    } finally {
      usePayoutProvider(app.deps.config, sandbox);
    }
  });

  it('a retry refused with a 4xx after a lost answer is looked up by its reference and adopted, not failed', async () => {
    const publisher = await readyPublisher(60_000);
    const sandbox = payoutProviderFor(app.deps) as SandboxPayouts;
    // The provider takes the first send and its answer is lost; the retry it refuses (a 4xx).
    sandbox.loseNextAnswer();
    const made = await withdraw(publisher, { idempotencyKey: 'lost-then-refused-1' });
    expect(made.body.data.state).toBe('pending');
    sandbox.refuseNextPayout('Payout already exists with this idempotency key');
    await resumePayouts(app.deps, { olderThanMs: 0 });
    const [row] = await app.deps.db.select().from(payouts).where(eq(payouts.id, made.body.data._id));
    // Adopted as the provider has it (the sandbox settles at once here: paid), never failed.
    expect(row).toMatchObject({ state: 'paid', failureReason: null, attempts: 2 });
    expect(row?.providerPayoutId).toMatch(/^sbxpout_/);
    expect(await balanceOf(app.deps.db, accountKey.publisherAvailable(publisher.publisherId))).toBe(0);
    expect(await balanceOf(app.deps.db, accountKey.payoutInTransit(publisher.publisherId))).toBe(0);
    expect((await trialBalance(app.deps.db)).isBalanced).toBe(true);
  });

  it('a payout refused with a 4xx that the provider does not hold fails and returns the money', async () => {
    const publisher = await readyPublisher(60_000);
    (payoutProviderFor(app.deps) as SandboxPayouts).refuseNextPayout('The beneficiary account is closed');
    const made = await withdraw(publisher, { idempotencyKey: 'refused-for-good-1' });
    expect(made.body.data).toMatchObject({
      state: 'failed',
      failureReason: 'The beneficiary account is closed',
    });
    expect(await balanceOf(app.deps.db, accountKey.publisherAvailable(publisher.publisherId))).toBe(60_000);
    expect(await balanceOf(app.deps.db, accountKey.payoutInTransit(publisher.publisherId))).toBe(0);
  });

  it('a refused payout whose lookup does not answer stays pending, its money in transit', async () => {
    const publisher = await readyPublisher(60_000);
    const sandbox = payoutProviderFor(app.deps) as SandboxPayouts;
    const blind: SandboxPayouts = Object.create(sandbox);
    blind.findPayoutByReference = async () => {
      throw new Error('socket hang up');
    };
    usePayoutProvider(app.deps.config, blind);
    try {
      sandbox.refuseNextPayout('Something went wrong');
      const made = await withdraw(publisher, { idempotencyKey: 'refused-blind-1' });
      expect(made.body.data.state).toBe('pending');
      expect(await balanceOf(app.deps.db, accountKey.payoutInTransit(publisher.publisherId))).toBe(60_000);
    } finally {
      usePayoutProvider(app.deps.config, sandbox);
    }
  });

  it('pays everyone above the minimum on the schedule, once per period', async () => {
    expect(payPeriodOf('weekly', new Date('2025-06-02T10:00:00Z'))).toBe('week-2025-06-02');
    expect(payPeriodOf('weekly', new Date('2025-06-03T10:00:00Z'))).toBeNull();
    expect(payPeriodOf('monthly', new Date('2025-06-01T00:00:00Z'))).toBe('month-2025-06');
    expect(payPeriodOf('off', new Date('2025-06-01T00:00:00Z'))).toBeNull();
    const scheduled = await buildTestApp({
      LOG_LEVEL: 'error',
      PAYOUT_SCHEDULE: 'monthly',
      PAYOUTS_SANDBOX_SETTLE_MS: '0',
    });
    try {
      const owner = await createTestUser(scheduled, { plan: 'enterprise' });
      const theirAd = await makeFundedAd(scheduled, owner, 1_000_000, { holdingDays: 0 });
      const rich = await joinedPublisher(scheduled, theirAd, { upi_id: 'rich@okaxis' });
      const poor = await joinedPublisher(scheduled, theirAd, { upi_id: 'poor@okaxis' });
      // Rich but paid into someone else's account by name: the run checks it and pays nothing.
      const other = await joinedPublisher(scheduled, theirAd, { upi_id: 'mismatch@okaxis' });
      await earn(scheduled, theirAd._id, rich.publisherId, 75_000);
      await earn(scheduled, theirAd._id, poor.publisherId, 10_000);
      await earn(scheduled, theirAd._id, other.publisherId, 90_000);
      await releaseDueEarnings(scheduled.deps);
      // Only the poor one verified; the run name-checks the others' methods itself.
      await call(scheduled, '/publisher/verify-payout-method', { method: 'upi' }, poor.token);
      const payDay = new Date('2025-07-01T06:00:00Z');
      expect(await runScheduledPayouts(scheduled.deps, { now: payDay })).toEqual({ paid: 1 });
      expect(await runScheduledPayouts(scheduled.deps, { now: payDay })).toEqual({ paid: 0 });
      expect(await runScheduledPayouts(scheduled.deps, { now: new Date('2025-07-02T06:00:00Z') })).toEqual({
        paid: 0,
      });
      const made = await scheduled.deps.db.select().from(payouts);
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({
        publisherId: rich.publisherId,
        amountMinor: 75_000,
        origin: 'scheduled',
      });
      const [checked] = await scheduled.deps.db
        .select({ verification: payoutMethods.verification })
        .from(payoutMethods)
        .where(eq(payoutMethods.publisherId, other.publisherId));
      expect(checked?.verification).toBe('mismatch');
    } finally {
      await scheduled.close();
    }
  });

  it('never shows a publisher another publisher earnings, payouts or bank details', async () => {
    const owner = await readyPublisher(65_000);
    await withdraw(owner, { idempotencyKey: 'private-payout-1' });
    const stranger = await joinedPublisher(app, ad, {
      bank_account_details: {
        account_holder_name: 'S',
        account_number: '998877665544',
        ifsc_code: 'HDFC0001234',
      },
    });
    const theirs = await call<TPublisherEarnings>(app, '/publisher/get-earnings', {}, stranger.token);
    expect(theirs.body.data.totals).toEqual([]);
    expect(theirs.body.data.entries.rows).toEqual([]);
    expect(
      (await call<TPayoutsPage>(app, '/publisher/get-payouts', {}, stranger.token)).body.data.total,
    ).toBe(0);
    const methods = await call<TPayoutMethods>(app, '/publisher/get-payout-methods', {}, stranger.token);
    expect(methods.body.data.methods).toEqual([
      expect.objectContaining({ kind: 'bank', masked: 'HDFC0001234 ••••5544', verification: 'unverified' }),
    ]);
    expect(JSON.stringify(methods.body)).not.toContain('998877665544');
    const nobody = await createTestUser(app);
    expect((await call(app, '/publisher/get-earnings', {}, nobody.token)).statusCode).toBe(404);
    expect((await call(app, '/publisher/get-earnings', {})).statusCode).toBe(401);
  });

  it('answers a publisher their earnings by ad, by day and entry by entry with why, paged', async () => {
    const publisher = await joinedPublisher(app, ad);
    const occurred = daysAgo(3);
    for (let i = 0; i < 5; i += 1) await earn(app, ad._id, publisher.publisherId, 100 + i, occurred);
    const first = await call<TPublisherEarnings>(
      app,
      '/publisher/get-earnings',
      { pageSize: 3 },
      publisher.token,
    );
    const data = first.body.data;
    expect(data.byAd).toEqual([
      expect.objectContaining({
        adId: ad._id,
        campaignName: 'Diwali sale',
        pending: 5.1,
        earned: 5.1,
        holdingDays: 7,
      }),
    ]);
    expect(data.byDay).toEqual([
      { day: occurred.toISOString().slice(0, 10), currency: 'INR', earned: 5.1, reversed: 0 },
    ]);
    expect(data.entries.rows).toHaveLength(3);
    expect(data.entries.rows[0]).toMatchObject({
      kind: 'conversion',
      status: 'pending',
      campaignName: 'Diwali sale',
      availableFrom: new Date(occurred.getTime() + 7 * 86_400_000).toISOString(),
    });
    const next = await call<TPublisherEarnings>(
      app,
      '/publisher/get-earnings',
      { pageSize: 3, cursor: data.entries.nextCursor },
      publisher.token,
    );
    expect(next.body.data.entries.rows).toHaveLength(2);
    expect(next.body.data.entries.nextCursor).toBeNull();
    const bad = await call(
      app,
      '/publisher/get-earnings',
      { from: '2025-02-30', status: 'gone', pageSize: 0 },
      publisher.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.body as unknown as Errors).data.errors).sort()).toEqual([
      'from',
      'pageSize',
      'status',
    ]);
    const backwards = await call(
      app,
      '/publisher/get-earnings',
      { from: '2025-03-02', to: '2025-03-01' },
      publisher.token,
    );
    expect((backwards.body as Errors).data.errors.to).toBe('to must be on or after from');
  });

  it('shows the brand its payout lines and what it owes, only its own, and lets only Admins add a bonus', async () => {
    const publisher = await joinedPublisher(app, ad);
    await earn(app, ad._id, publisher.publisherId, 1_000, daysAgo(10));
    await releaseDueEarnings(app.deps);
    await earn(app, ad._id, publisher.publisherId, 500, daysAgo(1));
    const bonus = await call<{ _id: string }>(
      app,
      '/payout/add-affliate-payout',
      {
        orgId: brand.orgId,
        adId: ad._id,
        publisherId: publisher.publisherId,
        amount: 25.5,
        reason: 'Great reel',
        idempotencyKey: 'bonus-key-1',
      },
      brand.token,
    );
    expect(bonus.statusCode).toBe(201);
    const repeat = await call<{ _id: string }>(
      app,
      '/payout/add-affliate-payout',
      {
        orgId: brand.orgId,
        adId: ad._id,
        publisherId: publisher.publisherId,
        amount: 25.5,
        reason: 'Great reel',
        idempotencyKey: 'bonus-key-1',
      },
      brand.token,
    );
    expect(repeat.statusCode).toBe(200);
    expect(repeat.body.data._id).toBe(bonus.body.data._id);

    const detail = await call<TAdPayoutDetail>(
      app,
      '/payout/get-payout',
      { orgId: brand.orgId, adId: ad._id, publisherId: publisher.publisherId },
      brand.token,
    );
    expect(detail.body.data.line).toMatchObject({
      publisherName: 'Asha Rao',
      pending: 30.5,
      available: 10,
      bonuses: 25.5,
      earned: 40.5,
    });
    expect(detail.body.data.entries.find((e) => e.kind === 'bonus')?.note).toBe('Great reel');
    const lines = await call<TAdPayoutLinesPage>(
      app,
      '/payout/get-all-payout',
      { orgId: brand.orgId, adId: ad._id, pageSize: 100 },
      brand.token,
    );
    expect(lines.body.data.rows.some((r) => r.publisherId === publisher.publisherId)).toBe(true);
    const amount = await call<TPayoutAmount>(
      app,
      '/payout/get-payout-amount',
      { orgId: brand.orgId, adId: ad._id },
      brand.token,
    );
    expect(amount.body.data.lines.find((l) => l.publisherId === publisher.publisherId)).toMatchObject({
      owed: 30.5,
      paid: 10,
    });

    const reader = await addTestMember(app, brand.orgId, 'Read');
    expect((await call(app, '/payout/get-all-payout', { orgId: brand.orgId }, reader.token)).statusCode).toBe(
      200,
    );
    const readerBonus = await call(
      app,
      '/payout/add-affliate-payout',
      { orgId: brand.orgId, adId: ad._id, publisherId: publisher.publisherId, amount: 1, reason: 'x' },
      reader.token,
    );
    expect(readerBonus.statusCode).toBe(403);
    const other = await createTestUser(app, { plan: 'enterprise' });
    expect((await call(app, '/payout/get-all-payout', { orgId: brand.orgId }, other.token)).statusCode).toBe(
      403,
    );
    const theirs = await call<TAdPayoutLinesPage>(
      app,
      '/payout/get-all-payout',
      { orgId: other.orgId, adId: ad._id },
      other.token,
    );
    expect(theirs.body.data.rows).toEqual([]);
    expect(
      (
        await call(
          app,
          '/payout/get-payout',
          { orgId: other.orgId, adId: ad._id, publisherId: publisher.publisherId },
          other.token,
        )
      ).statusCode,
    ).toBe(404);
    const otherBonus = await call(
      app,
      '/payout/add-affliate-payout',
      { orgId: other.orgId, adId: ad._id, publisherId: publisher.publisherId, amount: 1, reason: 'x' },
      other.token,
    );
    expect(otherBonus.statusCode).toBe(404);

    const bad = await call(
      app,
      '/payout/add-affliate-payout',
      { orgId: brand.orgId, adId: ad._id, publisherId: publisher.publisherId, amount: 1.234, reason: '' },
      brand.token,
    );
    expect(bad.statusCode).toBe(400);
    expect((bad.body as unknown as Errors).data.errors).toMatchObject({
      amount: 'amount can have at most 2 decimal places',
      reason: 'reason is required',
    });
    for (const amount of [0, -3, '5']) {
      const refused = await call(
        app,
        '/payout/add-affliate-payout',
        { orgId: brand.orgId, adId: ad._id, publisherId: publisher.publisherId, amount, reason: 'x' },
        brand.token,
      );
      expect((refused.body as Errors).data.errors.amount).toBeDefined();
    }
    const usd = await call(
      app,
      '/payout/add-affliate-payout',
      {
        orgId: brand.orgId,
        adId: ad._id,
        publisherId: publisher.publisherId,
        amount: 1,
        currency: 'USD',
        reason: 'x',
      },
      brand.token,
    );
    expect((usd.body as unknown as Errors).data.errors.currency).toBe('currency must be the ad currency');
    expect((await trialBalance(app.deps.db)).isBalanced).toBe(true);
  });
});
