CREATE TABLE "creator_follower_history" (
	"creator_id" uuid NOT NULL,
	"day" date NOT NULL,
	"followers" integer NOT NULL,
	CONSTRAINT "creator_follower_history_creator_id_day_pk" PRIMARY KEY("creator_id","day")
);
--> statement-breakpoint
CREATE TABLE "creator_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"shortcode" text NOT NULL,
	"type" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"likes" integer NOT NULL,
	"comments" integer NOT NULL,
	"views" integer,
	"permalink" text NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"followers" integer NOT NULL,
	"follows_count" integer,
	"media_count" integer,
	"engagement_rate" real NOT NULL,
	"avg_likes" integer NOT NULL,
	"avg_comments" integer NOT NULL,
	"avg_views" integer,
	"quality_score" smallint NOT NULL,
	"audience" jsonb
);
--> statement-breakpoint
CREATE TABLE "creators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"handle" text NOT NULL,
	"name" text NOT NULL,
	"biography" text DEFAULT '' NOT NULL,
	"profile_picture_url" text,
	"category" text NOT NULL,
	"country" text,
	"tier" text,
	"followers" integer NOT NULL,
	"follows_count" integer,
	"media_count" integer,
	"engagement_rate" real NOT NULL,
	"avg_likes" integer NOT NULL,
	"avg_comments" integer NOT NULL,
	"avg_views" integer,
	"growth_30d" real,
	"quality_score" smallint NOT NULL,
	"audience_age_band" text,
	"audience_female_share" real,
	"estimated_price" integer NOT NULL,
	"rating" smallint NOT NULL,
	"reach_bucket" text,
	"source" text NOT NULL,
	"synthetic_seed" integer,
	"report_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "synthetic_universes" (
	"seed" integer PRIMARY KEY NOT NULL,
	"creators" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creator_follower_history" ADD CONSTRAINT "creator_follower_history_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_posts" ADD CONSTRAINT "creator_posts_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_snapshots" ADD CONSTRAINT "creator_snapshots_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creator_posts_shortcode_key" ON "creator_posts" USING btree ("shortcode");--> statement-breakpoint
CREATE INDEX "creator_posts_creator_posted_idx" ON "creator_posts" USING btree ("creator_id","posted_at");--> statement-breakpoint
CREATE INDEX "creator_snapshots_creator_taken_idx" ON "creator_snapshots" USING btree ("creator_id","taken_at");--> statement-breakpoint
CREATE UNIQUE INDEX "creators_handle_key" ON "creators" USING btree ("handle");--> statement-breakpoint
CREATE INDEX "creators_followers_idx" ON "creators" USING btree ("followers","id");--> statement-breakpoint
CREATE INDEX "creators_engagement_idx" ON "creators" USING btree ("engagement_rate","id");--> statement-breakpoint
CREATE INDEX "creators_growth_idx" ON "creators" USING btree ("growth_30d","id");--> statement-breakpoint
CREATE INDEX "creators_growth_desc_idx" ON "creators" USING btree ("growth_30d" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "creators_quality_idx" ON "creators" USING btree ("quality_score","id");--> statement-breakpoint
CREATE INDEX "creators_price_idx" ON "creators" USING btree ("estimated_price","id");--> statement-breakpoint
CREATE INDEX "creators_category_followers_idx" ON "creators" USING btree ("category","followers");--> statement-breakpoint
CREATE INDEX "creators_country_followers_idx" ON "creators" USING btree ("country","followers");--> statement-breakpoint
CREATE INDEX "creators_tier_followers_idx" ON "creators" USING btree ("tier","followers");--> statement-breakpoint
CREATE INDEX "creators_name_lower_idx" ON "creators" USING btree (lower("name"));