CREATE TABLE "email_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"comments" boolean DEFAULT true NOT NULL,
	"replies" boolean DEFAULT true NOT NULL,
	"digest" boolean DEFAULT false NOT NULL,
	"last_digest_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;