-- The earnings feed: counted events credited to a publisher, queued in the batch's transaction
-- for the payer (events/feed.ts).
CREATE TABLE "event_feed" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"org_id" uuid NOT NULL,
	"ad_id" uuid NOT NULL,
	"publisher_id" uuid NOT NULL,
	"link_id" uuid,
	"click_ref" text,
	"value_minor" bigint,
	"currency" text
);
--> statement-breakpoint
CREATE INDEX "event_feed_time_idx" ON "event_feed" USING btree ("occurred_at","event_id");--> statement-breakpoint
-- Rollups by dimension (events/tables.ts, eventRollups): each event adds to one row per
-- dimension instead of one row keyed by every dimension at once. The old rows are rebuilt from the
-- raw events, which hold everything they summed.
ALTER TABLE "event_rollups" DROP CONSTRAINT "event_rollups_key";--> statement-breakpoint
DROP INDEX "event_rollups_org_day_idx";--> statement-breakpoint
DELETE FROM "event_rollups";--> statement-breakpoint
ALTER TABLE "event_rollups" ADD COLUMN "dimension" text NOT NULL;--> statement-breakpoint
ALTER TABLE "event_rollups" ADD COLUMN "value" text;--> statement-breakpoint
ALTER TABLE "event_rollups" DROP COLUMN "country";--> statement-breakpoint
ALTER TABLE "event_rollups" DROP COLUMN "device";--> statement-breakpoint
ALTER TABLE "event_rollups" DROP COLUMN "referrer_host";--> statement-breakpoint
INSERT INTO "event_rollups" (day, org_id, ad_id, dimension, value, publisher_id, link_id, kind, name, counted, uncounted, value_minor)
SELECT day, org_id, ad_id, dimension, value, publisher_id, link_id, kind, name,
  count(*) FILTER (WHERE counted), count(*) FILTER (WHERE NOT counted),
  coalesce(sum(value_minor) FILTER (WHERE counted), 0)
FROM (
  SELECT (occurred_at AT TIME ZONE 'UTC')::date AS day, org_id, ad_id, kind, counted, value_minor,
    d.dimension, d.value, d.publisher_id, d.link_id, d.name
  FROM events
  CROSS JOIN LATERAL (VALUES
    ('total', NULL::text, NULL::uuid, NULL::uuid, CASE WHEN kind = 'custom' THEN name END),
    ('link', NULL, publisher_id, link_id, CASE WHEN kind = 'custom' THEN name END),
    ('country', country, NULL, NULL, NULL),
    ('device', device, NULL, NULL, NULL),
    ('referrer', referrer_host, NULL, NULL, NULL)
  ) AS d(dimension, value, publisher_id, link_id, name)
) e
GROUP BY day, org_id, ad_id, dimension, value, publisher_id, link_id, kind, name;--> statement-breakpoint
CREATE INDEX "event_rollups_org_day_idx" ON "event_rollups" USING btree ("org_id","dimension","day");--> statement-breakpoint
ALTER TABLE "event_rollups" ADD CONSTRAINT "event_rollups_key" UNIQUE NULLS NOT DISTINCT("ad_id","org_id","dimension","day","value","publisher_id","link_id","kind","name");--> statement-breakpoint
ALTER TABLE "event_rollups" ADD CONSTRAINT "event_rollups_dimension_check" CHECK ("event_rollups"."dimension" in ('total', 'link', 'country', 'device', 'referrer'));
