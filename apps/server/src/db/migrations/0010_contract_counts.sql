CREATE TABLE "contract_day_counts" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "contract_day_counts_day_status_pk" PRIMARY KEY("day","status")
);
--> statement-breakpoint
CREATE TABLE "contract_totals" (
	"key" text PRIMARY KEY NOT NULL,
	"count" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "active_contracts" integer DEFAULT 0 NOT NULL;