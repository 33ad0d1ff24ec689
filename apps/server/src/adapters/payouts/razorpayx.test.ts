import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadPayoutSignature, PayoutRefused } from './port.js';
import { RazorpayXPayouts } from './razorpayx.js';

/*
 * RazorpayX against a fake RazorpayX on loopback (never a mock object): the fake checks basic
 * auth, the paths and fields the docs name, and honours X-Payout-Idempotency as RazorpayX does.
 */

type Seen = {
  method: string;
  path: string;
  auth: string | undefined;
  idempotency: string | undefined;
  body: Record<string, unknown>;
};

function fakeRazorpayX() {
  const seen: Seen[] = [];
  const payouts = new Map<string, Record<string, unknown>>();
  const byKey = new Map<string, string>();
  let counter = 0;
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (chunk) => {
        text += chunk;
      });
      req.on('end', () => resolve(text));
    });
  const server = createServer(async (req, res) => {
    const raw = await read(req);
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const path = req.url ?? '';
    seen.push({
      method: req.method ?? '',
      path,
      auth: req.headers.authorization,
      idempotency: req.headers['x-payout-idempotency'] as string | undefined,
      body,
    });
    const send = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (req.headers.authorization !== `Basic ${Buffer.from('rzp_test_key:secret').toString('base64')}`) {
      return send(401, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid' },
      });
    }
    if (req.method === 'POST' && path === '/v1/contacts')
      return send(201, { id: 'cont_1', entity: 'contact' });
    if (req.method === 'POST' && path === '/v1/fund_accounts') {
      return send(201, { id: body.account_type === 'vpa' ? 'fa_vpa' : 'fa_bank', entity: 'fund_account' });
    }
    if (req.method === 'POST' && path === '/v1/fund_accounts/validations') {
      const account = (body.fund_account as { id: string }).id;
      return send(200, {
        id: `fav_${account}`,
        status: account === 'fa_vpa' ? 'completed' : 'created',
        fund_account: { id: account },
        results: account === 'fa_vpa' ? { account_status: 'active', registered_name: 'Asha Rao' } : null,
      });
    }
    if (req.method === 'GET' && path.startsWith('/v1/fund_accounts/validations/')) {
      return send(200, {
        id: path.split('/').pop(),
        status: 'completed',
        results: { account_status: 'invalid' },
      });
    }
    if (req.method === 'POST' && path === '/v1/payouts') {
      const key = req.headers['x-payout-idempotency'] as string | undefined;
      if (!key)
        return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'Idempotency key is missing' } });
      if ((body.amount as number) < 100)
        return send(400, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'Minimum payout is 100 paise' },
        });
      const known = byKey.get(key);
      if (known) return send(200, payouts.get(known));
      counter += 1;
      const payout = {
        id: `pout_${counter}`,
        entity: 'payout',
        status: 'processing',
        utr: null,
        reference_id: body.reference_id,
        amount: body.amount,
      };
      payouts.set(payout.id, payout);
      byKey.set(key, payout.id);
      return send(200, payout);
    }
    if (req.method === 'GET' && path.startsWith('/v1/payouts?')) {
      const query = new URL(path, 'http://x').searchParams;
      if (!query.get('account_number'))
        return send(400, { error: { description: 'The account number field is required.' } });
      const items = [...payouts.values()].filter((p) => p.reference_id === query.get('reference_id'));
      return send(200, { entity: 'collection', count: items.length, items });
    }
    if (req.method === 'GET' && path.startsWith('/v1/payouts/')) {
      const payout = payouts.get(path.split('/').pop() ?? '');
      return payout
        ? send(200, { ...payout, status: 'processed', utr: 'HDFCN00000000001' })
        : send(404, { error: { description: 'not found' } });
    }
    return send(404, { error: { description: 'no such path' } });
  });
  return { server, seen };
}

