CREATE TABLE "payout_methods" (
	"publisher_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"fingerprint" text NOT NULL,
	"verification" text DEFAULT 'unverified' NOT NULL,
	"failure_reason" text,
	"provider_account_id" text,
	"provider_validation_id" text,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_methods_pkey" PRIMARY KEY("publisher_id","kind"),
	CONSTRAINT "payout_methods_kind_check" CHECK ("payout_methods"."kind" in ('upi', 'bank'))
);
--> statement-breakpoint
CREATE TABLE "payout_reviews" (
	"publisher_id" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"cleared_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "payout_reviews_pkey" PRIMARY KEY("publisher_id","fingerprint")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"publisher_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"origin" text NOT NULL,
	"method_kind" text NOT NULL,
	"method_masked" text NOT NULL,
	"mode" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_payout_id" text,
	"reference" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payouts_idempotency_key" UNIQUE("idempotency_key"),
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_minor" > 0),
	CONSTRAINT "payouts_state_check" CHECK ("payouts"."state" in ('pending', 'processing', 'paid', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "ad_earnings" ADD COLUMN "release_key" text;--> statement-breakpoint
ALTER TABLE "ad_earnings" ADD COLUMN "reversal_key" text;--> statement-breakpoint
ALTER TABLE "ad_earnings" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "affiliate_ads" ADD COLUMN "holding_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_reviews" ADD CONSTRAINT "payout_reviews_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_methods_fingerprint_idx" ON "payout_methods" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "payouts_publisher_created_idx" ON "payouts" USING btree ("publisher_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_open_idx" ON "payouts" USING btree ("updated_at") WHERE "payouts"."state" in ('pending', 'processing');--> statement-breakpoint
CREATE INDEX "ad_earnings_pending_idx" ON "ad_earnings" USING btree ("occurred_at") WHERE "ad_earnings"."status" = 'pending';