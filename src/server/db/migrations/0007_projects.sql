ALTER TABLE "projects" ADD COLUMN "lost_notified_at" timestamp with time zone;--> statement-breakpoint
-- hand-written below: keep when regenerating
-- Projects already lost before this column count as told: the sweep speaks of new losses only.
UPDATE "projects" SET "lost_notified_at" = "deadline" WHERE "status" = 1 AND "deadline" <= now();
