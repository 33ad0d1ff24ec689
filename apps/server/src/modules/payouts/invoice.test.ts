import type { TAffiliateAd, TCheckoutToken } from '@creatorscope/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestMember, buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { affiliateAds } from '../affiliate-ads/tables.js';
import { accountKey, balanceOf, trialBalance } from '../ledger/index.js';
import { ledgerEntries } from '../ledger/tables.js';
import { isIntraState, placeOfSupply } from '../payments/index.js';
import { payments } from '../payments/tables.js';
import { AD_BUDGET_SAC, ISSUE_NEEDS_WRITE_MESSAGE } from './invoice.js';
import { creditNotes, documentSerials, taxInvoices } from './tables.js';

/** The text drawn on the pages: pdfkit writes each run as hex strings inside TJ arrays. */
const pdfText = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)]
    .map((tj) =>
      [...(tj[1] ?? '').matchAll(/<([0-9a-f]+)>/gi)]
        .map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');

const SELLER_GSTIN = '29AAACC1234F1Z5';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const serialOf = (text: string) => /Invoice number: (\S+)/.exec(text)?.[1] ?? '';
const countOf = (serial: string) => Number(serial.split('/')[2]);

describe('/payout/generate-invoice: the GST tax invoice of an ad-budget payment', () => {
  let app: FastifyInstance;
  let inState: TestUser;
  let outOfState: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({
      RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'error',
      SELLER_NAME: 'Creatorscope Pvt Ltd',
      SELLER_STATE: 'Karnataka',
      SELLER_GSTIN,
    });
    inState = await createTestUser(app, { plan: 'enterprise' });
    outOfState = await createTestUser(app, { plan: 'enterprise' });
    await billTo(inState, { state: 'Karnataka', city: 'Bengaluru', gstin: '29ABCDE1234F1Z5' });
    await billTo(outOfState, { state: 'Maharashtra', city: 'Mumbai', gstin: '27ABCDE1234F1Z5' });
  }, 60_000);
  afterAll(() => app.close());

  async function billTo(user: TestUser, place: { state: string; city: string; gstin: string }) {
    const res = await call(
      app,
      '/billing/update-billing-details',
      {
        organization_id: user.orgId,
        name: `Brand in ${place.state}`,
        addressLine1: '4 Main Road',
        postalCode: '560001',
        country: 'IN',
        ...place,
      },
      user.token,
    );
    expect(res.statusCode).toBe(200);
  }

  /** An ad of the user's organisation and a checkout of its budget, paid or left pending. */
  async function budgetPayment(user: TestUser, amount: number, opts: { pay?: boolean } = {}) {
    const ad = await call<TAffiliateAd>(
      app,
      '/affliate-ad/create',
      {
        orgId: user.orgId,
        campaignName: 'Diwali sale',
        brandName: 'Acme',
        ad_type: 'image',
        ad_display_type: 'feed',
        schedule_post: inDays(0),
        validity: inDays(30),
        commission_percent_on_conversion: 10,
        conversion_price_cap: 50,
        website_url: 'https://shop.acme.example/diwali',
      },
      user.token,
    );
    expect(ad.statusCode).toBe(201);
    const gen = await call<TCheckoutToken>(
      app,
      '/payout/generate-token',
      { organization_id: user.orgId, adId: ad.body.data._id, amount },
      user.token,
    );
    expect(gen.statusCode).toBe(201);
    const { token, payment } = gen.body.data;
    if (opts.pay !== false) {
      await app.inject({
        method: 'POST',
        url: `/sandbox/checkout/${token}/pay`,
        payload: { cardNumber: '4242424242424242' },
      });
      const status = await call<{ status: string }>(
        app,
        '/payout/check-status',
        { organization_id: user.orgId, token },
        user.token,
      );
      expect(status.body.data.status).toBe('succeeded');
    }
    return { paymentId: payment._id, token, adId: ad.body.data._id };
  }

  /** Moves a payment to a fixed moment before its invoice is first numbered, as if paid then. */
  const paidOn = (paymentId: string, at: string) =>
    app.deps.db
      .update(payments)
      .set({ paidAt: new Date(at) })
      .where(eq(payments.id, paymentId));

  const invoice = (user: TestUser, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/payout/generate-invoice',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('answers the tax invoice of an in-state buyer: both GSTINs, place of supply, SAC, CGST + SGST', async () => {
    const { paymentId } = await budgetPayment(inState, 1180);
    await paidOn(paymentId, '2026-11-28T06:00:00Z');
    const res = await invoice(inState, { orgId: inState.orgId, paymentId });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    const serial = serialOf(text);
    expect(serial).toMatch(/^INV\/\d{4}\/\d{6}$/);
    expect(serial.length).toBeLessThanOrEqual(16);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="tax-invoice-${serial.replaceAll('/', '-')}.pdf"`,
    );
    for (const expected of [
      'Tax Invoice',
      'Creatorscope Pvt Ltd',
      `GSTIN: ${SELLER_GSTIN}`,
      'Brand in Karnataka',
      'GSTIN: 29ABCDE1234F1Z5',
      'Place of supply: Karnataka (29)',
      `SAC ${AD_BUDGET_SAC}`,
      'Ad budget for Diwali sale (taxable value)',
      'INR 1,000.00',
      'CGST 9%',
      'SGST 9%',
      'INR 90.00',
      'Total (INR)',
      'INR 1,180.00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');
    expect(text).toContain('Invoice date: 2026-11-28');
  });

  it('numbers and dates an invoice by the day in India: 31 March 23:59 IST ends a financial year, 1 April 00:00 starts the next', async () => {
    // Years no other test numbers in: each series starts again at 1 in a new year.
    const last = await budgetPayment(inState, 200);
    await paidOn(last.paymentId, '2024-03-31T18:29:59Z');
    const first = await budgetPayment(inState, 201);
    await paidOn(first.paymentId, '2024-03-31T18:30:00Z'); // still 31 March in UTC
    const lastText = pdfText((await invoice(inState, { orgId: inState.orgId, ...last })).rawPayload);
    const firstText = pdfText((await invoice(inState, { orgId: inState.orgId, ...first })).rawPayload);
    expect(serialOf(lastText)).toBe('INV/2324/000001');
    expect(lastText).toContain('Invoice date: 2024-03-31');
    expect(serialOf(firstText)).toBe('INV/2425/000001');
    expect(firstText).toContain('Invoice date: 2024-04-01');
  });

  it('gives an out-of-state buyer IGST and their own state as the place of supply', async () => {
    const { paymentId } = await budgetPayment(outOfState, 1180);
    const text = pdfText((await invoice(outOfState, { orgId: outOfState.orgId, paymentId })).rawPayload);
    for (const expected of [
      `GSTIN: ${SELLER_GSTIN}`,
      'GSTIN: 27ABCDE1234F1Z5',
      'Place of supply: Maharashtra (27)',
      'IGST 18%',
      'INR 180.00',
      'INR 1,180.00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('CGST');
  });

  /** The amount printed on the line after `label` (drawAmounts prints a label, then its amount), in minor units. */
  const amountAfter = (text: string, label: string) => {
    const lines = text.split('\n');
    const at = lines.indexOf(label);
    expect(at, label).toBeGreaterThanOrEqual(0);
    const money = /^INR ([\d,]+)\.(\d{2})$/.exec(lines[at + 1] ?? '');
    expect(money, lines[at + 1]).not.toBeNull();
    return Number((money?.[1] ?? '').replaceAll(',', '')) * 100 + Number(money?.[2]);
  };
  const entriesOf = (paymentId: string) =>
    app.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.sourceId, paymentId));

  it('tax is not budget: the invoice and the ledger agree to the paisa on an amount whose GST split rounds', async () => {
    // ₹1,000.03: taxable 84,748.305 paise rounds to 84,748; GST 15,255 is odd, so CGST and SGST differ by a paisa.
    const { paymentId, adId } = await budgetPayment(inState, 1000.03);
    const text = pdfText((await invoice(inState, { orgId: inState.orgId, paymentId })).rawPayload);
    const printed = {
      taxable: amountAfter(text, 'Ad budget for Diwali sale (taxable value)'),
      cgst: amountAfter(text, 'CGST 9%'),
      sgst: amountAfter(text, 'SGST 9%'),
      total: amountAfter(text, 'Total (INR)'),
    };
    expect(printed).toEqual({ taxable: 84_748, cgst: 7_627, sgst: 7_628, total: 100_003 });
    const entries = await entriesOf(paymentId);
    const byKey = new Map(entries.map((e) => [e.idempotencyKey, e]));
    expect(entries).toHaveLength(3);
    expect(byKey.get(`payment:${paymentId}`)).toMatchObject({
      debitAccount: accountKey.externalPayments,
      creditAccount: accountKey.adBudget(adId),
      amountMinor: printed.taxable,
    });
    for (const [tax, amountMinor] of [
      ['cgst', printed.cgst],
      ['sgst', printed.sgst],
    ] as const) {
      expect(byKey.get(`payment:${paymentId}:${tax}`)).toMatchObject({
        debitAccount: accountKey.externalPayments,
        creditAccount: accountKey.outputTax,
        amountMinor,
        reason: 'ad_funding_tax',
      });
    }
    expect(entries.reduce((sum, e) => sum + e.amountMinor, 0)).toBe(printed.total);
    // Only the net is budget: what publishers can be paid excludes the tax.
    expect(await balanceOf(app.deps.db, accountKey.adBudget(adId), 'INR')).toBe(printed.taxable);
    expect((await trialBalance(app.deps.db)).isBalanced).toBe(true);
  });

  it('tax is not budget between states: one IGST line in output tax, equal to the invoice', async () => {
    const { paymentId, adId } = await budgetPayment(outOfState, 999.99);
    const text = pdfText((await invoice(outOfState, { orgId: outOfState.orgId, paymentId })).rawPayload);
    const igst = amountAfter(text, 'IGST 18%');
    const taxable = amountAfter(text, 'Ad budget for Diwali sale (taxable value)');
    expect(taxable + igst).toBe(99_999);
    const entries = await entriesOf(paymentId);
    expect(entries.map((e) => [e.creditAccount, e.amountMinor]).sort()).toEqual(
      [
        [accountKey.adBudget(adId), taxable],
        [accountKey.outputTax, igst],
      ].sort(),
    );
  });

  it('a refunded budget takes its GST out of output tax as its credit note credits it', async () => {
    const { paymentId, token } = await budgetPayment(inState, 1000.03);
    const before = await balanceOf(app.deps.db, accountKey.outputTax, 'INR');
    await app.inject({ method: 'POST', url: `/sandbox/checkout/${token}/refund`, payload: {} });
    const refunds = (await entriesOf(paymentId)).filter((e) => e.reason === 'ad_funding_tax_refund');
    expect(refunds.map((e) => [e.debitAccount, e.creditAccount, e.amountMinor])).toEqual([
      [accountKey.outputTax, accountKey.refunds, 7_627],
      [accountKey.outputTax, accountKey.refunds, 7_628],
    ]);
    expect(await balanceOf(app.deps.db, accountKey.outputTax, 'INR')).toBe(before - 15_255);
    expect(await balanceOf(app.deps.db, accountKey.refunds, 'INR')).toBe(0);
    expect((await trialBalance(app.deps.db)).isBalanced).toBe(true);
  });

  it('numbers invoices consecutively across payments, and a payment keeps its number on every download', async () => {
    const first = await budgetPayment(inState, 500);
    const second = await budgetPayment(outOfState, 700);
    // One fixed moment, so no financial year ends between the two.
    await paidOn(first.paymentId, '2025-07-01T06:00:00Z');
    await paidOn(second.paymentId, '2025-07-01T06:00:01Z');
    const a = serialOf(pdfText((await invoice(inState, { orgId: inState.orgId, ...first })).rawPayload));
    const b = serialOf(
      pdfText((await invoice(outOfState, { orgId: outOfState.orgId, ...second })).rawPayload),
    );
    expect(countOf(b)).toBe(countOf(a) + 1);
    expect(b.slice(0, 9)).toBe(a.slice(0, 9));
    const again = await invoice(inState, { orgId: inState.orgId, paymentId: first.paymentId });
    expect(serialOf(pdfText(again.rawPayload))).toBe(a);
    // Any member may read it, with the same number.
    const reader = await addTestMember(app, inState.orgId, 'Read');
    const read = await invoice(reader, { orgId: inState.orgId, paymentId: first.paymentId });
    expect(read.statusCode).toBe(200);
    expect(serialOf(pdfText(read.rawPayload))).toBe(a);
  });

  it('keeps an issued invoice as it was: renaming the ad changes no later download', async () => {
    const { paymentId, adId } = await budgetPayment(inState, 400);
    const first = await invoice(inState, { orgId: inState.orgId, paymentId });
    expect(pdfText(first.rawPayload)).toContain('Ad budget for Diwali sale');
    await app.deps.db
      .update(affiliateAds)
      .set({ campaignName: 'Holi sale' })
      .where(eq(affiliateAds.id, adId));
    const again = await invoice(inState, { orgId: inState.orgId, paymentId });
    expect(again.statusCode).toBe(200);
    expect(pdfText(again.rawPayload)).not.toContain('Holi sale');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('gives one number to first downloads at the same time, and uses no number for them twice', async () => {
    const { paymentId } = await budgetPayment(inState, 300);
    await paidOn(paymentId, '2025-07-02T06:00:00Z');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => invoice(inState, { orgId: inState.orgId, paymentId })),
    );
    const serials = new Set(answers.map((res) => serialOf(pdfText(res.rawPayload))));
    expect(serials.size).toBe(1);
    const [serial = ''] = [...serials];
    const next = await budgetPayment(inState, 301);
    await paidOn(next.paymentId, '2025-07-02T06:00:01Z');
    const following = serialOf(
      pdfText((await invoice(inState, { orgId: inState.orgId, paymentId: next.paymentId })).rawPayload),
    );
    expect(countOf(following)).toBe(countOf(serial) + 1);
  });

  const creditNote = (user: TestUser, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/payout/generate-credit-note',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  async function refund(user: TestUser, token: string) {
    await app.inject({ method: 'POST', url: `/sandbox/checkout/${token}/refund`, payload: {} });
    const status = await call<{ status: string }>(
      app,
      '/payout/check-status',
      { organization_id: user.orgId, token },
      user.token,
    );
    expect(status.body.data.status).toBe('refunded');
  }

  it("refuses another organisation's payment: 404 by its own id, 403 by the owner's", async () => {
    const { paymentId } = await budgetPayment(inState, 200);
    const byOwnOrg = await invoice(outOfState, { orgId: outOfState.orgId, paymentId });
    expect(byOwnOrg.statusCode).toBe(404);
    expect(byOwnOrg.json().message).toBe('Payment not found');
    const byOwnersOrg = await invoice(outOfState, { orgId: inState.orgId, paymentId });
    expect(byOwnersOrg.statusCode).toBe(403);
    expect(byOwnersOrg.headers['content-type']).not.toBe('application/pdf');
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/payout/generate-invoice',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ orgId: inState.orgId, paymentId }),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a pending payment, and a payment that is not an ad budget, with 404', async () => {
    const pending = await budgetPayment(inState, 250, { pay: false });
    const res = await invoice(inState, { orgId: inState.orgId, paymentId: pending.paymentId });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Payment not found');

    const pack = await call<TCheckoutToken>(
      app,
      '/payout/generate-insights-token',
      { organization_id: inState.orgId, packId: 'credits_10' },
      inState.token,
    );
    expect(pack.statusCode).toBe(201);
    await app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${pack.body.data.token}/pay`,
      payload: { cardNumber: '4242424242424242' },
    });
    const packInvoice = await invoice(inState, {
      orgId: inState.orgId,
      paymentId: pack.body.data.payment._id,
    });
    expect(packInvoice.statusCode).toBe(404);
  });

  it('keeps the invoice of a refunded ad budget and credits it in full by a credit note against it', async () => {
    const paid = await budgetPayment(outOfState, 150);
    const invoiceNumber = serialOf(
      pdfText((await invoice(outOfState, { orgId: outOfState.orgId, paymentId: paid.paymentId })).rawPayload),
    );
    // Not refunded yet: nothing to credit.
    const early = await creditNote(outOfState, { orgId: outOfState.orgId, paymentId: paid.paymentId });
    expect(early.statusCode).toBe(404);
    expect(early.json().message).toBe('Payment not found');

    await refund(outOfState, paid.token);
    const res = await creditNote(outOfState, { orgId: outOfState.orgId, paymentId: paid.paymentId });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    const number = /Credit note number: (CN\/\d{4}\/\d{6})/.exec(text)?.[1];
    expect(number, text).toBeDefined();
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="credit-note-${number?.replaceAll('/', '-')}.pdf"`,
    );
    for (const field of [
      'Credit Note',
      `GSTIN: ${SELLER_GSTIN}`,
      `Against tax invoice: ${invoiceNumber} of `,
      'GSTIN: 27ABCDE1234F1Z5',
      'Place of supply: Maharashtra (27)',
      `Description (SAC ${AD_BUDGET_SAC})`,
      'Ad budget for Diwali sale, refunded (taxable value)',
      'IGST 18%',
      'INR 22.88',
      'Total credited (INR)',
      'INR 150.00',
      'section 34 of the CGST Act, 2017',
    ])
      expect(text, field).toContain(field);
    // The invoice itself stays as issued, and the same credit note answers again.
    const kept = await invoice(outOfState, { orgId: outOfState.orgId, paymentId: paid.paymentId });
    expect(kept.statusCode).toBe(200);
    expect(serialOf(pdfText(kept.rawPayload))).toBe(invoiceNumber);
    const again = await creditNote(outOfState, { orgId: outOfState.orgId, paymentId: paid.paymentId });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    // Another organisation: by its own id 404, by the owner's 403.
    expect((await creditNote(inState, { orgId: inState.orgId, paymentId: paid.paymentId })).statusCode).toBe(
      404,
    );
    expect(
      (await creditNote(inState, { orgId: outOfState.orgId, paymentId: paid.paymentId })).statusCode,
    ).toBe(403);
  });

  it("titles an ad budget's receipt Receipt, not a second tax invoice, and points to the invoice", async () => {
    const paid = await budgetPayment(inState, 120);
    const res = await app.inject({
      method: 'POST',
      url: '/api/billing/download-receipt',
      headers: { authorization: `Bearer ${inState.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ organization_id: inState.orgId, paymentId: paid.paymentId }),
    });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Receipt');
    expect(text).not.toContain('Tax invoice / Receipt');
    expect(text).toContain('The GST tax invoice of this ad budget is a document of its own');
  });

  it('numbers the invoice of a budget refunded before anyone downloaded it, and credits it', async () => {
    const paid = await budgetPayment(inState, 300);
    await refund(inState, paid.token);
    const text = pdfText(
      (await creditNote(inState, { orgId: inState.orgId, paymentId: paid.paymentId })).rawPayload,
    );
    const against = /Against tax invoice: (INV\/\d{4}\/\d{6})/.exec(text)?.[1];
    expect(against, text).toBeDefined();
    expect(text).toContain('CGST 9%');
    const invoiceText = pdfText(
      (await invoice(inState, { orgId: inState.orgId, paymentId: paid.paymentId })).rawPayload,
    );
    expect(serialOf(invoiceText)).toBe(against);
  });

  it('lets only Admin and Write members issue a number: a Read member gets 403 and nothing is numbered, then reads it', async () => {
    const reader = await addTestMember(app, inState.orgId, 'Read');
    const writer = await addTestMember(app, inState.orgId, 'Write');
    const paid = await budgetPayment(inState, 110);
    const body = { orgId: inState.orgId, paymentId: paid.paymentId };
    const serials = () => app.deps.db.select().from(documentSerials);
    const before = await serials();

    const refused = await invoice(reader, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ISSUE_NEEDS_WRITE_MESSAGE);
    expect(
      await app.deps.db.select().from(taxInvoices).where(eq(taxInvoices.paymentId, paid.paymentId)),
    ).toEqual([]);
    expect(await serials()).toEqual(before);

    const issued = await invoice(writer, body);
    expect(issued.statusCode).toBe(200);
    const number = serialOf(pdfText(issued.rawPayload));
    // Issued, it is the Read member's to read, the same document.
    const read = await invoice(reader, body);
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(issued.rawPayload)).toBe(true);
    expect(number).toMatch(/^INV\//);

    await refund(inState, paid.token);
    const noteRefused = await creditNote(reader, body);
    expect(noteRefused.statusCode).toBe(403);
    expect(
      await app.deps.db.select().from(creditNotes).where(eq(creditNotes.paymentId, paid.paymentId)),
    ).toEqual([]);
    expect((await creditNote(writer, body)).statusCode).toBe(200);
    expect((await creditNote(reader, body)).statusCode).toBe(200);
  });

  it('answers 400 naming the field for bad input', async () => {
    const bad = await invoice(inState, { orgId: inState.orgId, paymentId: 'not-an-id' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.errors)).toEqual(['paymentId']);
    const missing = await invoice(inState, { orgId: inState.orgId });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().data.errors)).toEqual(['paymentId']);
  });
});

