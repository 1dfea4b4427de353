CREATE TABLE "call_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "call_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cseq" text NOT NULL,
	"extension" text NOT NULL,
	"direction" text NOT NULL,
	"status" text NOT NULL,
	"remote" text NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"ref_type" text,
	"ref_id" integer,
	"agent_id" integer,
	"client_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_calls" (
	"order_id" integer NOT NULL,
	"call_log_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	CONSTRAINT "order_calls_order_id_call_log_id_pk" PRIMARY KEY("order_id","call_log_id")
);
--> statement-breakpoint
ALTER TABLE "call_logs" ADD CONSTRAINT "call_logs_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_logs" ADD CONSTRAINT "call_logs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_calls" ADD CONSTRAINT "order_calls_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_calls" ADD CONSTRAINT "order_calls_call_log_id_call_logs_id_fk" FOREIGN KEY ("call_log_id") REFERENCES "public"."call_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_calls" ADD CONSTRAINT "order_calls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_logs_extension_cseq_key" ON "call_logs" USING btree ("extension","cseq");--> statement-breakpoint
CREATE INDEX "call_logs_agent_idx" ON "call_logs" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "call_logs_remote_idx" ON "call_logs" USING btree ("remote","created_at");