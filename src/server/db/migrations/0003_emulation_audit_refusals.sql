ALTER TABLE "emulation_audit" ALTER COLUMN "staff" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "emulation_audit" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "emulation_audit" ADD COLUMN "client_ip" text;