-- Submissions rejected before this column keep it null: their kind was not stated, and the reason the admin wrote still says why.
CREATE TYPE "public"."rejection_kind" AS ENUM('not_received', 'not_eligible', 'duplicate_order', 'could_not_authenticate');--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "rejection_kind" "rejection_kind";