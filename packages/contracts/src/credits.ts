import { z } from 'zod';
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

export const ZCreditLedgerEntry = z.object({
  _id: z.string(),
  delta: z.number().int(),
  reason: ZCreditReason,
  note: z.string().nullable(),
  balanceAfter: z.number().int(),
  createdAt: z.string(),
});
export type TCreditLedgerEntry = z.infer<typeof ZCreditLedgerEntry>;
