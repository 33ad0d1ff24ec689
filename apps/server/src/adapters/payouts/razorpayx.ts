import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  BadPayoutSignature,
  type CreatePayoutInput,
  type MethodVerification,
  type PayoutBeneficiary,
  type PayoutDestination,
  type PayoutProvider,
  PayoutRefused,
  type PayoutWebhookEvent,
  type ProviderPayoutState,
  type VerifyMethodInput,
} from './port.js';

export type RazorpayXOptions = {
  keyId: string;
  keySecret: string;
  /** Our RazorpayX account number, which payouts and validations are made from. */
  accountNumber: string;
  /** https://api.razorpay.com, or a fake on loopback in tests. */
  baseUrl: string;
  /** Signs its webhooks (X-Razorpay-Signature); unset: webhooks are refused, the resume job asks instead. */
  webhookSecret: string | null;
  timeoutMs?: number;
};

type RazorpayPayout = {
  id: string;
  status: string;
  utr?: string | null;
  reference_id?: string | null;
  failure_reason?: string | null;
  status_details?: { description?: string | null; reason?: string | null } | null;
};

type RazorpayValidation = {
  id: string;
  status: string;
  fund_account?: { id?: string } | null;
  results?: { account_status?: string | null; registered_name?: string | null } | null;
  status_details?: { description?: string | null } | null;
};

const PROCESSING = new Set(['queued', 'pending', 'processing', 'scheduled', 'created']);
const FAILED = new Set(['failed', 'cancelled', 'rejected']);

/** A refusal that no retry mends: a bad request about the payout itself. */
class RazorpayError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
  ) {
    super(`RazorpayX answered ${status}: ${description}`);
    this.name = 'RazorpayError';
  }
}

/**
 * RazorpayX over its REST API (basic auth with the key id and secret): a contact per publisher, a
 * fund account per method (vpa or bank_account), a fund-account validation to verify it, payouts
 * with `X-Payout-Idempotency` set to our payout's id (also its reference_id), and webhooks
 * (payout.processed | reversed | failed) signed with HMAC-SHA256 of the raw body.
 */
export class RazorpayXPayouts implements PayoutProvider {
  readonly name = 'razorpayx' as const;