describe('the place of supply and the GST split of a tax invoice', () => {
  const seller = { SELLER_STATE: 'Karnataka', SELLER_GSTIN: SELLER_GSTIN };

  it('is the buyer state with its GSTIN code, the seller state without an address, "Outside India" for exports', () => {
    expect(placeOfSupply({ gstin: '27ABCDE1234F1Z5', state: 'Maharashtra', country: 'IN' }, seller)).toBe(
      'Maharashtra (27)',
    );
    expect(placeOfSupply({ gstin: null, state: 'Kerala', country: 'IN' }, seller)).toBe('Kerala');
    expect(placeOfSupply({ gstin: null, state: null, country: 'IN' }, seller)).toBe('Karnataka');
    expect(placeOfSupply({ gstin: null, state: 'California', country: 'US' }, seller)).toBe('Outside India');
  });

  it('is CGST + SGST inside the seller state, IGST between states and for exports', () => {
    expect(isIntraState({ gstin: '29ABCDE1234F1Z5', state: 'Karnataka' }, seller)).toBe(true);
    expect(isIntraState({ gstin: '27ABCDE1234F1Z5', state: 'Karnataka' }, seller)).toBe(false);
    expect(isIntraState({ gstin: null, state: 'karnataka ', country: 'IN' }, seller)).toBe(true);
    expect(isIntraState({ gstin: null, state: 'Karnataka', country: 'US' }, seller)).toBe(false);
  });
});
