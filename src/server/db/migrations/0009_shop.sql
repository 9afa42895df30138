CREATE SEQUENCE "public"."order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_placements" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"company_id" integer NOT NULL,
	"installer_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"placement_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" smallint NOT NULL,
	"points" integer NOT NULL,
	"customer" jsonb NOT NULL,
	"contents" jsonb NOT NULL,
	"response" jsonb,
	"fulfil_after" timestamp with time zone,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" between 1 and 5),
	CONSTRAINT "orders_points_check" CHECK ("orders"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"region_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"type" smallint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "shop_categories_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "shop_product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "shop_product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"region_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"description" text NOT NULL,
	"active" boolean NOT NULL,
	"is_visible" boolean NOT NULL,
	"sticky" boolean DEFAULT false NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shop_products_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "shop_products_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "shop_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"title" text NOT NULL,
	"price" integer NOT NULL,
	"stock" integer NOT NULL,
	"position" smallint NOT NULL,
	"attrs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "shop_variants_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "shop_variants_sku_unique" UNIQUE("sku"),
	CONSTRAINT "shop_variants_stock_check" CHECK ("shop_variants"."stock" >= 0),
	CONSTRAINT "shop_variants_price_check" CHECK ("shop_variants"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"region_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "shop_vendors_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "shop_vendors_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "order_placements" ADD CONSTRAINT "order_placements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_installer_id_users_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vendor_id_shop_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."shop_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placement_id_order_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."order_placements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_categories" ADD CONSTRAINT "shop_categories_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_categories" ADD CONSTRAINT "shop_product_categories_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_categories" ADD CONSTRAINT "shop_product_categories_category_id_shop_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."shop_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_vendor_id_shop_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."shop_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_variants" ADD CONSTRAINT "shop_variants_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_vendors" ADD CONSTRAINT "shop_vendors_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_placements_key_idx" ON "order_placements" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_fulfil_idx" ON "orders" USING btree ("fulfil_after") WHERE "orders"."status" = 1 and "orders"."fulfil_after" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_categories_region_slug_idx" ON "shop_categories" USING btree ("region_id","slug");--> statement-breakpoint
CREATE INDEX "shop_product_categories_category_idx" ON "shop_product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "shop_products_region_idx" ON "shop_products" USING btree ("region_id","active","is_visible");--> statement-breakpoint
CREATE INDEX "shop_variants_product_idx" ON "shop_variants" USING btree ("product_id");