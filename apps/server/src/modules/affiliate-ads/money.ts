import type { TPlanCurrency } from '@creatorscope/contracts';
import { fieldError } from '../../http/errors.js';

/** Minor units in one major unit, per currency an ad may be priced in (paise, cents). */
const MINOR_PER_MAJOR: Readonly<Record<TPlanCurrency, number>> = { INR: 100, USD: 100 };

/**
 * The largest amount a form may enter, in major units (₹100 crore, $1 billion): far above any
 * ad's budget, and small enough that its minor units stay exact in a JavaScript number.
 */
export const MONEY_MAX = 1_000_000_000;

/**
 * An amount the form entered in major units (499.99) as integer minor units (49999). A third
 * decimal would be rounded away silently, so it is refused with the field named.
 */
export function toMinor(field: string, amount: number, currency: TPlanCurrency): number {
  if (amount > MONEY_MAX) throw fieldError(field, `${field} cannot exceed ${MONEY_MAX}`);
  const scaled = amount * MINOR_PER_MAJOR[currency];
  const minor = Math.round(scaled);
  // 19.99 × 100 is 1998.9999999999998 in binary floating point: only a real third decimal is refused.
  if (Math.abs(scaled - minor) > 1e-6) throw fieldError(field, `${field} can have at most 2 decimal places`);
  return minor;
}

/** Stored minor units back as the major units the form and the answers use. */
export const toMajor = (minor: number, currency: TPlanCurrency): number => minor / MINOR_PER_MAJOR[currency];

/**
 * Cents at a rate of rupees per dollar (config USD_INR_RATE, ≤ 4 decimals) as paise, rounded
 * half up: 1 cent × rate = rate paise. Integer arithmetic on the rate's digits, so 83.35 × 1201
 * rounds as written, not as its binary approximation.
 */
export function usdMinorToInrMinor(usdMinor: number, rate: string): number {
  const [whole = '0', fraction = ''] = rate.split('.');
  const scaled = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0').slice(0, 4) || '0');
  return Number((BigInt(usdMinor) * scaled + 5_000n) / 10_000n);
}
