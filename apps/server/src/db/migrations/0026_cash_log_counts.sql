CREATE TABLE "cash_log_day_counts" (
	"day" date NOT NULL,
	"fund_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"direction" smallint NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "cash_log_day_counts_pk" PRIMARY KEY("day","fund_id","category_id","direction","type","status")
);
--> statement-breakpoint
CREATE TABLE "cash_log_month_counts" (
	"month" date NOT NULL,
	"fund_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"direction" smallint NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "cash_log_month_counts_pk" PRIMARY KEY("month","fund_id","category_id","direction","type","status")
);
