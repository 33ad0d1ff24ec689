import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError, fieldError } from '../../http/errors.js';
import { ledgerAccounts } from './tables.js';

export const LEDGER_CURRENCIES = ['INR', 'USD'] as const;
export type LedgerCurrency = (typeof LEDGER_CURRENCIES)[number];
export const isLedgerCurrency = (value: unknown): value is LedgerCurrency =>
  (LEDGER_CURRENCIES as readonly unknown[]).includes(value);

/**
 * The kinds of account. `owned`: the key names its owner after the kind (`ad_budget:<adId>`);
 * otherwise the kind alone is the key (`platform_fee`), except external accounts, which name the
 * outside party (`external:payments`). `needsOrg`: opened by openAccount with the organisation
 * whose money it is; the others open themselves on their first entry. `mayGoNegative`: only the
 * outside world's accounts, whose balance is what came in from it (or went out to it).
 */
export const ACCOUNT_KINDS = {
  /** A brand's budget for one ad or campaign, funded by its payments. */
  ad_budget: { owned: true, needsOrg: true, mayGoNegative: false },
  /** A publisher's earnings inside the holding period (a publisher is a person: no organisation). */
  publisher_pending: { owned: true, needsOrg: false, mayGoNegative: false },
  /**
   * A publisher's earnings from one ad held while the brand's report of them is reviewed; the key
   * names both (`publisher_held:<adId>_<publisherId>`: uuids hold no underscore).
   */
  publisher_held: { owned: true, needsOrg: false, mayGoNegative: false },
  /** A publisher's earnings past the holding period, which a payout may take. */
  publisher_available: { owned: true, needsOrg: false, mayGoNegative: false },
  /**
   * What a publisher owes back: an earning reversed after its release, beyond what they had
   * available, is taken from here (so it goes negative, like a debt); their next releases pay it
   * off first (publisher_pending → publisher_owed) and it never goes above zero.
   */
  publisher_owed: { owned: true, needsOrg: false, mayGoNegative: true },
  /** A publisher's payouts sent to the payout provider and not settled yet. */
  payout_in_transit: { owned: true, needsOrg: false, mayGoNegative: false },
  /**
   * TDS (section 194H) withheld from publishers' payouts, owed to the government until the
   * platform deposits it; a failed payout's TDS goes back to the publisher's available money.
   */
  tds_payable: { owned: false, needsOrg: false, mayGoNegative: false },
  /** What the platform keeps. */
  platform_fee: { owned: false, needsOrg: false, mayGoNegative: false },
  /**
   * The platform's currency position: a USD earning released as INR arrives here in USD and
   * leaves in INR, so it holds +USD and −INR (each currency of the ledger still sums to zero).
   * It goes negative by design, so no transfer checks (or locks) its balance: a shared account
   * that every release touches never serialises them.
   */
  exchange: { owned: false, needsOrg: false, mayGoNegative: true },
  /**
   * GST collected in brands' payments (the tax lines of their invoices), owed to the government:
   * never budget. A refunded payment's tax leaves it with the refund (its credit note).
   */
  output_tax: { owned: false, needsOrg: false, mayGoNegative: false },
  /** Money refunded to brands, until the payment provider has returned it (then to external:payments). */
  refunds: { owned: false, needsOrg: false, mayGoNegative: false },
  /**
   * What the provider refunded to a brand beyond what was left of its budget (already paid to
   * publishers): the platform's loss, recorded so that nothing vanishes. ≤ 0, like an outside account.
   */
  refund_shortfall: { owned: false, needsOrg: false, mayGoNegative: true },
  /**
   * The outside world: `external:payments` (what brands paid in), `external:payouts` (what left to
   * publishers), `external:tds` (TDS deposited with the government).
   */
  external: { owned: true, needsOrg: false, mayGoNegative: true },
} as const satisfies Record<string, { owned: boolean; needsOrg: boolean; mayGoNegative: boolean }>;
export type AccountKind = keyof typeof ACCOUNT_KINDS;

/** The keys of the accounts, built in one place. */
export const accountKey = {
  adBudget: (adId: string) => `ad_budget:${adId}`,
  publisherPending: (publisherId: string) => `publisher_pending:${publisherId}`,
  publisherHeld: (adId: string, publisherId: string) => `publisher_held:${adId}_${publisherId}`,
  publisherAvailable: (publisherId: string) => `publisher_available:${publisherId}`,
  publisherOwed: (publisherId: string) => `publisher_owed:${publisherId}`,
  payoutInTransit: (publisherId: string) => `payout_in_transit:${publisherId}`,
  tdsPayable: 'tds_payable',
  platformFee: 'platform_fee',
  exchange: 'exchange',
  outputTax: 'output_tax',
  refunds: 'refunds',
  refundShortfall: 'refund_shortfall',
  externalPayments: 'external:payments',
  externalPayouts: 'external:payouts',
  /** The government: TDS deposited with a challan. */
  externalTds: 'external:tds',
} as const;

