CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "creators_handle_trgm_idx" ON "creators" USING gin ("handle" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "creators_name_trgm_idx" ON "creators" USING gin ("name" gin_trgm_ops);