ALTER TABLE "organizations" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organizations_created_by_idx" ON "organizations" USING btree ("created_by");--> statement-breakpoint
-- Organisations made before this column: their first Owner made them.
UPDATE "organizations" o SET "created_by" = (
  SELECT m."user_id" FROM "memberships" m
  WHERE m."org_id" = o."id" AND m."role" = 'Owner'
  ORDER BY m."created_at" LIMIT 1
) WHERE o."created_by" IS NULL;
