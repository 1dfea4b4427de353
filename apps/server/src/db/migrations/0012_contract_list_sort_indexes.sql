DROP INDEX "contracts_submitted_idx";--> statement-breakpoint
DROP INDEX "contracts_status_submitted_idx";--> statement-breakpoint
CREATE INDEX "contracts_submitted_idx" ON "contracts" USING btree ("submitted_on","id");--> statement-breakpoint
CREATE INDEX "contracts_status_submitted_idx" ON "contracts" USING btree ("status","submitted_on","id");