-- Admin rights belong to the session that passed the second factor, not to the account (decision 019).
ALTER TABLE "sessions" ADD COLUMN "second_factor_at" timestamp with time zone;