ALTER TABLE "gated_viewers" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "guest_comments" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "internal" boolean DEFAULT false NOT NULL;