CREATE TABLE "ad_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ad_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"publisher_id" uuid NOT NULL,
	"url" text NOT NULL,
	"shortcode" text NOT NULL,
	"handle" text NOT NULL,
	"status" text NOT NULL,
	"caption_excerpt" text NOT NULL,
	"has_disclosure" boolean NOT NULL,
	"posted_at" timestamp with time zone,
	"checked_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"earning_event_id" uuid,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"unpaid_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_posts" ADD CONSTRAINT "ad_posts_ad_id_affiliate_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."affiliate_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_posts" ADD CONSTRAINT "ad_posts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_posts" ADD CONSTRAINT "ad_posts_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_posts" ADD CONSTRAINT "ad_posts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_posts_ad_shortcode_key" ON "ad_posts" USING btree ("ad_id","shortcode");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_posts_org_shortcode_key" ON "ad_posts" USING btree ("org_id","shortcode");--> statement-breakpoint
CREATE INDEX "ad_posts_ad_created_idx" ON "ad_posts" USING btree ("ad_id","created_at");--> statement-breakpoint
CREATE INDEX "ad_posts_publisher_ad_idx" ON "ad_posts" USING btree ("ad_id","publisher_id","status");