import {
  moneyAmountField,
  type TEarningsTotals,
  type TPayoutMethodKind,
  type TPayoutMethods,
  ZPayoutMethodKind,
} from '@creatorscope/contracts';
import { z } from 'zod';

/** Payouts go to Indian UPI ids and bank accounts: only rupees are withdrawn (the server's rule). */
export const PAYOUT_CURRENCY = 'INR';

/** Why a currency's available money cannot be withdrawn now, in the order the page says them. */
export type WithdrawBlocker = 'currency' | 'review' | 'noVerifiedMethod' | 'belowMinimum';

/**
 * Every reason a withdrawal is refused for these totals, none when the server says it may go
 * ahead. `minimum` is the smallest withdrawal (major units, INR).
 */
export function withdrawBlockers(
  totals: TEarningsTotals,
  methods: TPayoutMethods | undefined,
  minimum: number,
): WithdrawBlocker[] {
  if (totals.canWithdraw) return [];
  if (totals.currency !== PAYOUT_CURRENCY) return ['currency'];
  const blockers: WithdrawBlocker[] = [];
  if (methods?.isFlagged) blockers.push('review');
  if (!methods?.methods.some((method) => method.verification === 'verified'))
    blockers.push('noVerifiedMethod');
  if (totals.available < minimum) blockers.push('belowMinimum');
  return blockers;
}

/** The verified methods a withdrawal may pay into, the UPI id first (the server's own default). */
export function payableMethods(methods: TPayoutMethods | undefined): TPayoutMethodKind[] {
  const verified = (methods?.methods ?? []).filter((method) => method.verification === 'verified');
  return [...verified]
    .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'upi' ? -1 : 1))
    .map((method) => method.kind);
}

type WithdrawLimits = {
  available: number;
  minimum: number;
  /** The translated texts of the two limits, the amounts already written in the reader's money. */
  aboveAvailable: string;
  belowMinimum: string;
};

/**
 * The Withdraw form: an amount (the contract's rules: more than 0, two decimals at most) between
 * the minimum and what is available, and one of the verified methods.
 */
export function withdrawFormSchema({ available, minimum, aboveAvailable, belowMinimum }: WithdrawLimits) {
  return z.object({
    amount: moneyAmountField('amount')
      .refine((amount) => amount <= available + 1e-9, { message: aboveAvailable })
      .refine((amount) => amount >= minimum - 1e-9, { message: belowMinimum }),
    method: ZPayoutMethodKind,
  });
}
export type WithdrawFormInput = z.input<ReturnType<typeof withdrawFormSchema>>;
export type WithdrawFormValues = z.output<ReturnType<typeof withdrawFormSchema>>;

/**
 * A key for one withdrawal, made when its dialog opens and sent with every attempt from it: a
 * double click or a retry after a lost answer repeats the same request, which the server answers
 * with the first payout instead of paying twice. Letters, digits and dashes, as the contract allows.
 */
export function newWithdrawalKey(random: () => string = () => crypto.randomUUID()): string {
  return `wd-${random()}`;
}
