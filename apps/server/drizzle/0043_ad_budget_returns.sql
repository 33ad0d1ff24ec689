CREATE TABLE "ad_budget_return_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"ad_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"budget_minor" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"provider_refund_id" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ad_budget_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"ad_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"budget_minor" bigint NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "refunded_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_budget_return_refunds" ADD CONSTRAINT "ad_budget_return_refunds_return_id_ad_budget_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."ad_budget_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_budget_return_refunds" ADD CONSTRAINT "ad_budget_return_refunds_ad_id_affiliate_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."affiliate_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_budget_return_refunds" ADD CONSTRAINT "ad_budget_return_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_budget_returns" ADD CONSTRAINT "ad_budget_returns_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_budget_returns" ADD CONSTRAINT "ad_budget_returns_ad_id_affiliate_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."affiliate_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_budget_returns" ADD CONSTRAINT "ad_budget_returns_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_budget_return_refunds_key" ON "ad_budget_return_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ad_budget_return_refunds_return_idx" ON "ad_budget_return_refunds" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "ad_budget_return_refunds_payment_idx" ON "ad_budget_return_refunds" USING btree ("payment_id","status");--> statement-breakpoint
CREATE INDEX "ad_budget_return_refunds_ad_idx" ON "ad_budget_return_refunds" USING btree ("ad_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_budget_returns_in_flight_key" ON "ad_budget_returns" USING btree ("ad_id") WHERE "ad_budget_returns"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "ad_budget_returns_ad_idx" ON "ad_budget_returns" USING btree ("ad_id","created_at");