/*
 * The payout port: pays a publisher's money into their UPI id or bank account. The sandbox is the
 * default (offline: verifies at once, settles after a short delay, a test hook makes a payout
 * fail); RazorpayX when configured. Amounts are integer paise; the payouts module owns the books.
 */

/** A publisher's payout method in the clear: only ever held in memory while talking to the provider. */
export type PayoutDestination =
  | { kind: 'upi'; upiId: string; name: string }
  | { kind: 'bank'; accountNumber: string; ifsc: string; name: string };

/** Who is paid: the provider's contact is made once per publisher (their id is our reference). */
export type PayoutBeneficiary = { publisherId: string; name: string; email: string; phone: string | null };

export type VerifyMethodInput = {
  beneficiary: PayoutBeneficiary;
  destination: PayoutDestination;
  /** What the provider answered for this method before (a fund account), to reuse it. */
  providerAccountId: string | null;
};

/**
 * pending: the provider is still checking (ask again with checkVerification). verified: the
 * account exists and is open; `registeredName` is the holder's name as the bank or UPI app has
 * it (null when the provider did not say), which the payouts module compares with the
 * publisher's: an existing account is not yet the publisher's own.
 */
export type MethodVerification = {
  status: 'pending' | 'verified' | 'failed';
  providerAccountId: string | null;
  providerValidationId: string | null;
  failureReason: string | null;
  registeredName: string | null;
};

export type PayoutMode = 'UPI' | 'IMPS' | 'NEFT';

export type CreatePayoutInput = {
  /** Our payout's id: the provider's idempotency key and reference, so a retry never pays twice. */
  payoutId: string;
  amountMinor: number;
  currency: 'INR';
  mode: PayoutMode;
  providerAccountId: string | null;
  beneficiary: PayoutBeneficiary;
  destination: PayoutDestination;
  narration: string;
};

/**
 * What the provider says about a payout now. reversed: the bank sent the money back, after the
 * payout was reported paid or before.
 */
export type ProviderPayoutState = {
  status: 'processing' | 'paid' | 'failed' | 'reversed';
  providerPayoutId: string;
  /** The bank's reference (UTR) once paid. */
  reference: string | null;
  failureReason: string | null;
};

/** A webhook the provider sent about a payout, verified. */
export type PayoutWebhookEvent = { payoutId: string | null; state: ProviderPayoutState };

export interface PayoutProvider {
  readonly name: 'sandbox' | 'razorpayx';
  verifyMethod(input: VerifyMethodInput): Promise<MethodVerification>;
  /** Asks again about a verification that answered pending. */
  checkVerification(providerValidationId: string): Promise<MethodVerification>;
  /** Sends a payout; the same payoutId again answers the first one (never a second payment). */
  createPayout(input: CreatePayoutInput): Promise<ProviderPayoutState>;
  getPayout(providerPayoutId: string): Promise<ProviderPayoutState>;
  /**
   * The payout the provider holds under our payout's id (its reference), or null when it has
   * none: after a lost answer and a refused retry, whether the first send was taken.
   */
  findPayoutByReference(payoutId: string): Promise<ProviderPayoutState | null>;
  /**
   * A webhook's raw body and headers: the event when its signature is right, null for an event
   * about something else; throws when the signature is wrong.
   */
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): PayoutWebhookEvent | null;
}

/** The provider refused for good (a closed account, a bad UPI id): the payout fails with this reason. */
export class PayoutRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'PayoutRefused';
  }
}

/** The webhook's signature is missing or wrong. */
export class BadPayoutSignature extends Error {
  constructor() {
    super('bad payout webhook signature');
    this.name = 'BadPayoutSignature';
  }
}
