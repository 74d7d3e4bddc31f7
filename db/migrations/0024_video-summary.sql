ALTER TABLE "videos" ADD COLUMN "summary" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "summary_source" text;