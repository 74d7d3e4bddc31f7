CREATE TABLE "video_edits" (
	"video_id" bigint PRIMARY KEY NOT NULL,
	"cuts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pending_cuts" jsonb,
	"status" text DEFAULT 'idle' NOT NULL,
	"error" text,
	"source_duration" double precision,
	"source_transcript" text,
	"source_chapters" text,
	"thumbnail_time" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "source_time" double precision;--> statement-breakpoint
ALTER TABLE "reactions" ADD COLUMN "source_time" double precision;--> statement-breakpoint
ALTER TABLE "video_edits" ADD CONSTRAINT "video_edits_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;