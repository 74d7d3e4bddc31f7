ALTER TABLE "watch_sessions" ADD COLUMN "address_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "password_version" integer DEFAULT 0 NOT NULL;