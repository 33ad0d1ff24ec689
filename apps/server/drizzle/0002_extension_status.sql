ALTER TABLE "users" ADD COLUMN "extension_installed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "extension_reported_at" timestamp with time zone;