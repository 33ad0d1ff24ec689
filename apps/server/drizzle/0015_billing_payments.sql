ALTER TABLE "payments" ADD COLUMN "renewal_of" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_credits" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_shortfall_credits" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_renewal_of_payments_id_fk" FOREIGN KEY ("renewal_of") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;