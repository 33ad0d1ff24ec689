CREATE TABLE "google_nonces" (
	"nonce_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "google_nonces_expires_at_idx" ON "google_nonces" USING btree ("expires_at");