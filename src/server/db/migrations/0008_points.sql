CREATE TABLE "behaviour_bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"region_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"icon" text NOT NULL,
	"points" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "behaviour_bonuses_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"region_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"icon" text NOT NULL,
	"longevity" smallint NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "certificates_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
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
CREATE TABLE "tier_brackets" (
	"id" serial PRIMARY KEY NOT NULL,
	"programme_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"from" integer NOT NULL,
	"to" integer,
	"points" integer NOT NULL,
	CONSTRAINT "tier_brackets_points_check" CHECK ("tier_brackets"."points" >= 0 and "tier_brackets"."from" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tier_credits" (
	"company_id" integer NOT NULL,
	"bracket_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tier_credits_company_id_bracket_id_period_start_pk" PRIMARY KEY("company_id","bracket_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "tier_programmes" (
	"id" serial PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"category" smallint NOT NULL,
	CONSTRAINT "tier_programmes_category_check" CHECK ("tier_programmes"."category" between 1 and 9 or "tier_programmes"."category" = 99)
);
--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "tier_bracket_id" integer;--> statement-breakpoint
ALTER TABLE "behaviour_bonuses" ADD CONSTRAINT "behaviour_bonuses_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_brackets" ADD CONSTRAINT "tier_brackets_programme_id_tier_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."tier_programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_credits" ADD CONSTRAINT "tier_credits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_credits" ADD CONSTRAINT "tier_credits_bracket_id_tier_brackets_id_fk" FOREIGN KEY ("bracket_id") REFERENCES "public"."tier_brackets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_programmes" ADD CONSTRAINT "tier_programmes_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "behaviour_bonuses_region_slug" ON "behaviour_bonuses" USING btree ("region_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_region_slug" ON "certificates" USING btree ("region_id","slug");--> statement-breakpoint
CREATE INDEX "content_items_listing_idx" ON "content_items" USING btree ("type","region_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tier_brackets_programme_level" ON "tier_brackets" USING btree ("programme_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "tier_programmes_region_category" ON "tier_programmes" USING btree ("region_id","category");--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_tier_bracket_id_tier_brackets_id_fk" FOREIGN KEY ("tier_bracket_id") REFERENCES "public"."tier_brackets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_expiry_once" ON "points_ledger" USING btree ("company_id","created_at") WHERE "points_ledger"."reason" = 'points_expired';