CREATE TABLE "gated_viewers" (
	"id" bigint PRIMARY KEY NOT NULL,
	"video_id" bigint NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gated_viewers_video_email_unique" UNIQUE("video_id","email")
);
--> statement-breakpoint
ALTER TABLE "comments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reactions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "email_gate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "gated_viewer_id" bigint;--> statement-breakpoint
ALTER TABLE "reactions" ADD COLUMN "gated_viewer_id" bigint;--> statement-breakpoint
ALTER TABLE "gated_viewers" ADD CONSTRAINT "gated_viewers_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_gated_viewer_id_gated_viewers_id_fk" FOREIGN KEY ("gated_viewer_id") REFERENCES "public"."gated_viewers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_gated_viewer_id_gated_viewers_id_fk" FOREIGN KEY ("gated_viewer_id") REFERENCES "public"."gated_viewers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_one_author" CHECK (num_nonnulls(user_id, gated_viewer_id) = 1);--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_one_author" CHECK (num_nonnulls(user_id, gated_viewer_id) = 1);