-- The Quick Opinion's verdict becomes every submission's outcome (and each item's, when they differ).
ALTER TYPE "public"."quick_opinion_result" RENAME TO "outcome";--> statement-breakpoint
ALTER TABLE "submissions" RENAME COLUMN "quick_opinion_result" TO "outcome";--> statement-breakpoint
ALTER TABLE "submissions" RENAME COLUMN "result_at" TO "outcome_at";--> statement-breakpoint
CREATE TYPE "public"."certificate_status" AS ENUM('valid', 'revoked');--> statement-breakpoint
CREATE TABLE "certificate_lookups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificate_lookups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"certificate_number" text NOT NULL,
	"certificate_id" integer,
	"matched" boolean NOT NULL,
	"ip_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "submission_item_id" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "issued_by" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "status" "certificate_status" DEFAULT 'valid' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_by" integer;--> statement-breakpoint
ALTER TABLE "submission_items" ADD COLUMN "outcome" "outcome";--> statement-breakpoint
ALTER TABLE "submission_status_history" ADD COLUMN "kind" text DEFAULT 'status' NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_status_history" ADD COLUMN "from_value" text;--> statement-breakpoint
ALTER TABLE "submission_status_history" ADD COLUMN "to_value" text;--> statement-breakpoint
ALTER TABLE "submission_status_history" ADD COLUMN "customer_note" text;--> statement-breakpoint
ALTER TABLE "submission_status_history" ADD COLUMN "visible_to_customer" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_lookups" ADD CONSTRAINT "certificate_lookups_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_lookups_certificate_idx" ON "certificate_lookups" USING btree ("certificate_id","created_at");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_submission_item_id_submission_items_id_fk" FOREIGN KEY ("submission_item_id") REFERENCES "public"."submission_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_item_idx" ON "certificates" USING btree ("submission_item_id");--> statement-breakpoint
CREATE INDEX "certificates_submission_idx" ON "certificates" USING btree ("submission_id");--> statement-breakpoint
-- Rows written before kinds existed: the first entry of a submission is its creation.
UPDATE "submission_status_history" SET "kind" = 'created' WHERE "from_status" IS NULL;