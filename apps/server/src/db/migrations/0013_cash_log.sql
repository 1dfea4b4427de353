CREATE TABLE "cash_closures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_closures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"fund_id" integer NOT NULL,
	"closure_date" date NOT NULL,
	"balance" bigint NOT NULL,
	"computed_balance" bigint NOT NULL,
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"direction" smallint NOT NULL,
	"registration_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"category_id" integer NOT NULL,
	"type" text NOT NULL,
	"fund_id" integer NOT NULL,
	"branch_id" integer,
	"target_branch_id" integer NOT NULL,
	"mifos_loan_id" bigint,
	"mifos_renew_loan_id" bigint,
	"notes" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"retracted_log_id" bigint,
	"agent_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cash_logs_direction_check" CHECK ("cash_logs"."direction" in (1, -1)),
	CONSTRAINT "cash_logs_amount_check" CHECK ("cash_logs"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "cash_closures" ADD CONSTRAINT "cash_closures_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_closures" ADD CONSTRAINT "cash_closures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_logs" ADD CONSTRAINT "cash_logs_category_id_cash_log_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."cash_log_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_logs" ADD CONSTRAINT "cash_logs_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_logs" ADD CONSTRAINT "cash_logs_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_logs" ADD CONSTRAINT "cash_logs_target_branch_id_branches_id_fk" FOREIGN KEY ("target_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_logs" ADD CONSTRAINT "cash_logs_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_closures_fund_date_key" ON "cash_closures" USING btree ("fund_id","closure_date");--> statement-breakpoint
CREATE INDEX "cash_logs_date_id_idx" ON "cash_logs" USING btree ("registration_date","id");--> statement-breakpoint
CREATE INDEX "cash_logs_fund_balance_idx" ON "cash_logs" USING btree ("fund_id","registration_date","id","direction","amount") WHERE "cash_logs"."status" = 'registered';--> statement-breakpoint
CREATE INDEX "cash_logs_pending_idx" ON "cash_logs" USING btree ("registration_date","id") WHERE "cash_logs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "cash_logs_mifos_loan_idx" ON "cash_logs" USING btree ("mifos_loan_id");--> statement-breakpoint
CREATE INDEX "cash_logs_retracted_log_idx" ON "cash_logs" USING btree ("retracted_log_id");--> statement-breakpoint
CREATE INDEX "cash_logs_notes_trgm_idx" ON "cash_logs" USING gin (vn_norm("notes") gin_trgm_ops);