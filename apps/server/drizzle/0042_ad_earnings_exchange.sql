ALTER TABLE "ad_earnings" ADD COLUMN "paid_amount_minor" bigint;--> statement-breakpoint
ALTER TABLE "ad_earnings" ADD COLUMN "paid_currency" text;--> statement-breakpoint
ALTER TABLE "ad_earnings" ADD COLUMN "exchange_rate" text;--> statement-breakpoint
CREATE INDEX "ad_earnings_unconverted_usd_idx" ON "ad_earnings" USING btree ("publisher_id") WHERE "ad_earnings"."currency" = 'USD' and "ad_earnings"."status" = 'available' and "ad_earnings"."paid_currency" is null;