  constructor(private readonly options: RazorpayXOptions) {}

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const auth = Buffer.from(`${this.options.keyId}:${this.options.keySecret}`).toString('base64');
    const response = await fetch(new URL(path, this.options.baseUrl), {
      method,
      headers: {
        authorization: `Basic ${auth}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 20_000),
    });
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as unknown) : {};
    if (!response.ok) {
      const error = (parsed as { error?: { description?: string } }).error;
      throw new RazorpayError(response.status, error?.description ?? response.statusText);
    }
    return parsed as T;
  }

  private async contactOf(beneficiary: PayoutBeneficiary): Promise<string> {
    const contact = await this.call<{ id: string }>('POST', '/v1/contacts', {
      name: beneficiary.name.slice(0, 50),
      email: beneficiary.email,
      ...(beneficiary.phone ? { contact: beneficiary.phone } : {}),
      type: 'vendor',
      reference_id: beneficiary.publisherId,
    });
    return contact.id;
  }

  private async fundAccountOf(
    beneficiary: PayoutBeneficiary,
    destination: PayoutDestination,
  ): Promise<string> {
    const contactId = await this.contactOf(beneficiary);
    const account = await this.call<{ id: string }>(
      'POST',
      '/v1/fund_accounts',
      destination.kind === 'upi'
        ? { contact_id: contactId, account_type: 'vpa', vpa: { address: destination.upiId } }
        : {
            contact_id: contactId,
            account_type: 'bank_account',
            bank_account: {
              name: destination.name,
              ifsc: destination.ifsc,
              account_number: destination.accountNumber,
            },
          },
    );
    return account.id;
  }

  private toVerification(validation: RazorpayValidation, accountId: string | null): MethodVerification {
    const accountStatus = validation.results?.account_status ?? null;
    const base = {
      providerAccountId: validation.fund_account?.id ?? accountId,
      providerValidationId: validation.id,
      registeredName: validation.results?.registered_name?.trim() || null,
    };
    if (validation.status === 'completed' && accountStatus === 'active') {
      return { ...base, status: 'verified', failureReason: null };
    }
    if (validation.status === 'completed' || validation.status === 'failed') {
      return {
        ...base,
        status: 'failed',
        // The provider's words only: the method's state says it failed, in the reader's language.
        failureReason: validation.status_details?.description ?? null,
      };
    }
    return { ...base, status: 'pending', failureReason: null };
  }

  async verifyMethod(input: VerifyMethodInput): Promise<MethodVerification> {
    try {
      const accountId =
        input.providerAccountId ?? (await this.fundAccountOf(input.beneficiary, input.destination));
      const validation = await this.call<RazorpayValidation>('POST', '/v1/fund_accounts/validations', {
        account_number: this.options.accountNumber,
        fund_account: { id: accountId },
        ...(input.destination.kind === 'bank' ? { amount: 100, currency: 'INR' } : {}),
        notes: { publisher_id: input.beneficiary.publisherId },
      });
      return this.toVerification(validation, accountId);
    } catch (err) {
      if (err instanceof RazorpayError && err.status === 400) {
        return {
          status: 'failed',
          providerAccountId: null,
          providerValidationId: null,
          failureReason: err.description,
          registeredName: null,
        };
      }
      throw err;
    }
  }

  async checkVerification(providerValidationId: string): Promise<MethodVerification> {
    const validation = await this.call<RazorpayValidation>(
      'GET',
      `/v1/fund_accounts/validations/${encodeURIComponent(providerValidationId)}`,
    );
    return this.toVerification(validation, null);
  }

  private toState(payout: RazorpayPayout): ProviderPayoutState {
    const status = PROCESSING.has(payout.status)
      ? 'processing'
      : payout.status === 'processed'
        ? 'paid'
        : payout.status === 'reversed'
          ? 'reversed'
          : FAILED.has(payout.status)
            ? 'failed'
            : 'processing';
    return {
      status,
      providerPayoutId: payout.id,
      reference: payout.utr ?? null,
      failureReason:
        status === 'failed' || status === 'reversed'
          ? (payout.status_details?.description ?? payout.failure_reason ?? `The payout was ${payout.status}`)
          : null,
    };
  }

  async createPayout(input: CreatePayoutInput): Promise<ProviderPayoutState> {
    try {
      const accountId =
        input.providerAccountId ?? (await this.fundAccountOf(input.beneficiary, input.destination));
      const payout = await this.call<RazorpayPayout>(
        'POST',
        '/v1/payouts',
        {
          account_number: this.options.accountNumber,
          fund_account_id: accountId,
          amount: input.amountMinor,
          currency: input.currency,
          mode: input.mode,
          purpose: 'payout',
          queue_if_low_balance: true,
          reference_id: input.payoutId,
          narration: input.narration.slice(0, 30),
        },
        { 'X-Payout-Idempotency': input.payoutId },
      );
      return this.toState(payout);
    } catch (err) {
      if (err instanceof RazorpayError && err.status >= 400 && err.status < 500 && err.status !== 429) {
        throw new PayoutRefused(err.description);
      }
      throw err;
    }
  }

  async getPayout(providerPayoutId: string): Promise<ProviderPayoutState> {
    return this.toState(
      await this.call<RazorpayPayout>('GET', `/v1/payouts/${encodeURIComponent(providerPayoutId)}`),
    );
  }

  /**
   * GET /v1/payouts filtered by reference_id (our payout id, set on every payout we create); of
   * several, one still alive or paid beats a failed one.
   */
  async findPayoutByReference(payoutId: string): Promise<ProviderPayoutState | null> {
    const query = new URLSearchParams({
      account_number: this.options.accountNumber,
      reference_id: payoutId,
      count: '10',
    });
    const list = await this.call<{ items?: RazorpayPayout[] }>('GET', `/v1/payouts?${query}`);
    const states = (list.items ?? []).filter((p) => p.reference_id === payoutId).map((p) => this.toState(p));
    return states.find((p) => p.status !== 'failed') ?? states[0] ?? null;
  }

  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): PayoutWebhookEvent | null {
    const secret = this.options.webhookSecret;
    const given = headers['x-razorpay-signature'];
    if (!secret || typeof given !== 'string') throw new BadPayoutSignature();
    const expected = createHmac('sha256', secret).update(rawBody).digest();
    const actual = Buffer.from(given, 'hex');
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected))
      throw new BadPayoutSignature();
    const event = JSON.parse(rawBody) as {
      event?: string;
      payload?: { payout?: { entity?: RazorpayPayout } };
    };
    const payout = event.payload?.payout?.entity;
    if (!payout || !['payout.processed', 'payout.reversed', 'payout.failed'].includes(event.event ?? '')) {
      return null;
    }
    return { payoutId: payout.reference_id ?? null, state: this.toState(payout) };
  }
}
