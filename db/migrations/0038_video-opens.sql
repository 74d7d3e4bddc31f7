CREATE TABLE "video_opens" (
	"video_id" bigint NOT NULL,
	"viewer_key" text NOT NULL,
	"opens" integer DEFAULT 1 NOT NULL,
	"first_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_opens_video_id_viewer_key_pk" PRIMARY KEY("video_id","viewer_key")
);
--> statement-breakpoint
ALTER TABLE "video_opens" ADD CONSTRAINT "video_opens_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;