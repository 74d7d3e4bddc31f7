CREATE TABLE "video_viewers" (
	"video_id" bigint NOT NULL,
	"viewer_key" text NOT NULL,
	"last_counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_viewers_video_id_viewer_key_pk" PRIMARY KEY("video_id","viewer_key")
);
--> statement-breakpoint
ALTER TABLE "video_viewers" ADD CONSTRAINT "video_viewers_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;