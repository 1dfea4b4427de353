ALTER TABLE "assets" ALTER COLUMN "code" SET DEFAULT asset_code(nextval('asset_code_seq'));--> statement-breakpoint
CREATE INDEX "clients_mifos_id_idx" ON "clients" USING btree ("mifos_id");