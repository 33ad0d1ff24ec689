ALTER TABLE "payouts" ADD COLUMN "failure_code" text;--> statement-breakpoint
-- The app's own reasons were stored as English sentences: the one that says something the state does not becomes a code, shown translated; the rest only repeated the state.
UPDATE "payouts" SET "failure_code" = 'method_changed', "failure_reason" = NULL WHERE "failure_reason" = 'The payout method changed or is no longer verified';--> statement-breakpoint
UPDATE "payouts" SET "failure_reason" = NULL WHERE "failure_reason" IN ('The bank returned the payout', 'The payout failed');--> statement-breakpoint
UPDATE "payments" SET "failure_reason" = NULL WHERE "failure_reason" IN ('The payment did not go through', 'The payment was cancelled');
