ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","at");--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT "id", 'staff_admin' FROM "roles" WHERE "key" = 'admin' ON CONFLICT DO NOTHING;
