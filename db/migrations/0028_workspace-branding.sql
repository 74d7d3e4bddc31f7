ALTER TABLE "workspaces" ADD COLUMN "accent_color" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "branding_updated_at" timestamp with time zone;