-- Tells every app process, through LISTEN "demoreel_access", which videos' access rows they keep in
-- memory have changed, whoever wrote: another instance, the worker, a script. The payload is the
-- video's id, 'views:' and the id when only its count moved, or '*' when a plan or a workspace's
-- branding may change what many pages show. Postgres sends a notification when its transaction
-- commits, never before, and never for one rolled back.
CREATE OR REPLACE FUNCTION demoreel_notify_video_access() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('demoreel_access', OLD.id::text);
  ELSIF OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.workspace_id IS DISTINCT FROM NEW.workspace_id
    OR OLD.visibility IS DISTINCT FROM NEW.visibility
    OR OLD.password_hash IS DISTINCT FROM NEW.password_hash
    OR OLD.password_version IS DISTINCT FROM NEW.password_version
    OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.email_gate IS DISTINCT FROM NEW.email_gate
    OR OLD.updated_at IS DISTINCT FROM NEW.updated_at THEN
    PERFORM pg_notify('demoreel_access', NEW.id::text);
  ELSIF OLD.views IS DISTINCT FROM NEW.views THEN
    PERFORM pg_notify('demoreel_access', 'views:' || NEW.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION demoreel_notify_all_access() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('demoreel_access', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER videos_access_notify AFTER UPDATE OR DELETE ON videos
  FOR EACH ROW EXECUTE FUNCTION demoreel_notify_video_access();
--> statement-breakpoint
CREATE TRIGGER workspaces_branding_notify AFTER UPDATE OF branding_updated_at ON workspaces
  FOR EACH STATEMENT EXECUTE FUNCTION demoreel_notify_all_access();
--> statement-breakpoint
CREATE TRIGGER subscriptions_access_notify AFTER INSERT OR UPDATE OR DELETE ON subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION demoreel_notify_all_access();
--> statement-breakpoint
CREATE TRIGGER workspace_owners_access_notify AFTER UPDATE OF role OR DELETE ON workspace_members
  FOR EACH STATEMENT EXECUTE FUNCTION demoreel_notify_all_access();
