CREATE TYPE "public"."quick_opinion_result" AS ENUM('pass', 'fail');--> statement-breakpoint
CREATE TABLE "submission_claim_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "submission_claim_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"submission_ids" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "quick_opinion_result" "quick_opinion_result";--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "result_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "upgraded_from_id" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "upgrade_credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_claim_tokens" ADD CONSTRAINT "submission_claim_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "submission_claim_tokens_hash_idx" ON "submission_claim_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "submission_claim_tokens_user_idx" ON "submission_claim_tokens" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_upgraded_from_id_submissions_id_fk" FOREIGN KEY ("upgraded_from_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_upgraded_from_idx" ON "submissions" USING btree ("upgraded_from_id");