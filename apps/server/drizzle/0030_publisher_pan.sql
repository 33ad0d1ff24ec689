ALTER TABLE "payouts" ADD COLUMN "tds_without_pan" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "pan_masked" text;--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "pan_sealed" text;--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "pan_masked" text;