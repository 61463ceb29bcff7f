-- Every submission so far keeps the refund to the card, as the invoice did before the choice existed.
CREATE TYPE "public"."overpayment_choice" AS ENUM('refund', 'credit');--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "overpayment_choice" "overpayment_choice" DEFAULT 'refund' NOT NULL;
