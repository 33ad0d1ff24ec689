ALTER TABLE "credit_ledger" ADD COLUMN "note_item" jsonb;--> statement-breakpoint
-- Rows written before: their English note said what noteItem now says, for the app to translate.
UPDATE "credit_ledger" SET "note_item" = '{"purpose":"plan","planId":"free","period":null,"credits":null,"month":null}'::jsonb WHERE "note" = 'Free plan' AND "note_item" IS NULL;--> statement-breakpoint
UPDATE "credit_ledger" c SET "note_item" = jsonb_build_object(
  'purpose', CASE WHEN p."purpose" = 'credit_pack' THEN 'credit_pack' ELSE 'plan' END,
  'planId', p."plan_id", 'period', p."period", 'credits', p."credits",
  'month', CASE WHEN c."idempotency_key" LIKE 'plan-month:%' THEN split_part(c."idempotency_key", ':', 3)::int + 1 END)
FROM "payments" p
WHERE c."note_item" IS NULL AND c."org_id" = p."org_id" AND (
  c."idempotency_key" IN ('payment:' || p."id"::text, 'refund:' || p."id"::text)
  OR c."idempotency_key" LIKE 'plan-month:' || p."id"::text || ':%');
