import type { TAffiliateAd, TPayoutMethods, TPayoutsPage } from '@creatorscope/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxPayouts } from '../../adapters/payouts/index.js';
import { buildTestApp, call, createTestUser } from '../../test/app.js';
import {
  makeFundedAd,
  readyPublisher as ready,
  type TestPublisher,
  withdraw as withdrawAs,
} from '../../test/payouts.js';
import { accountKey, balanceOf, trialBalance } from '../ledger/index.js';
import { notifications } from '../notifications/tables.js';
import { getPublisherPayee } from '../publishers/index.js';
import { publishers } from '../publishers/tables.js';
import { createPayout, resumePayouts, settlePayout } from './payouts.js';
import { payoutProviderFor } from './provider.js';
import { tdsSentences } from './statement.js';
import { payouts } from './tables.js';

/*
 * TDS (section 194H) on payouts and the publisher's self-billed statement. Here the threshold is
 * ₹1,000 a year and the rate 2%, so a few small payouts cross it.
 */

const pdfText = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)]
    .map((tj) =>
      [...(tj[1] ?? '').matchAll(/<([0-9a-f]+)>/gi)]
        .map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n')
    // pdfkit writes the standard fonts in WinAnsi, where the bullet of a masked id is 0x95.
    .replaceAll('\x95', '•');

describe('TDS on payouts and the self-billed statement', () => {
  let app: FastifyInstance;
  let ad: TAffiliateAd;

  beforeAll(async () => {
    app = await buildTestApp({
      RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'error',
      PAYOUTS_SANDBOX_SETTLE_MS: '0',
      PAYOUT_MINIMUM_MINOR: '10000',
      TDS_194H_THRESHOLD_MINOR: '100000',
      TDS_194H_RATE_PERCENT: '2',
      SELLER_GSTIN: '29ABCDE1234F1Z5',
    });
    const brand = await createTestUser(app, { plan: 'enterprise' });
    ad = await makeFundedAd(app, brand, 10_000_000, { holdingDays: 7, campaignName: 'Diwali sale' });
  }, 60_000);
  afterAll(() => app.close());

  const readyPublisher = (availableMinor: number, options?: { pan?: string | null }) =>
    ready(app, ad, availableMinor, options);
  const withdraw = (publisher: TestPublisher, amount: number) => withdrawAs(app, publisher, amount);
  const available = (p: TestPublisher) =>
    balanceOf(app.deps.db, accountKey.publisherAvailable(p.publisherId));
  const tdsPayable = () => balanceOf(app.deps.db, accountKey.tdsPayable);
  const statement = (publisher: TestPublisher, payoutId: string) =>
    app.inject({
      method: 'POST',
      url: '/api/publisher/get-payout-statement',
      headers: { authorization: `Bearer ${publisher.token}`, 'content-type': 'application/json' },
      payload: { payoutId },
    });

  it('withholds nothing while the year stays within the threshold', async () => {
    const publisher = await readyPublisher(300_000);
    const before = await tdsPayable();
    const payout = await withdraw(publisher, 600);
    expect(payout).toMatchObject({ amount: 600, grossAmount: 600, tdsAmount: 0, tdsRatePercent: 0 });
    expect(await tdsPayable()).toBe(before);
    expect(await balanceOf(app.deps.db, accountKey.payoutInTransit(publisher.publisherId))).toBe(60_000);
  });

  it('taxes the whole year so far on the payout that crosses the threshold, then each payout alone', async () => {
    const publisher = await readyPublisher(300_000);
    await resumePayouts(app.deps, { olderThanMs: 0 });
    const before = await tdsPayable();
    const paidOutBefore = await balanceOf(app.deps.db, accountKey.externalPayouts);
    await withdraw(publisher, 600); // ₹600: within ₹1,000
    // ₹1,200 this year: 2% of all of it.
    const crossing = await withdraw(publisher, 600);
    expect(crossing).toMatchObject({ grossAmount: 600, tdsAmount: 24, amount: 576, tdsRatePercent: 2 });
    const later = await withdraw(publisher, 500.5);
    expect(later).toMatchObject({ grossAmount: 500.5, tdsAmount: 10.01, amount: 490.49 });
    expect(await tdsPayable()).toBe(before + 2_400 + 1_001);
    expect(await available(publisher)).toBe(300_000 - 60_000 - 60_000 - 50_050);
    await resumePayouts(app.deps, { olderThanMs: 0 });
    // The bank got the nets; the TDS stays with the platform for the government.
    expect(await balanceOf(app.deps.db, accountKey.externalPayouts)).toBe(
      paidOutBefore + 60_000 + 57_600 + 49_049,
    );
    expect(await tdsPayable()).toBe(before + 2_400 + 1_001);
    expect((await trialBalance(app.deps.db)).isBalanced).toBe(true);
    const page = await call<TPayoutsPage>(app, '/publisher/get-payouts', {}, publisher.token);
    expect(page.body.data.rows.map((r) => [r.state, r.tdsAmount])).toEqual([
      ['paid', 10.01],
      ['paid', 24],
      ['paid', 0],
    ]);
  });

  it('withholds at the no-PAN rate of section 206AA while the profile has no PAN, and says why on the statement', async () => {
    const publisher = await readyPublisher(300_000, { pan: null });
    const methods = await call<TPayoutMethods>(app, '/publisher/get-payout-methods', {}, publisher.token);
    expect(methods.body.data.tax).toEqual({
      pan: null,
      ratePercent: 2,
      noPanRatePercent: 20,
      thresholdAmount: 1000,
    });
    const before = await tdsPayable();
    await withdraw(publisher, 600);
    // ₹1,200 this year, past ₹1,000: 20% of all of it.
    const crossing = await withdraw(publisher, 600);
    expect(crossing).toMatchObject({
      grossAmount: 600,
      tdsAmount: 240,
      amount: 360,
      tdsRatePercent: 20,
      isTdsWithoutPan: true,
    });
    expect(await tdsPayable()).toBe(before + 24_000);
    await resumePayouts(app.deps, { olderThanMs: 0 });
    const text = pdfText((await statement(publisher, crossing._id)).rawPayload);
    for (const field of [
      'PAN: not given',
      'TDS withheld (sections 194H and 206AA, 20%: no PAN)',
      'INR 240.00',
      'INR 360.00',
      'section 206AA',
    ])
      expect(text, field).toContain(field);
    expect(text).not.toContain('Form 26AS once');

    // The PAN added: the next payout is withheld at 194H's rate, on its own gross.
    const saved = await call(
      app,
      '/publisher/register',
      {
        name: 'Asha Rao',
        email: publisher.email,
        whatsup_number: '+91 98765-43210',
        publisherType: 'influencer',
        pan: 'abcpr 1234k',
      },
      publisher.token,
    );
    expect(saved.statusCode).toBe(200);
    const withPan = await withdraw(publisher, 500);
    expect(withPan).toMatchObject({ tdsAmount: 10, tdsRatePercent: 2, isTdsWithoutPan: false });
    const [row] = await app.deps.db.select().from(payouts).where(eq(payouts.id, withPan._id));
    expect(row?.panMasked).toBe('••••••234K');
  });

  it('words the TDS of a payout made before PANs were asked for as it was, naming no section 206AA', () => {
    expect(tdsSentences({ tdsMinor: 2_400, isTdsWithoutPan: false, panMasked: null })).toEqual([
      'TDS was withheld under section 194H of the Income-tax Act, 1961, on the gross shown.',
    ]);
    expect(tdsSentences({ tdsMinor: 0, isTdsWithoutPan: false, panMasked: '••••••234K' })[0]).toContain(
      'No TDS was withheld',
    );
  });

  it('starts each financial year again, at midnight in India on 1 April', async () => {
    const publisher = await readyPublisher(300_000);
    const payee = await getPublisherPayee(app.deps, publisher.publisherId);
    if (!payee) throw new Error('no payee');
    // 31 March 23:59:59 IST, the last second of 2025-26.
    const old = await createPayout(app.deps, payee, {
      amountMinor: 150_000,
      key: 'last-year',
      origin: 'manual',
      now: new Date('2026-03-31T18:29:59Z'),
    });
    expect(old.payout).toMatchObject({ financialYear: '2526', tdsMinor: 3_000 });
    // A second later, 1 April 00:00 IST (still 31 March in UTC): a new year, under the threshold again.
    const next = await createPayout(app.deps, payee, {
      amountMinor: 90_000,
      key: 'this-year',
      origin: 'manual',
      now: new Date('2026-03-31T18:30:00Z'),
    });
    expect(next.payout).toMatchObject({ financialYear: '2627', grossMinor: 90_000, tdsMinor: 0 });
  });

  it('returns the TDS with the net when a payout fails, and taxes that gross again on the next one', async () => {
    const publisher = await readyPublisher(300_000);
    await withdraw(publisher, 900);
    const before = await tdsPayable();
    (payoutProviderFor(app.deps) as SandboxPayouts).failNextPayout('Beneficiary bank is down');
    const failing = await withdraw(publisher, 300);
    expect(failing).toMatchObject({ grossAmount: 300, tdsAmount: 24 });
    expect(await tdsPayable()).toBe(before + 2_400);
    await resumePayouts(app.deps, { olderThanMs: 0 });
    const [failed] = await app.deps.db.select().from(payouts).where(eq(payouts.id, failing._id));
    expect(failed?.state).toBe('failed');
    expect(await tdsPayable()).toBe(before);
    expect(await available(publisher)).toBe(300_000 - 90_000);
    expect(await balanceOf(app.deps.db, accountKey.payoutInTransit(publisher.publisherId))).toBe(0);
    // The failed ₹300 no longer counts: the year is ₹900 + this ₹300, all taxed now.
    const again = await withdraw(publisher, 300);
    expect(again).toMatchObject({ grossAmount: 300, tdsAmount: 24, amount: 276 });
    expect((await trialBalance(app.deps.db)).isBalanced).toBe(true);
  });

  it('a payout the bank returns after it was paid gives the publisher the net and the TDS back, once, and says so', async () => {
    const publisher = await readyPublisher(300_000);
    await withdraw(publisher, 900);
    const taxed = await withdraw(publisher, 300); // ₹1,200 this year: 2% of all of it
    expect(taxed).toMatchObject({ tdsAmount: 24, amount: 276 });
    await resumePayouts(app.deps, { olderThanMs: 0 });
    const tdsBefore = await tdsPayable();
    const paidOutBefore = await balanceOf(app.deps.db, accountKey.externalPayouts);
    const availableBefore = await available(publisher);
    const [paid] = await app.deps.db.select().from(payouts).where(eq(payouts.id, taxed._id));
    expect(paid?.state).toBe('paid');

    const reversal = {
      status: 'reversed' as const,
      providerPayoutId: paid?.providerPayoutId ?? '',
      reference: null,
      failureReason: 'Beneficiary account is closed',
    };
    const reversed = await settlePayout(app.deps, taxed._id, reversal);
    expect(reversed).toMatchObject({
      state: 'reversed',
      failureReason: 'Beneficiary account is closed',
      reference: paid?.reference,
    });
    expect(await available(publisher)).toBe(availableBefore + 30_000);
    expect(await tdsPayable()).toBe(tdsBefore - 2_400);
    expect(await balanceOf(app.deps.db, accountKey.externalPayouts)).toBe(paidOutBefore - 27_600);
    // Told once, and a repeated webhook changes nothing.
    await settlePayout(app.deps, taxed._id, reversal);
    expect(await available(publisher)).toBe(availableBefore + 30_000);
    const told = await app.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, publisher.userId));
    expect(told.filter((n) => n.title === 'Your payout of ₹276 was returned by the bank')).toHaveLength(1);
    expect(told.map((n) => n.description).join(' ')).toContain('Beneficiary account is closed');
    expect((await trialBalance(app.deps.db)).isBalanced).toBe(true);

    const page = await call<TPayoutsPage>(app, '/publisher/get-payouts', {}, publisher.token);
    expect(page.body.data.rows.find((r) => r._id === taxed._id)?.state).toBe('reversed');
    expect((await statement(publisher, taxed._id)).statusCode).toBe(404);
    // The returned ₹300 no longer counts: the next payout is taxed on it again.
    const again = await withdraw(publisher, 300);
    expect(again).toMatchObject({ tdsAmount: 24, amount: 276 });

    // Reversed before it was reported paid: a failure, the money back from in transit.
    const early = await withdraw(publisher, 500);
    const beforeEarly = await available(publisher);
    const failed = await settlePayout(app.deps, early._id, { ...reversal, providerPayoutId: 'sbx_early' });
    expect(failed.state).toBe('failed');
    expect(await available(publisher)).toBe(beforeEarly + 50_000);
    expect(await balanceOf(app.deps.db, accountKey.payoutInTransit(publisher.publisherId))).toBe(27_600);
  });

  it('answers the self-billed statement of a paid payout, numbered consecutively and the same on repeat', async () => {
    const publisher = await readyPublisher(300_000);
    const first = await withdraw(publisher, 600);
    const second = await withdraw(publisher, 600);
    await resumePayouts(app.deps, { olderThanMs: 0 });
    const res = await statement(publisher, second._id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    const number = /Statement number: (PS\/\d{4}\/\d{6})/.exec(text)?.[1];
    expect(number, text).toBeDefined();
    expect(number?.length).toBeLessThanOrEqual(16);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="statement-${number?.replaceAll('/', '-')}.pdf"`,
    );
    for (const field of [
      'Self-billed statement',
      'Creatorscope',
      'GSTIN: 29ABCDE1234F1Z5',
      'Asha Rao',
      `UPI: ${second.method.masked} (UPI)`,
      'Period: ',
      'Diwali sale',
      'Gross earnings paid',
      'INR 600.00',
      'PAN: ••••••234K',
      'TDS withheld (section 194H, 2%)',
      'INR 24.00',
      'INR 576.00',
      'Reference (UTR): SBXUTR',
      'against PAN ••••••234K',
      'Form 26AS',
    ])
      expect(text, field).toContain(field);
    expect(text).not.toContain('206AA');
    const firstRes = await statement(publisher, first._id);
    const firstNumber = /Statement number: (PS\/\d{4}\/\d{6})/.exec(pdfText(firstRes.rawPayload))?.[1];
    const serial = (n: string | undefined) => Number(n?.slice(-6));
    expect(serial(firstNumber)).toBe(serial(number) + 1);
    // Asked again: the same number, none used up.
    const again = await statement(publisher, second._id);
    expect(pdfText(again.rawPayload)).toContain(`Statement number: ${number}`);
    const page = await call<TPayoutsPage>(app, '/publisher/get-payouts', {}, publisher.token);
    expect(page.body.data.rows.find((r) => r._id === second._id)?.statementNumber).toBe(number);
  });

  it("keeps a paid payout's statement as issued: after the publisher renames, a download is the same PDF", async () => {
    const publisher = await readyPublisher(300_000);
    const payout = await withdraw(publisher, 600);
    await resumePayouts(app.deps, { olderThanMs: 0 });
    const first = await statement(publisher, payout._id);
    expect(pdfText(first.rawPayload)).toContain('Asha Rao');
    await app.deps.db
      .update(publishers)
      .set({ name: 'Asha Rao-Menon' })
      .where(eq(publishers.id, publisher.publisherId));
    expect((await getPublisherPayee(app.deps, publisher.publisherId))?.name).toBe('Asha Rao-Menon');
    const again = await statement(publisher, payout._id);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it("refuses another publisher's statement, a failed payout's and a malformed id", async () => {
    const owner = await readyPublisher(300_000);
    const other = await readyPublisher(300_000);
    const payout = await withdraw(owner, 600);
    const stolen = await statement(other, payout._id);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe('Payout not found');
    (payoutProviderFor(app.deps) as SandboxPayouts).failNextPayout('Beneficiary bank is down');
    const failing = await withdraw(owner, 600);
    await resumePayouts(app.deps, { olderThanMs: 0 });
    const failed = await statement(owner, failing._id);
    expect(failed.statusCode).toBe(404);
    expect(failed.json().message).toBe('A statement exists once the payout is being paid or has been paid');
    const bad = await statement(owner, 'nope');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.errors)).toEqual(['payoutId']);
    const [row] = await app.deps.db.select().from(payouts).where(eq(payouts.id, failing._id));
    expect(row?.statementNumber).toBeNull();
  });
});
