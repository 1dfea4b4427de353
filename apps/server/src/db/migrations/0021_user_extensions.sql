CREATE SEQUENCE "public"."user_extension_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 2001 CACHE 1;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "extension" text DEFAULT (nextval('user_extension_seq'))::text NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_extension_key" ON "users" USING btree ("extension");