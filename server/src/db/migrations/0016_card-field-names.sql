ALTER TABLE "payments" RENAME COLUMN "last4" TO "card_last4";--> statement-breakpoint
ALTER TABLE "submissions" RENAME COLUMN "card_type" TO "card_brand";