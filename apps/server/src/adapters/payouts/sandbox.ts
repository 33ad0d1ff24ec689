import { randomUUID } from 'node:crypto';
import {
  BadPayoutSignature,
  type CreatePayoutInput,
  type MethodVerification,
  type PayoutProvider,
  PayoutRefused,
  type PayoutWebhookEvent,
  type ProviderPayoutState,
  type VerifyMethodInput,
} from './port.js';

/** A UPI id whose name part is this fails verification in the sandbox (to try the failed state). */
export const SANDBOX_INVALID_UPI_NAME = 'invalid';
/** A bank account number ending in these digits fails verification in the sandbox. */
export const SANDBOX_INVALID_ACCOUNT_SUFFIX = '0000';
/** A UPI id with this in its name part is registered to someone else in the sandbox (a name mismatch). */
export const SANDBOX_MISMATCH_UPI_MARKER = 'mismatch';
/** A bank account number ending in these digits is registered to someone else in the sandbox. */
export const SANDBOX_MISMATCH_ACCOUNT_SUFFIX = '9999';
/** Whom the sandbox says a mismatching account belongs to. */
export const SANDBOX_OTHER_HOLDER = 'Sandbox Other Holder';

type SandboxPayout = { createdAt: number; amountMinor: number; failWith: string | null };

/**
 * The offline payout provider: verifies a method at once (UPI ids named `invalid`, and accounts
 * ending 0000, fail; the holder is the beneficiary, except UPI ids with `mismatch` in their name
 * part and accounts ending 9999, registered to someone else), takes a payout as processing and reports it paid once `settleAfterMs` has
 * passed. `failNextPayout(reason)` makes the next payout fail with that reason (a test hook).
 * Its books are in memory: a payout it did not create (another process's) reads as paid once due,
 * its id carrying its creation time, so a restart never strands one.
 */
export class SandboxPayouts implements PayoutProvider {
  readonly name = 'sandbox' as const;
  private readonly payouts = new Map<string, SandboxPayout>();
  private readonly byOurId = new Map<string, string>();
  private failures: string[] = [];
  private answersToLose = 0;
  private refusals: string[] = [];

  constructor(private readonly options: { settleAfterMs: number; now?: () => number }) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** The next payout created fails with `reason` once it settles. */
  failNextPayout(reason: string): void {
    this.failures.push(reason);
  }

  /** The next payout sent is taken, and its answer lost on the way back (the caller sees an error). */
  loseNextAnswer(): void {
    this.answersToLose += 1;
  }

  /** The next payout sent is refused with `reason` (a 4xx), whether or not the sandbox holds it. */
  refuseNextPayout(reason: string): void {
    this.refusals.push(reason);
  }

  async verifyMethod(input: VerifyMethodInput): Promise<MethodVerification> {
    const { destination } = input;
    const isInvalid =
      destination.kind === 'upi'
        ? destination.upiId.split('@')[0]?.toLowerCase() === SANDBOX_INVALID_UPI_NAME
        : destination.accountNumber.endsWith(SANDBOX_INVALID_ACCOUNT_SUFFIX);
    const isSomeoneElses =
      destination.kind === 'upi'
        ? (destination.upiId.split('@')[0] ?? '').toLowerCase().includes(SANDBOX_MISMATCH_UPI_MARKER)
        : destination.accountNumber.endsWith(SANDBOX_MISMATCH_ACCOUNT_SUFFIX);
    return {
      status: isInvalid ? 'failed' : 'verified',
      registeredName: isInvalid ? null : isSomeoneElses ? SANDBOX_OTHER_HOLDER : input.beneficiary.name,
      providerAccountId: input.providerAccountId ?? `sbx_fa_${randomUUID().replaceAll('-', '')}`,
      providerValidationId: `sbx_fav_${randomUUID().replaceAll('-', '')}`,
      failureReason: isInvalid
        ? destination.kind === 'upi'
          ? 'The UPI id does not exist'
          : 'The bank account is invalid or closed'
        : null,
    };
  }

  /** Never asked: the sandbox's verifications do not answer pending. */
  async checkVerification(providerValidationId: string): Promise<MethodVerification> {
    return {
      status: 'failed',
      providerAccountId: null,
      providerValidationId,
      failureReason: 'The sandbox has no pending verification to check',
      registeredName: null,
    };
  }

  async createPayout(input: CreatePayoutInput): Promise<ProviderPayoutState> {
    const refusal = this.refusals.shift();
    if (refusal !== undefined) throw new PayoutRefused(refusal);
    const state = await this.takePayout(input);
    if (this.answersToLose > 0) {
      this.answersToLose -= 1;
      throw new Error('sandbox: the answer was lost on the way back');
    }
    return state;
  }

  private async takePayout(input: CreatePayoutInput): Promise<ProviderPayoutState> {
    const known = this.byOurId.get(input.payoutId);
    if (known) return this.getPayout(known);
    const createdAt = this.now();
    const id = `sbxpout_${createdAt}_${randomUUID().replaceAll('-', '')}`;
    this.payouts.set(id, {
      createdAt,
      amountMinor: input.amountMinor,
      failWith: this.failures.shift() ?? null,
    });
    this.byOurId.set(input.payoutId, id);
    return { status: 'processing', providerPayoutId: id, reference: null, failureReason: null };
  }

  async getPayout(providerPayoutId: string): Promise<ProviderPayoutState> {
    const created = this.payouts.get(providerPayoutId);
    const createdAt = created?.createdAt ?? Number(providerPayoutId.split('_')[1] ?? 0);
    if (this.now() < createdAt + this.options.settleAfterMs) {
      return { status: 'processing', providerPayoutId, reference: null, failureReason: null };
    }
    if (created?.failWith) {
      return { status: 'failed', providerPayoutId, reference: null, failureReason: created.failWith };
    }
    const reference = `SBXUTR${providerPayoutId.slice(-10).toUpperCase()}`;
    return { status: 'paid', providerPayoutId, reference, failureReason: null };
  }

  /** Only payouts this process's sandbox took are known by reference (its books are in memory). */
  async findPayoutByReference(payoutId: string): Promise<ProviderPayoutState | null> {
    const id = this.byOurId.get(payoutId);
    return id ? this.getPayout(id) : null;
  }

  /** The sandbox sends no webhooks (the resume job asks it); anything posted is refused. */
  verifyWebhook(): PayoutWebhookEvent | null {
    throw new BadPayoutSignature();
  }
}
