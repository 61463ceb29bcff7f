CREATE TYPE "public"."payment_mode" AS ENUM('sandbox', 'clover_test', 'clover_live');--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "mode" "payment_mode";--> statement-breakpoint
-- Charges taken before modes were recorded: the built-in sandbox's ids start with ch_; any other was
-- Clover's, and none was taken live before this release, so nothing old is ever shown as real money.
UPDATE "payments" SET "mode" = CASE WHEN "transaction_id" IS NULL OR "transaction_id" LIKE 'ch\_%' THEN 'sandbox'::"payment_mode" ELSE 'clover_test'::"payment_mode" END;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "mode" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "order_number" text;--> statement-breakpoint
-- Existing submissions get a random order number of the same shape (GA-XXXX-XXXX, hex digits here).
UPDATE "submissions" SET "order_number" = 'GA-' || upper(substr(md5(random()::text || "id"::text), 1, 4)) || '-' || upper(substr(md5(random()::text || "id"::text), 1, 4));--> statement-breakpoint
ALTER TABLE "submissions" ALTER COLUMN "order_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "payment_mode" "payment_mode";--> statement-breakpoint
UPDATE "submissions" AS s SET "payment_mode" = p."mode" FROM "payments" AS p WHERE p."submission_id" = s."id";--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_order_number_idx" ON "submissions" USING btree ("order_number");
