CREATE TABLE "site_flags" (
	"key" text PRIMARY KEY NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "blog_posts_image_idx" ON "blog_posts" USING btree ("image_url");--> statement-breakpoint
CREATE INDEX "collection_items_order_idx" ON "collection_items" USING btree ("display_order","id");--> statement-breakpoint
CREATE INDEX "collection_items_image_idx" ON "collection_items" USING btree ("image_url");