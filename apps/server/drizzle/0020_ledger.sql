CREATE TABLE "ledger_accounts" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"owner_id" text,
	"org_id" uuid,
	"currency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_currency_check" CHECK ("ledger_accounts"."currency" in ('INR', 'USD'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"debit_account" text NOT NULL,
	"credit_account" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"reason" text NOT NULL,
	"source_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_idempotency_key" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount_minor" > 0),
	CONSTRAINT "ledger_entries_currency_check" CHECK ("ledger_entries"."currency" in ('INR', 'USD')),
	CONSTRAINT "ledger_entries_two_accounts_check" CHECK ("ledger_entries"."debit_account" <> "ledger_entries"."credit_account")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_debit_account_ledger_accounts_key_fk" FOREIGN KEY ("debit_account") REFERENCES "public"."ledger_accounts"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_credit_account_ledger_accounts_key_fk" FOREIGN KEY ("credit_account") REFERENCES "public"."ledger_accounts"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_accounts_org_idx" ON "ledger_accounts" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_debit_balance_idx" ON "ledger_entries" USING btree ("debit_account","currency","amount_minor");--> statement-breakpoint
CREATE INDEX "ledger_entries_credit_balance_idx" ON "ledger_entries" USING btree ("credit_account","currency","amount_minor");--> statement-breakpoint
CREATE INDEX "ledger_entries_debit_page_idx" ON "ledger_entries" USING btree ("debit_account","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_credit_page_idx" ON "ledger_entries" USING btree ("credit_account","id");