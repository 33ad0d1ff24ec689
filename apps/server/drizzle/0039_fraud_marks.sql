CREATE TABLE "event_paid_click_seen" (
	"target" uuid NOT NULL,
	"address" text NOT NULL,
	"click_id" uuid NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"repeats" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_paid_click_seen_pkey" PRIMARY KEY("target","address")
);
--> statement-breakpoint
ALTER TABLE "event_conversion_orders" ADD COLUMN "is_server" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_conversion_orders" ADD COLUMN "replaced_event_id" uuid;--> statement-breakpoint
-- hand-written: begin
-- Orders counted before this: a brand server's conversion is the one stored without a visitor (no IP or agent).
UPDATE "event_conversion_orders" o SET "is_server" = true FROM "events" e WHERE e."id" = o."event_id" AND e."kind" = 'conversion' AND e."visitor" IS NULL;
-- hand-written: end
