CREATE TABLE "ad_earnings" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"ad_id" uuid NOT NULL,
	"publisher_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"ledger_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ad_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"invited_by" uuid,
	"publisher_id" uuid,
	"sent_at" timestamp with time zone NOT NULL,
	"joined_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_paid_visits" (
	"ad_id" uuid NOT NULL,
	"click_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_paid_visits_pkey" PRIMARY KEY("ad_id","click_ref")
);
--> statement-breakpoint
CREATE TABLE "ad_publisher_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"ad_id" uuid NOT NULL,
	"publisher_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'open' NOT NULL,
	"held_minor" bigint DEFAULT 0 NOT NULL,
	"reported_by" uuid,
	"resolved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ad_publisher_tallies" (
	"ad_id" uuid NOT NULL,
	"publisher_id" uuid NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"conversions" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_publisher_tallies_pkey" PRIMARY KEY("ad_id","publisher_id")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scopes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"key" text NOT NULL,
	"thumbnail_key" text,
	"bytes" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliate_ads" ADD COLUMN "ended_reason" text;--> statement-breakpoint
ALTER TABLE "ad_earnings" ADD CONSTRAINT "ad_earnings_ad_id_affiliate_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."affiliate_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_earnings" ADD CONSTRAINT "ad_earnings_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_invitations" ADD CONSTRAINT "ad_invitations_ad_id_affiliate_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."affiliate_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_invitations" ADD CONSTRAINT "ad_invitations_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_invitations" ADD CONSTRAINT "ad_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_invitations" ADD CONSTRAINT "ad_invitations_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_paid_visits" ADD CONSTRAINT "ad_paid_visits_ad_id_affiliate_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."affiliate_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_publisher_reports" ADD CONSTRAINT "ad_publisher_reports_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_publisher_reports" ADD CONSTRAINT "ad_publisher_reports_ad_id_affiliate_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."affiliate_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_publisher_reports" ADD CONSTRAINT "ad_publisher_reports_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_publisher_reports" ADD CONSTRAINT "ad_publisher_reports_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_publisher_reports" ADD CONSTRAINT "ad_publisher_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_publisher_tallies" ADD CONSTRAINT "ad_publisher_tallies_ad_id_affiliate_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."affiliate_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_publisher_tallies" ADD CONSTRAINT "ad_publisher_tallies_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_earnings_ad_publisher_idx" ON "ad_earnings" USING btree ("ad_id","publisher_id","status");--> statement-breakpoint
CREATE INDEX "ad_earnings_publisher_created_idx" ON "ad_earnings" USING btree ("publisher_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_invitations_ad_email_key" ON "ad_invitations" USING btree ("ad_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_invitations_token_key" ON "ad_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_publisher_reports_open_key" ON "ad_publisher_reports" USING btree ("ad_id","publisher_id") WHERE "ad_publisher_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "ad_publisher_reports_ad_idx" ON "ad_publisher_reports" USING btree ("ad_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_secret_hash_key" ON "api_keys" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "api_keys_org_created_idx" ON "api_keys" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "media_org_created_idx" ON "media" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_links_ad_coupon_key" ON "ad_links" USING btree ("ad_id","coupon_code");