describe('RazorpayX payouts against a fake RazorpayX on loopback', () => {
  let fake: ReturnType<typeof fakeRazorpayX>;
  let server: Server;
  let provider: RazorpayXPayouts;
  const beneficiary = {
    publisherId: '5f2a1f5e-0000-4000-8000-000000000001',
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '+919876543210',
  };

  beforeAll(async () => {
    fake = fakeRazorpayX();
    server = fake.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    provider = new RazorpayXPayouts({
      keyId: 'rzp_test_key',
      keySecret: 'secret',
      accountNumber: '7878780080316316',
      baseUrl: `http://127.0.0.1:${port}`,
      webhookSecret: 'whk_secret',
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('verifies a UPI id by a contact, a vpa fund account and a completed validation, with the holder name', async () => {
    const result = await provider.verifyMethod({
      beneficiary,
      destination: { kind: 'upi', upiId: 'asharao@okaxis', name: 'Asha Rao' },
      providerAccountId: null,
    });
    expect(result).toMatchObject({
      status: 'verified',
      providerAccountId: 'fa_vpa',
      providerValidationId: 'fav_fa_vpa',
      registeredName: 'Asha Rao',
    });
    const paths = fake.seen.map((s) => `${s.method} ${s.path}`);
    expect(paths).toEqual([
      'POST /v1/contacts',
      'POST /v1/fund_accounts',
      'POST /v1/fund_accounts/validations',
    ]);
    expect(fake.seen[1]?.body).toMatchObject({
      contact_id: 'cont_1',
      account_type: 'vpa',
      vpa: { address: 'asharao@okaxis' },
    });
    expect(fake.seen[2]?.body).toMatchObject({
      account_number: '7878780080316316',
      fund_account: { id: 'fa_vpa' },
    });
  });

  it('answers a bank validation pending, and failed when RazorpayX finds the account invalid', async () => {
    const started = await provider.verifyMethod({
      beneficiary,
      destination: { kind: 'bank', accountNumber: '123456789012', ifsc: 'HDFC0001234', name: 'Asha Rao' },
      providerAccountId: null,
    });
    expect(started).toMatchObject({ status: 'pending', providerAccountId: 'fa_bank', registeredName: null });
    const bankCall = fake.seen.find(
      (s) => s.path === '/v1/fund_accounts' && s.body.account_type === 'bank_account',
    );
    expect(bankCall?.body.bank_account).toEqual({
      name: 'Asha Rao',
      ifsc: 'HDFC0001234',
      account_number: '123456789012',
    });
    const checked = await provider.checkVerification(started.providerValidationId as string);
    expect(checked.status).toBe('failed');
  });

  it('sends a payout in paise with X-Payout-Idempotency, and a retry with the same key is the same payout', async () => {
    const input = {
      payoutId: 'a1b2c3d4-0000-4000-8000-000000000009',
      amountMinor: 60_050,
      currency: 'INR' as const,
      mode: 'UPI' as const,
      providerAccountId: 'fa_vpa',
      beneficiary,
      destination: { kind: 'upi' as const, upiId: 'asharao@okaxis', name: 'Asha Rao' },
      narration: 'Creatorscope payout',
    };
    const first = await provider.createPayout(input);
    const again = await provider.createPayout(input);
    expect(first).toEqual({
      status: 'processing',
      providerPayoutId: 'pout_1',
      reference: null,
      failureReason: null,
    });
    expect(again.providerPayoutId).toBe('pout_1');
    const sent = fake.seen.filter((s) => s.path === '/v1/payouts');
    expect(sent.map((s) => s.idempotency)).toEqual([input.payoutId, input.payoutId]);
    expect(sent[0]?.body).toMatchObject({
      account_number: '7878780080316316',
      fund_account_id: 'fa_vpa',
      amount: 60_050,
      currency: 'INR',
      mode: 'UPI',
      reference_id: input.payoutId,
    });
    expect(await provider.getPayout('pout_1')).toMatchObject({
      status: 'paid',
      reference: 'HDFCN00000000001',
    });
  });

  it('finds a payout by its reference (our payout id) from our account, and none for an id it never took', async () => {
    const found = await provider.findPayoutByReference('a1b2c3d4-0000-4000-8000-000000000009');
    expect(found).toEqual({
      status: 'processing',
      providerPayoutId: 'pout_1',
      reference: null,
      failureReason: null,
    });
    const asked = fake.seen.at(-1);
    expect(asked?.method).toBe('GET');
    const query = new URL(asked?.path ?? '', 'http://x').searchParams;
    expect(query.get('account_number')).toBe('7878780080316316');
    expect(query.get('reference_id')).toBe('a1b2c3d4-0000-4000-8000-000000000009');
    expect(await provider.findPayoutByReference('a1b2c3d4-0000-4000-8000-0000000000ff')).toBeNull();
  });

  it('turns a refusal into PayoutRefused with RazorpayX words, and a wrong key into an error to retry', async () => {
    await expect(
      provider.createPayout({
        payoutId: 'a1b2c3d4-0000-4000-8000-00000000000a',
        amountMinor: 50,
        currency: 'INR',
        mode: 'IMPS',
        providerAccountId: 'fa_bank',
        beneficiary,
        destination: { kind: 'bank', accountNumber: '1', ifsc: 'HDFC0001234', name: 'A' },
        narration: 'x',
      }),
    ).rejects.toEqual(new PayoutRefused('Minimum payout is 100 paise'));
    const { port } = server.address() as AddressInfo;
    const wrong = new RazorpayXPayouts({
      keyId: 'nope',
      keySecret: 'nope',
      accountNumber: '1',
      baseUrl: `http://127.0.0.1:${port}`,
      webhookSecret: null,
    });
    await expect(wrong.getPayout('pout_1')).rejects.toThrow('The api key provided is invalid');
  });

  it('accepts a payout webhook only with the HMAC-SHA256 of its raw body', () => {
    const body = JSON.stringify({
      entity: 'event',
      event: 'payout.failed',
      payload: {
        payout: {
          entity: {
            id: 'pout_1',
            status: 'failed',
            reference_id: 'a1b2c3d4-0000-4000-8000-000000000009',
            status_details: { description: 'Beneficiary bank is down' },
          },
        },
      },
    });
    const signature = createHmac('sha256', 'whk_secret').update(body).digest('hex');
    expect(provider.verifyWebhook(body, { 'x-razorpay-signature': signature })).toEqual({
      payoutId: 'a1b2c3d4-0000-4000-8000-000000000009',
      state: {
        status: 'failed',
        providerPayoutId: 'pout_1',
        reference: null,
        failureReason: 'Beneficiary bank is down',
      },
    });
    expect(() => provider.verifyWebhook(`${body} `, { 'x-razorpay-signature': signature })).toThrow(
      BadPayoutSignature,
    );
    expect(() => provider.verifyWebhook(body, {})).toThrow(BadPayoutSignature);
    // Sent back by the bank, after or before it was processed: reversed, with the bank's words.
    const returned = JSON.stringify({
      event: 'payout.reversed',
      payload: {
        payout: {
          entity: {
            id: 'pout_2',
            status: 'reversed',
            utr: 'UTR42',
            reference_id: 'a1b2c3d4-0000-4000-8000-000000000010',
            status_details: { description: 'Beneficiary account is closed' },
          },
        },
      },
    });
    expect(
      provider.verifyWebhook(returned, {
        'x-razorpay-signature': createHmac('sha256', 'whk_secret').update(returned).digest('hex'),
      }),
    ).toEqual({
      payoutId: 'a1b2c3d4-0000-4000-8000-000000000010',
      state: {
        status: 'reversed',
        providerPayoutId: 'pout_2',
        reference: 'UTR42',
        failureReason: 'Beneficiary account is closed',
      },
    });
    const other = JSON.stringify({
      event: 'payout.queued',
      payload: { payout: { entity: { id: 'pout_1', status: 'queued' } } },
    });
    expect(
      provider.verifyWebhook(other, {
        'x-razorpay-signature': createHmac('sha256', 'whk_secret').update(other).digest('hex'),
      }),
    ).toBeNull();
  });
});
