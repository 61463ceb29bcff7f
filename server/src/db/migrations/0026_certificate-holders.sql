-- Certificates a buyer can trust after the sale (docs/decisions/039): who holds each letter now, whether
-- its holder shows it publicly, how many holders it has had, and whether its lookups look like a clone.
-- holder_user_id null: the letter is held by its submission's account, or by the submission's e-mail
-- until that order is claimed; a transfer sets it.
ALTER TABLE "certificates" ADD COLUMN "holder_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "public" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "holders" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "last_transferred_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "flagged_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "certificates_holder_idx" ON "certificates" USING btree ("holder_user_id");
--> statement-breakpoint
-- The chain of holders: one row per holder, the current one with no end. Names are for the admin only.
CREATE TABLE "certificate_holders" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificate_holders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
  "certificate_id" integer NOT NULL REFERENCES "certificates"("id") ON DELETE CASCADE,
  "user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "email" text NOT NULL,
  "full_name" text NOT NULL,
  "last_name" text NOT NULL,
  "since" timestamp with time zone DEFAULT now() NOT NULL,
  "until" timestamp with time zone,
  -- issue | transfer | correction
  "via" text NOT NULL,
  -- A correction's reason and who made it.
  "reason" text,
  "recorded_by" integer REFERENCES "users"("id") ON DELETE SET NULL
);
--> statement-breakpoint
CREATE INDEX "certificate_holders_certificate_idx" ON "certificate_holders" USING btree ("certificate_id","since");
--> statement-breakpoint
-- Every letter issued so far: its first holder is its submission's customer, since its issue date.
INSERT INTO "certificate_holders" ("certificate_id", "user_id", "email", "full_name", "last_name", "since", "via")
SELECT c."id", s."user_id", s."email", s."full_name", c."user_last_name", c."issue_date", 'issue'
FROM "certificates" c JOIN "submissions" s ON s."id" = c."submission_id";
