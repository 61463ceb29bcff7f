-- Trigram search for the admin list (decision 011). PGlite loads the extension in db/pglite.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "submissions_user_idx";--> statement-breakpoint
DROP INDEX "submissions_status_idx";--> statement-breakpoint
DROP INDEX "submissions_date_idx";--> statement-breakpoint
CREATE INDEX "submissions_type_status_idx" ON "submissions" USING btree ("service_type","status","submission_date","id");--> statement-breakpoint
CREATE INDEX "submissions_search_trgm_idx" ON "submissions" USING gin (lower("order_number" || ' ' || "full_name" || ' ' || "email" || ' ' || "item") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "submissions_user_idx" ON "submissions" USING btree ("user_id","submission_date","id");--> statement-breakpoint
CREATE INDEX "submissions_status_idx" ON "submissions" USING btree ("status","submission_date","id");--> statement-breakpoint
CREATE INDEX "submissions_date_idx" ON "submissions" USING btree ("submission_date","id");