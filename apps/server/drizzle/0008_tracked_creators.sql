CREATE TABLE "tracked_creator_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"shortcode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracked_creators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracked_creator_alerts" ADD CONSTRAINT "tracked_creator_alerts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_creator_alerts" ADD CONSTRAINT "tracked_creator_alerts_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_creators" ADD CONSTRAINT "tracked_creators_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_creators" ADD CONSTRAINT "tracked_creators_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_creators" ADD CONSTRAINT "tracked_creators_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tracked_creator_alerts_org_post_key" ON "tracked_creator_alerts" USING btree ("org_id","shortcode");--> statement-breakpoint
CREATE UNIQUE INDEX "tracked_creators_org_creator_key" ON "tracked_creators" USING btree ("org_id","creator_id");--> statement-breakpoint
CREATE INDEX "tracked_creators_org_created_idx" ON "tracked_creators" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "tracked_creators_checked_idx" ON "tracked_creators" USING btree ("checked_at");