import { z } from 'zod';
import { ZBillingPeriod } from './enums.js';
import { ZPlanId } from './plans.js';
import { idField } from './validation.js';

/* Insight credits: one analysis of a creator costs one; plans grant them monthly. */

/** /payout/get-trend-insights-stats: the organisation's balance (the header's 'Remaining Credits'). */
export const ZTrendInsightsStatsRequest = z.object({ organization_id: idField('organization_id') });
export type TTrendInsightsStatsRequest = z.infer<typeof ZTrendInsightsStatsRequest>;

export const ZTrendInsightsStats = z.object({ insightsCredits: z.number().int() });
export type TTrendInsightsStats = z.infer<typeof ZTrendInsightsStats>;

/** Why a balance changed; every change is one ledger row. */
export const CREDIT_REASONS = ['plan_grant', 'purchase', 'analysis', 'refund', 'adjustment'] as const;
export const ZCreditReason = z.enum(CREDIT_REASONS);
export type TCreditReason = z.infer<typeof ZCreditReason>;

/**
 * What granted (or, refunded, took back) a ledger row's credits: a plan or a credit pack, for the app
 * to name in the reader's words. `month`: a yearly plan's month granted after its first (of 12).
 */
export const ZCreditNoteItem = z.object({
  purpose: z.enum(['plan', 'credit_pack']),
  planId: ZPlanId.nullable(),
  period: ZBillingPeriod.nullable(),
  credits: z.number().int().nullable(),
  month: z.number().int().nullable(),
});
export type TCreditNoteItem = z.infer<typeof ZCreditNoteItem>;

export const ZCreditLedgerEntry = z.object({
  _id: z.string(),
  delta: z.number().int(),
  reason: ZCreditReason,
  /** In English; `item`, when there is one, says the same for the app to translate. */
  note: z.string().nullable(),
  item: ZCreditNoteItem.nullable(),
  balanceAfter: z.number().int(),
  createdAt: z.string(),
});
export type TCreditLedgerEntry = z.infer<typeof ZCreditLedgerEntry>;
