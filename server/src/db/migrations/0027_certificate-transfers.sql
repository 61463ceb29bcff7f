-- A holder's offer to hand a certificate to a buyer (docs/decisions/039): a one-time code, kept only as
-- its SHA-256, valid 30 days. Spent and cancelled offers stay, so a late or repeated code gets a clear answer.
CREATE TABLE "certificate_transfers" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificate_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
  "certificate_id" integer NOT NULL REFERENCES "certificates"("id") ON DELETE CASCADE,
  "code_hash" text NOT NULL,
  "created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "spent_at" timestamp with time zone,
  "spent_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "cancelled_at" timestamp with time zone
);
--> statement-breakpoint
-- One open offer per certificate: starting again cancels the open one first.
CREATE UNIQUE INDEX "certificate_transfers_open_idx" ON "certificate_transfers" USING btree ("certificate_id") WHERE "spent_at" IS NULL AND "cancelled_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "certificate_transfers_code_idx" ON "certificate_transfers" USING btree ("certificate_id","code_hash");
