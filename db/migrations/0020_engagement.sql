CREATE TABLE "tracked_links" (
	"id" bigint PRIMARY KEY NOT NULL,
	"video_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text,
	"company" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "tracked_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "viewer_cta_clicks" (
	"video_id" bigint NOT NULL,
	"viewer_key" text NOT NULL,
	"first_clicked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "viewer_cta_clicks_video_id_viewer_key_pk" PRIMARY KEY("video_id","viewer_key")
);
--> statement-breakpoint
ALTER TABLE "tracked_links" ADD CONSTRAINT "tracked_links_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewer_cta_clicks" ADD CONSTRAINT "viewer_cta_clicks_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracked_links_video_idx" ON "tracked_links" USING btree ("video_id","created_at");