CREATE TABLE "publisher_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"publisher_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"open_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text,
	"ad_id" uuid,
	"ad_name" text,
	"ad_public_id" text,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "followers" integer;--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "followers_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "publisher_requests" ADD CONSTRAINT "publisher_requests_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_requests" ADD CONSTRAINT "publisher_requests_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_requests" ADD CONSTRAINT "publisher_requests_ad_id_affiliate_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."affiliate_ads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_requests" ADD CONSTRAINT "publisher_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "publisher_requests_open_key" ON "publisher_requests" USING btree ("org_id","publisher_id","open_key") WHERE "publisher_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "publisher_requests_publisher_idx" ON "publisher_requests" USING btree ("publisher_id","created_at");--> statement-breakpoint
CREATE INDEX "publisher_requests_org_idx" ON "publisher_requests" USING btree ("org_id","created_at");