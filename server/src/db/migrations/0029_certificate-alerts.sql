-- The clone alarm (docs/decisions/041): a certificate number looked up with names that do not match from
-- several places, or matched from unusually many, opens an alert. At most one alert of a certificate is
-- open at a time (the partial unique index): concurrent lookups cannot open two, nor e-mail the holder twice.
CREATE TABLE "certificate_alerts" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificate_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
  "certificate_id" integer NOT NULL REFERENCES "certificates"("id") ON DELETE CASCADE,
  -- mismatches | matched-places: which threshold opened it
  "reason" text NOT NULL,
  -- Within the alarm's window, kept up to date while the alert is open.
  "mismatches" integer NOT NULL,
  "places" integer NOT NULL,
  "matched_places" integer NOT NULL,
  "first_seen" timestamp with time zone NOT NULL,
  "last_seen" timestamp with time zone NOT NULL,
  "flagged_at" timestamp with time zone DEFAULT now() NOT NULL,
  "holder_notified_at" timestamp with time zone,
  "cleared_at" timestamp with time zone,
  "cleared_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "clear_note" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_alerts_open_idx" ON "certificate_alerts" USING btree ("certificate_id") WHERE "cleared_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "certificate_alerts_certificate_idx" ON "certificate_alerts" USING btree ("certificate_id","flagged_at");
--> statement-breakpoint
CREATE INDEX "certificate_alerts_flagged_idx" ON "certificate_alerts" USING btree ("flagged_at");
