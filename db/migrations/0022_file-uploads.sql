ALTER TABLE "upload_sessions" ADD COLUMN "source" text DEFAULT 'recording' NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD COLUMN "file_size" bigint;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "processing_progress" integer;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "original_playable" boolean DEFAULT true NOT NULL;