CREATE TABLE "tds_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"payouts" integer NOT NULL,
	"bsr_code" text NOT NULL,
	"challan_serial" text NOT NULL,
	"challan_date" text NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tds_deposits_month_key" UNIQUE("month")
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "tds_deposit_id" uuid;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_tds_deposit_id_tds_deposits_id_fk" FOREIGN KEY ("tds_deposit_id") REFERENCES "public"."tds_deposits"("id") ON DELETE no action ON UPDATE no action;