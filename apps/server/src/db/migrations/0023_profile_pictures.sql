ALTER TABLE "users" ADD COLUMN "picture_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "picture_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "picture_version" integer DEFAULT 0 NOT NULL;