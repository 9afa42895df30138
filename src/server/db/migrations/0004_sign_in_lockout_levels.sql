DROP TABLE "sign_in_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sign_in_failed_codes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sign_in_lock_level" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sign_in_locked_channel" text;