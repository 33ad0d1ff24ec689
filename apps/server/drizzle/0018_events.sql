-- The raw events table, partitioned by day (drizzle-kit cannot declare it): 0017_events_tables made it plain and
-- empty; it is made again here partitioned by range of occurred_at, with the same columns,
-- constraints and index names, so that drizzle-kit's later column and index diffs still apply.
-- A default partition takes any day whose partition is missing, so an insert never fails; the
-- events job creates the coming days' partitions ahead (modules/events/partitions.ts).
DROP TABLE "events";--> statement-breakpoint
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
) PARTITION BY RANGE ("occurred_at");--> statement-breakpoint
CREATE INDEX "events_ad_time_idx" ON "events" USING btree ("ad_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE TABLE "events_default" PARTITION OF "events" DEFAULT;
