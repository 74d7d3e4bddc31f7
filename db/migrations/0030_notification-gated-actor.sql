ALTER TABLE "notifications" ALTER COLUMN "actor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "actor_gated_viewer_id" bigint;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_gated_viewer_id_gated_viewers_id_fk" FOREIGN KEY ("actor_gated_viewer_id") REFERENCES "public"."gated_viewers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_one_actor" CHECK (num_nonnulls(actor_id, actor_gated_viewer_id) = 1);