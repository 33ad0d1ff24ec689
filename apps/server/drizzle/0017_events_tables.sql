CREATE TABLE "event_click_seen" (
	"target" uuid NOT NULL,
	"visitor" text NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_click_seen_pkey" PRIMARY KEY("target","visitor")
);
--> statement-breakpoint
CREATE TABLE "event_conversion_orders" (
	"ad_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"event_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_conversion_orders_pkey" PRIMARY KEY("ad_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "event_rollups" (
	"day" date NOT NULL,
	"org_id" uuid NOT NULL,
	"ad_id" uuid NOT NULL,
	"publisher_id" uuid,
	"link_id" uuid,
	"kind" text NOT NULL,
	"name" text,
	"country" text,
	"device" text,
	"referrer_host" text,
	"counted" bigint DEFAULT 0 NOT NULL,
	"uncounted" bigint DEFAULT 0 NOT NULL,
	"value_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "event_rollups_key" UNIQUE NULLS NOT DISTINCT("ad_id","day","publisher_id","link_id","kind","name","country","device","referrer_host")
);
--> statement-breakpoint
CREATE TABLE "event_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"org_id" uuid NOT NULL,
	"ad_id" uuid NOT NULL,
	"publisher_id" uuid,
	"link_id" uuid,
	"visitor" text,
	"country" text,
	"device" text,
	"browser" text,
	"os" text,
	"referrer_host" text,
	"page_path" text,
	"name" text,
	"props" jsonb,
	"order_id" text,
	"value_minor" bigint,
	"currency" text,
	"click_ref" text,
	"counted" boolean NOT NULL,
	"uncounted_reason" text,
	CONSTRAINT "events_pkey" PRIMARY KEY("occurred_at","id"),
	CONSTRAINT "events_kind_check" CHECK ("events"."kind" in ('click', 'pageview', 'custom', 'conversion'))
);
--> statement-breakpoint
CREATE INDEX "event_rollups_org_day_idx" ON "event_rollups" USING btree ("org_id","day");--> statement-breakpoint
CREATE INDEX "event_rollups_publisher_day_idx" ON "event_rollups" USING btree ("publisher_id","day");--> statement-breakpoint
CREATE INDEX "events_ad_time_idx" ON "events" USING btree ("ad_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);