ALTER TABLE "sessions" ADD COLUMN "signed_in_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "certificate_lookups_created_idx" ON "certificate_lookups" USING btree ("created_at");