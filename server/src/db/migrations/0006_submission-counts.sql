CREATE TABLE "submission_counts" (
	"status" "submission_status" NOT NULL,
	"service_type" "service_type" NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "submission_counts_status_service_type_pk" PRIMARY KEY("status","service_type")
);
--> statement-breakpoint
-- Kept exact by the database itself (decision 011): statement-level triggers with transition tables,
-- so a bulk insert adds one row per group, and an update touches the counts only when a submission's
-- status or service type changed.
CREATE FUNCTION "submission_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO submission_counts AS c (status, service_type, n)
      SELECT status, service_type, count(*) FROM new_rows GROUP BY status, service_type
      ON CONFLICT (status, service_type) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO submission_counts AS c (status, service_type, n)
      SELECT status, service_type, -count(*) FROM old_rows GROUP BY status, service_type
      ON CONFLICT (status, service_type) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSE
    INSERT INTO submission_counts AS c (status, service_type, n)
      SELECT s, t, sum(d) FROM (
        SELECT o.status AS s, o.service_type AS t, -1 AS d FROM old_rows o JOIN new_rows w ON w.id = o.id
          WHERE (o.status, o.service_type) IS DISTINCT FROM (w.status, w.service_type)
        UNION ALL
        SELECT w.status, w.service_type, 1 FROM old_rows o JOIN new_rows w ON w.id = o.id
          WHERE (o.status, o.service_type) IS DISTINCT FROM (w.status, w.service_type)
      ) AS changes GROUP BY s, t
      ON CONFLICT (status, service_type) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "submission_counts_insert" AFTER INSERT ON "submissions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "submission_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "submission_counts_update" AFTER UPDATE ON "submissions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "submission_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "submission_counts_delete" AFTER DELETE ON "submissions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "submission_counts_apply"();--> statement-breakpoint
INSERT INTO "submission_counts" ("status", "service_type", "n")
  SELECT "status", "service_type", count(*) FROM "submissions" GROUP BY "status", "service_type";
