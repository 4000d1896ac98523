CREATE TABLE "barcode_products" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand" text,
	"serving_size" text,
	"serving_grams" double precision,
	"per_serving" jsonb,
	"per_100g" jsonb,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "add_exercise_calories" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "barcode" text;--> statement-breakpoint
CREATE INDEX "foods_user_barcode_idx" ON "foods" USING btree ("user_id","barcode") WHERE "foods"."barcode" is not null;