export type ParsedKey = { key: string; kind: AccountKind; ownerId: string | null };

const OWNER_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** The kind and owner a key names, or null when it names no account. */
export function parseAccountKey(key: string): ParsedKey | null {
  const colon = key.indexOf(':');
  const kind = colon === -1 ? key : key.slice(0, colon);
  const ownerId = colon === -1 ? null : key.slice(colon + 1);
  if (!Object.hasOwn(ACCOUNT_KINDS, kind)) return null;
  const rules = ACCOUNT_KINDS[kind as AccountKind];
  if (rules.owned ? ownerId === null || !OWNER_ID.test(ownerId) : ownerId !== null) return null;
  return { key, kind: kind as AccountKind, ownerId };
}

export const mayGoNegative = (kind: AccountKind): boolean => ACCOUNT_KINDS[kind].mayGoNegative;

export type LedgerAccount = {
  key: string;
  kind: AccountKind;
  ownerId: string | null;
  orgId: string | null;
  currency: LedgerCurrency | null;
};

const toAccount = (row: typeof ledgerAccounts.$inferSelect): LedgerAccount => ({
  key: row.key,
  kind: row.kind as AccountKind,
  ownerId: row.ownerId,
  orgId: row.orgId,
  currency: row.currency as LedgerCurrency | null,
});

export const noSuchAccount = (field: string, key: string) =>
  fieldError(field, `Ledger account ${key} does not exist`);

/**
 * Opens an account, or answers the one already open under that key. An account that needs an
 * organisation (a brand's budget) is opened with it; `currency` pins the one currency it holds
 * (omitted: any). Opening it again with another organisation or currency is refused.
 */
export async function openAccount(
  db: Db,
  input: { key: string; orgId?: string | null; currency?: LedgerCurrency | null },
): Promise<LedgerAccount> {
  const parsed = parseAccountKey(input.key);
  if (!parsed) throw noSuchAccount('key', input.key);
  const orgId = input.orgId ?? null;
  const currency = input.currency ?? null;
  if (ACCOUNT_KINDS[parsed.kind].needsOrg && !orgId) {
    throw fieldError('orgId', `Ledger account ${input.key} needs an organisation`);
  }
  if (currency !== null && !isLedgerCurrency(currency))
    throw fieldError('currency', 'Currency must be INR or USD');
  await db
    .insert(ledgerAccounts)
    .values({ key: parsed.key, kind: parsed.kind, ownerId: parsed.ownerId, orgId, currency })
    .onConflictDoNothing({ target: ledgerAccounts.key });
  const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.key, parsed.key));
  if (!row) throw new Error(`ledger account ${parsed.key} was not opened`);
  if (row.orgId !== orgId || row.currency !== currency) {
    throw new AppError(
      'conflict',
      `Ledger account ${input.key} is already open for another organisation or currency`,
      { key: input.key },
    );
  }
  return toAccount(row);
}

/**
 * The accounts of a transfer by field (debit, credit), opening those that open themselves. An
 * account that needs an organisation and was never opened is refused, naming the field.
 */
export async function accountsForTransfer(
  db: Db,
  fields: { debit: string; credit: string },
): Promise<{ debit: LedgerAccount; credit: LedgerAccount }> {
  const parsed = {
    debit: parseAccountKey(fields.debit),
    credit: parseAccountKey(fields.credit),
  };
  for (const field of ['debit', 'credit'] as const) {
    if (!parsed[field]) throw noSuchAccount(field, fields[field]);
  }
  const keys = [fields.debit, fields.credit];
  let rows = await db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.key, keys));
  const missing = (['debit', 'credit'] as const).filter(
    (field) => !rows.some((row) => row.key === fields[field]),
  );
  if (missing.length > 0) {
    for (const field of missing) {
      const account = parsed[field] as ParsedKey;
      if (ACCOUNT_KINDS[account.kind].needsOrg) throw noSuchAccount(field, account.key);
    }
    await db
      .insert(ledgerAccounts)
      .values(
        missing.map((field) => {
          const account = parsed[field] as ParsedKey;
          return { key: account.key, kind: account.kind, ownerId: account.ownerId };
        }),
      )
      .onConflictDoNothing({ target: ledgerAccounts.key });
    rows = await db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.key, keys));
  }
  const find = (key: string) => {
    const row = rows.find((r) => r.key === key);
    if (!row) throw new Error(`ledger account ${key} was not opened`);
    return toAccount(row);
  };
  return { debit: find(fields.debit), credit: find(fields.credit) };
}
