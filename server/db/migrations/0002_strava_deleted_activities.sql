CREATE TABLE "strava_deleted_activities" (
	"user_id" text NOT NULL,
	"activity_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "strava_deleted_activities_user_id_activity_id_pk" PRIMARY KEY("user_id","activity_id")
);
--> statement-breakpoint
ALTER TABLE "strava_deleted_activities" ADD CONSTRAINT "strava_deleted_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "strava_deleted_activities" ("user_id", "activity_id")
SELECT "user_id", jsonb_array_elements_text("deleted_activity_ids") FROM "strava_connections"
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "strava_connections" DROP COLUMN "deleted_activity_ids";