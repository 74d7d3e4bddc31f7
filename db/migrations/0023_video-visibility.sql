ALTER TABLE "videos" ADD COLUMN "visibility" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
UPDATE "videos" SET "visibility" = CASE WHEN "is_private" THEN 'private' ELSE 'public' END;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_visibility_check" CHECK (visibility in ('private', 'workspace', 'public'));--> statement-breakpoint
ALTER TABLE "videos" DROP COLUMN "is_private";--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "is_private" boolean GENERATED ALWAYS AS (visibility <> 'public') STORED NOT NULL;
--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD COLUMN "workspace_id" bigint;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;
