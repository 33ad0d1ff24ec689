CREATE TABLE "document_serials" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_serials_pkey" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "gross_minor" bigint;--> statement-breakpoint
UPDATE "payouts" SET "gross_minor" = "amount_minor";--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "gross_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "tds_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "tds_base_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "tds_rate_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "financial_year" text;--> statement-breakpoint
UPDATE "payouts" SET "financial_year" = (
  SELECT lpad((y % 100)::text, 2, '0') || lpad(((y + 1) % 100)::text, 2, '0')
  FROM (SELECT extract(year FROM ("created_at" AT TIME ZONE 'UTC') + interval '5 hours 30 minutes' - interval '3 months')::int AS y) AS fy
);--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "financial_year" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "statement_number" text;--> statement-breakpoint
CREATE INDEX "payouts_publisher_year_idx" ON "payouts" USING btree ("publisher_id","financial_year");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_statement_number_key" UNIQUE("statement_number");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_tds_check" CHECK ("payouts"."tds_minor" >= 0 and "payouts"."tds_base_minor" >= 0 and "payouts"."gross_minor" = "payouts"."amount_minor" + "payouts"."tds_minor");