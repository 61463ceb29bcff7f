-- Demonstration certificates (the home page showcase's letters that the demo content issues) are marked,
-- so that verification and the letter never present them as real.
ALTER TABLE "certificates" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Installs seeded before this change: the showcase's numbers on the seeder's own submissions (holders at
-- example.net), signed until now by the first admin, become demonstrations signed by no one real.
UPDATE "certificates" SET "demo" = true, "authenticator" = 'Demo Authenticator', "issued_by" = NULL
WHERE "certificate_number" IN ('GC-7K3QD-9XW24', 'GC-M4R8T-B2C6Y', 'GC-H9N2V-X5KQ7', 'GC-P6W3Z-E8G12', 'GC-B2Y7S-J4FDE')
  AND "submission_id" IN (SELECT "id" FROM "submissions" WHERE "email" LIKE '%@example.net');
