CREATE TABLE "ad_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ad_id" uuid NOT NULL,
	"publisher_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"code" text NOT NULL,
	"coupon_code" text,
	"status" text DEFAULT 'joined' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_links" ADD CONSTRAINT "ad_links_ad_id_affiliate_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."affiliate_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_links" ADD CONSTRAINT "ad_links_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_links" ADD CONSTRAINT "ad_links_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_links_code_key" ON "ad_links" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_links_ad_publisher_key" ON "ad_links" USING btree ("ad_id","publisher_id");--> statement-breakpoint
CREATE INDEX "ad_links_publisher_created_idx" ON "ad_links" USING btree ("publisher_id","created_at");