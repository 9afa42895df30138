CREATE TABLE "club_card_top_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"points" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "club_card_top_ups_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "club_card_top_ups_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "club_card_top_ups_status_check" CHECK ("club_card_top_ups"."status" in ('SUBMITTED', 'PENDING', 'SUCCEEDED', 'REFUSED', 'REJECTED')),
	CONSTRAINT "club_card_top_ups_points_check" CHECK ("club_card_top_ups"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "club_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"issuer_ref" text NOT NULL,
	"card_number" text NOT NULL,
	"status" text NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"registered_at" timestamp with time zone,
	"reported_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "club_cards_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "club_cards_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "club_cards_issuer_ref_unique" UNIQUE("issuer_ref")
);
--> statement-breakpoint
CREATE TABLE "simulated_issuer_cards" (
	"ref" text PRIMARY KEY NOT NULL,
	"serial_number" text NOT NULL,
	"last_digits" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_issuer_loads" (
	"ref" text PRIMARY KEY NOT NULL,
	"card_ref" text NOT NULL,
	"amount" integer NOT NULL,
	"outcome" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_card_top_ups" ADD CONSTRAINT "club_card_top_ups_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_card_top_ups" ADD CONSTRAINT "club_card_top_ups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_card_top_ups" ADD CONSTRAINT "club_card_top_ups_card_id_club_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."club_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_cards" ADD CONSTRAINT "club_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_cards" ADD CONSTRAINT "club_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_issuer_loads" ADD CONSTRAINT "simulated_issuer_loads_card_ref_simulated_issuer_cards_ref_fk" FOREIGN KEY ("card_ref") REFERENCES "public"."simulated_issuer_cards"("ref") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_card_top_ups_company_idx" ON "club_card_top_ups" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "club_card_top_ups_open_idx" ON "club_card_top_ups" USING btree ("updated_at") WHERE "club_card_top_ups"."status" in ('SUBMITTED', 'PENDING');--> statement-breakpoint
CREATE INDEX "club_cards_company_idx" ON "club_cards" USING btree ("company_id","created_at");