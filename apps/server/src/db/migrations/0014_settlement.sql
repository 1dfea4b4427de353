CREATE TABLE "branch_bank_accounts" (
	"branch_id" integer PRIMARY KEY NOT NULL,
	"bank_bin" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	CONSTRAINT "branch_bank_accounts_bin_check" CHECK ("branch_bank_accounts"."bank_bin" ~ '^[0-9]{6}$'),
	CONSTRAINT "branch_bank_accounts_number_check" CHECK ("branch_bank_accounts"."account_number" ~ '^[0-9]{1,19}$')
);
--> statement-breakpoint
ALTER TABLE "contract_doc_types" ADD COLUMN "is_printed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_bank_accounts" ADD CONSTRAINT "branch_bank_accounts_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The printed-document type is the system's own (the server files every PDF it prints under it),
-- not demo data: every database gets it here, whether or not it was seeded.
INSERT INTO "contract_doc_types" ("id", "key", "name", "is_printed") VALUES (8, 'PRINTED_DOCUMENT', 'Chứng từ in', true) ON CONFLICT ("id") DO NOTHING;
