-- Every change of a session, user or company is announced on the channel `auth_changes` as
-- 'session:<id>', 'user:<id>' or 'company:<id>' when its transaction commits. Each server instance
-- listens and drops what it cached of it (src/server/db/auth-changes.ts, docs/server.md "Read path").
CREATE FUNCTION "notify_auth_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('auth_changes', TG_ARGV[0] || ':' || OLD.id::text);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_auth_change" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "notify_auth_change"('session');
--> statement-breakpoint
CREATE TRIGGER "users_auth_change" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "notify_auth_change"('user');
--> statement-breakpoint
CREATE TRIGGER "companies_auth_change" AFTER UPDATE OR DELETE ON "companies" FOR EACH ROW EXECUTE FUNCTION "notify_auth_change"('company');
