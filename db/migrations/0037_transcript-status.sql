ALTER TABLE "videos" ADD COLUMN "transcript_status" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "transcript_progress" integer;