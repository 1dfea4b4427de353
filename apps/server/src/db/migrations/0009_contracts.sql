CREATE SEQUENCE "public"."contract_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "contract_action_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_action_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"action" text NOT NULL,
	"before" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contract_fees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_fees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"type" text NOT NULL,
	"registered_on" date NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "contract_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"content" text NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "contract_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"registered_on" date NOT NULL,
	"action_on" date,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"action" text NOT NULL,
	"parent_id" integer,
	"is_renewal_difference" boolean DEFAULT false NOT NULL,
	"manual" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"retracted_at" timestamp with time zone,
	"retracted_by" integer
);
--> statement-breakpoint
CREATE TABLE "contract_value_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_value_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"adjusted_amount" bigint NOT NULL,
	"previous_amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"finflux_id" bigint NOT NULL,
	"mifos_id" bigint NOT NULL,
	"status" text NOT NULL,
	"contract_type" text NOT NULL,
	"client_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"promotion_id" integer,
	"branch_id" integer NOT NULL,
	"validator_id" integer,
	"order_id" integer,
	"parent_id" integer,
	"submitted_on" date NOT NULL,
	"originally_submitted_on" date NOT NULL,
	"matures_on" date NOT NULL,
	"overrided_matures_on" date,
	"due_date" date NOT NULL,
	"approved_on" date,
	"disbursed_on" date,
	"repaid_on" date,
	"renewed_on" date,
	"closed_on" date,
	"required_amount" bigint DEFAULT 0 NOT NULL,
	"proposed_amount" bigint DEFAULT 0 NOT NULL,
	"approved_amount" bigint NOT NULL,
	"adjusted_amount" bigint DEFAULT 0 NOT NULL,
	"principal_amount" bigint NOT NULL,
	"interest_amount" bigint NOT NULL,
	"interest_rate" numeric(6, 3) NOT NULL,
	"is_advance" boolean NOT NULL,
	"rounding_fee" bigint DEFAULT 0 NOT NULL,
	"storage_fee" bigint DEFAULT 0 NOT NULL,
	"discount_amount" bigint DEFAULT 0 NOT NULL,
	"received_amount" bigint NOT NULL,
	"disbursement_amount" bigint,
	"disburse_type" text,
	"repaid_amount" bigint DEFAULT 0 NOT NULL,
	"waived_amount" bigint DEFAULT 0 NOT NULL,
	"renewal_difference" bigint DEFAULT 0 NOT NULL,
	"charged_overdue_fee" bigint DEFAULT 0 NOT NULL,
	"overrided_overdue_fee" bigint,
	"liquidation_fee" bigint DEFAULT 0 NOT NULL,
	"failed_commitment_fee" bigint DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"modified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contracts_finfluxId_unique" UNIQUE("finflux_id"),
	CONSTRAINT "contracts_mifosId_unique" UNIQUE("mifos_id")
);
--> statement-breakpoint
CREATE TABLE "notification_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"contract_id" integer,
	"client_id" integer,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contract_action_log" ADD CONSTRAINT "contract_action_log_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_action_log" ADD CONSTRAINT "contract_action_log_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_fees" ADD CONSTRAINT "contract_fees_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_fees" ADD CONSTRAINT "contract_fees_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_notes" ADD CONSTRAINT "contract_notes_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_notes" ADD CONSTRAINT "contract_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_transactions" ADD CONSTRAINT "contract_transactions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_transactions" ADD CONSTRAINT "contract_transactions_parent_id_contract_transactions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."contract_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_transactions" ADD CONSTRAINT "contract_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_transactions" ADD CONSTRAINT "contract_transactions_retracted_by_users_id_fk" FOREIGN KEY ("retracted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_value_adjustments" ADD CONSTRAINT "contract_value_adjustments_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_value_adjustments" ADD CONSTRAINT "contract_value_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_validator_id_users_id_fk" FOREIGN KEY ("validator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_parent_id_contracts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_action_log_contract_idx" ON "contract_action_log" USING btree ("contract_id","action");--> statement-breakpoint
CREATE INDEX "contract_fees_contract_idx" ON "contract_fees" USING btree ("contract_id","registered_on");--> statement-breakpoint
CREATE INDEX "contract_notes_contract_idx" ON "contract_notes" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "contract_transactions_contract_idx" ON "contract_transactions" USING btree ("contract_id","registered_on");--> statement-breakpoint
CREATE INDEX "contract_value_adjustments_contract_idx" ON "contract_value_adjustments" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contracts_submitted_idx" ON "contracts" USING btree ("submitted_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contracts_status_submitted_idx" ON "contracts" USING btree ("status","submitted_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contracts_client_idx" ON "contracts" USING btree ("client_id","submitted_on");--> statement-breakpoint
CREATE INDEX "contracts_asset_idx" ON "contracts" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "contracts_parent_idx" ON "contracts" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "contracts_due_idx" ON "contracts" USING btree ("matures_on") WHERE "contracts"."status" = 'DISBURSED';