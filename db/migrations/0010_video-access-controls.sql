ALTER TABLE "videos" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "password_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "cta" jsonb;--> statement-breakpoint
ALTER TABLE "video_insights" ADD COLUMN "cta_clicks" integer DEFAULT 0 NOT NULL;