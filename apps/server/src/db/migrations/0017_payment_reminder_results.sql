CREATE TABLE "payment_reminder_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_reminder_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"attitude_id" integer NOT NULL,
	"next_action_id" integer NOT NULL,
	"next_action_at" timestamp with time zone,
	"payment_date" date,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "payment_reminder_results" ADD CONSTRAINT "payment_reminder_results_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminder_results" ADD CONSTRAINT "payment_reminder_results_status_id_payment_reminder_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."payment_reminder_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminder_results" ADD CONSTRAINT "payment_reminder_results_attitude_id_payment_reminder_attitudes_id_fk" FOREIGN KEY ("attitude_id") REFERENCES "public"."payment_reminder_attitudes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminder_results" ADD CONSTRAINT "payment_reminder_results_next_action_id_payment_reminder_next_actions_id_fk" FOREIGN KEY ("next_action_id") REFERENCES "public"."payment_reminder_next_actions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminder_results" ADD CONSTRAINT "payment_reminder_results_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_reminder_results_client_idx" ON "payment_reminder_results" USING btree ("client_id","created_at","id");