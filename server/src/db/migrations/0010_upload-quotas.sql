CREATE TABLE "upload_quotas" (
	"key" text PRIMARY KEY NOT NULL,
	"used" bigint DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
