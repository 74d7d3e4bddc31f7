-- The owner's own views never count: take the logged ones off the videos' counts and the log.
UPDATE "videos" SET "views" = greatest(0, "videos"."views" - "own"."n")
FROM (
  SELECT "video_views"."video_id", count(*)::int AS "n"
  FROM "video_views" JOIN "videos" ON "videos"."id" = "video_views"."video_id"
  WHERE "video_views"."viewer_key" = 'user:' || "videos"."user_id"
  GROUP BY "video_views"."video_id"
) AS "own"
WHERE "videos"."id" = "own"."video_id";
--> statement-breakpoint
DELETE FROM "video_views" USING "videos"
WHERE "videos"."id" = "video_views"."video_id" AND "video_views"."viewer_key" = 'user:' || "videos"."user_id";
--> statement-breakpoint
-- Every viewer already counted, with the time of their last counted view.
INSERT INTO "video_viewers" ("video_id", "viewer_key", "last_counted_at")
SELECT "video_id", "viewer_key", max("viewed_at") FROM "video_views" GROUP BY "video_id", "viewer_key"
ON CONFLICT DO NOTHING;
