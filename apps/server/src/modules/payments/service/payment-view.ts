import type {
  TBillingPeriod,
  TPayment,
  TPaymentProvider,
  TPaymentPurpose,
  TPaymentStatus,
  TPaymentsPage,
  TPlanCurrency,
  TPlanId,
} from '@creatorscope/contracts';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../http/errors.js';
import { payments } from '../tables.js';

export type PaymentRow = typeof payments.$inferSelect;

/** Minor units (paise, cents) to the major units the API speaks. */
export const toMajor = (minor: number) => Math.round(minor) / 100;
export const toMinor = (major: number) => Math.round(major * 100);

export const toPayment = (row: PaymentRow): TPayment => ({
  _id: row.id,
  token: row.token,
  purpose: row.purpose as TPaymentPurpose,
  description: row.description,
  productKey: row.productKey,
  planId: (row.planId as TPlanId | null) ?? null,
  period: (row.period as TBillingPeriod | null) ?? null,
  credits: row.credits,
  amount: toMajor(row.amountMinor),
  currency: row.currency as TPlanCurrency,
  status: row.status as TPaymentStatus,
  provider: row.provider as TPaymentProvider,
  hasReceipt: row.receiptNumber !== null && (row.status === 'succeeded' || row.status === 'refunded'),
  receiptNumber: row.receiptNumber,
  failureReason: row.failureReason,
  isRenewal: row.renewalOf !== null,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
  refundedAt: row.refundedAt?.toISOString() ?? null,
  refundedCredits: row.refundedCredits,
  refundShortfallCredits: row.refundShortfallCredits,
});

/** A payment of this organisation by its checkout token; another organisation's token reads as not found. */
export async function getPaymentByToken(
  db: Pick<Db, 'select'>,
  orgId: string,
  token: string,
): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orgId, orgId), eq(payments.token, token)))
    .limit(1);
  if (!row) throw new AppError('not_found', 'Payment not found');
  return row;
}

/** /billing/get-payments: newest first, a page at a time. */
export async function listPayments(
  db: Pick<Db, 'select'>,
  orgId: string,
  page: number,
  pageSize: number,
): Promise<TPaymentsPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(eq(payments.orgId, orgId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(payments).where(eq(payments.orgId, orgId)),
  ]);
  return { items: rows.map(toPayment), total: total?.n ?? 0, page, pageSize };
}

/**
 * A payment of this organisation in one of `statuses` (succeeded: it went through), of `purpose`
 * when given: any other payment, another purpose's or another organisation's reads as not found.
 */
export async function getPaymentIn(
  db: Pick<Db, 'select'>,
  orgId: string,
  paymentId: string,
  { purpose, statuses = ['succeeded'] }: { purpose?: TPaymentPurpose; statuses?: TPaymentStatus[] } = {},
): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orgId, orgId),
        eq(payments.id, paymentId),
        inArray(payments.status, statuses),
        ...(purpose ? [eq(payments.purpose, purpose)] : []),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('not_found', 'Payment not found');
  return row;
}

/**
 * The organisation's succeeded payments of one product (an ad's budget: `ad_budget:<adId>`),
 * newest paid first: what a return of that product's money may refund.
 */
export async function succeededPaymentsOf(
  db: Pick<Db, 'select'>,
  orgId: string,
  productKey: string,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(eq(payments.orgId, orgId), eq(payments.productKey, productKey), eq(payments.status, 'succeeded')),
    )
    .orderBy(desc(payments.paidAt), desc(payments.createdAt), desc(payments.id));
}
