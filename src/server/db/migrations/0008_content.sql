CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"region_id" integer,
	"language" text NOT NULL,
	"hero_role" smallint,
	"sticky" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"youtube" text,
	"url" text,
	"media" text,
	"other_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_items_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "content_items_slug_unique" UNIQUE("slug"),
	CONSTRAINT "content_items_type_check" CHECK ("content_items"."type" in ('news', 'video', 'hero', 'resource'))
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_listing_idx" ON "content_items" USING btree ("type","region_id","published_at");