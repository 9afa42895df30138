CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"installer_id" integer,
	"reason" text NOT NULL,
	"variation" text NOT NULL,
	"points" integer NOT NULL,
	"project_id" integer,
	"order_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_ledger_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "points_ledger_points_check" CHECK ("points_ledger"."points" >= 0),
	CONSTRAINT "points_ledger_variation_check" CHECK ("points_ledger"."variation" in ('positive', 'negative', 'reserved', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "invite_code" text;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_installer_id_users_id_fk" FOREIGN KEY ("installer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_ledger_company_idx" ON "points_ledger" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_registration_number_idx" ON "companies" USING btree ("region_id","registration_number") WHERE "companies"."registration_number" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "companies_registration_number_2_idx" ON "companies" USING btree ("region_id","registration_number_2") WHERE "companies"."registration_number_2" <> '';