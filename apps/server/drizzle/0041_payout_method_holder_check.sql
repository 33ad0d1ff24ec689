ALTER TABLE "payout_methods" ADD COLUMN "checked_name" text;--> statement-breakpoint
-- hand-written: begin
-- A method verified before the holder's name was checked proves only that the account exists,
-- not that it is the publisher's: it starts over unverified, and is name-checked lazily (the next
-- scheduled payout run, or the publisher's Verify). Its provider account is kept for reuse.
UPDATE "payout_methods" SET "verification" = 'unverified', "verified_at" = NULL, "provider_validation_id" = NULL, "failure_reason" = NULL WHERE "verification" = 'verified';--> statement-breakpoint
-- Open reviews were opened by a method merely typed in: none meets the new rule (both holders
-- verified). They are dropped, and reopen by themselves when both sides pass the name check;
-- cleared ones stay (a person's decision). Their publishers are active again.
DELETE FROM "payout_reviews" WHERE "status" = 'open';--> statement-breakpoint
UPDATE "publishers" SET "status" = 'active' WHERE "status" = 'flagged';
-- hand-written: end
