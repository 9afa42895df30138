CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"size" text,
	"variant" text NOT NULL,
	"window_class" smallint,
	CONSTRAINT "products_code_unique" UNIQUE("code"),
	CONSTRAINT "products_window_class_check" CHECK ("products"."window_class" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"name" text,
	"street" text NOT NULL,
	"house_number" text,
	"postal_code" text NOT NULL,
	"city" text,
	"status" smallint NOT NULL,
	"survey_points" integer NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"survey_posted_at" timestamp with time zone,
	"survey_posted_by" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "projects_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "projects_status_check" CHECK ("projects"."status" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"project_id" integer NOT NULL,
	"serial_id" integer NOT NULL,
	"installer_id" integer NOT NULL,
	"flag" smallint NOT NULL,
	"flag_reason" text,
	"points" integer NOT NULL,
	"survey" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "scans_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "scans_serial_id_unique" UNIQUE("serial_id"),
	CONSTRAINT "scans_flag_check" CHECK ("scans"."flag" between 1 and 3),
	CONSTRAINT "scans_points_check" CHECK ("scans"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "serials" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_number" text NOT NULL,
	"product_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "serials_serial_number_unique" UNIQUE("serial_number")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_survey_posted_by_users_id_fk" FOREIGN KEY ("survey_posted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_serial_id_serials_id_fk" FOREIGN KEY ("serial_id") REFERENCES "public"."serials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_installer_id_users_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serials" ADD CONSTRAINT "serials_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serials" ADD CONSTRAINT "serials_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_company_idx" ON "projects" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "scans_project_idx" ON "scans" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "scans_installer_idx" ON "scans" USING btree ("installer_id","created_at");