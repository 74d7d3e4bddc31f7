CREATE TABLE "workspace_ownership_offers" (
	"id" bigint PRIMARY KEY NOT NULL,
	"workspace_id" bigint NOT NULL,
	"offered_by" text NOT NULL,
	"offered_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_ownership_offers_workspace_id_unique" UNIQUE("workspace_id")
);
--> statement-breakpoint
ALTER TABLE "workspace_invites" ADD COLUMN "requested_by" text;--> statement-breakpoint
ALTER TABLE "workspace_invites" ADD COLUMN "requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workspace_ownership_offers" ADD CONSTRAINT "workspace_ownership_offers_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_ownership_offers" ADD CONSTRAINT "workspace_ownership_offers_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_ownership_offers" ADD CONSTRAINT "workspace_ownership_offers_offered_to_users_id_fk" FOREIGN KEY ("offered_to") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invites" ADD CONSTRAINT "workspace_invites_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;