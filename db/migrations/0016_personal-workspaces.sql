-- Every existing user gets a personal workspace (as owner) and their videos move into it.
-- Ids are random positive integers below 2^53, as the app makes them (db/schema/ids.ts).
INSERT INTO "workspaces" ("id", "name", "personal_for")
SELECT floor(random() * 9007199254740991)::bigint + 1, 'Personal', "id" FROM "users";
--> statement-breakpoint
INSERT INTO "workspace_members" ("workspace_id", "user_id", "role")
SELECT "id", "personal_for", 'owner' FROM "workspaces" WHERE "personal_for" IS NOT NULL;
--> statement-breakpoint
UPDATE "videos" SET "workspace_id" = "workspaces"."id"
FROM "workspaces" WHERE "workspaces"."personal_for" = "videos"."user_id";
