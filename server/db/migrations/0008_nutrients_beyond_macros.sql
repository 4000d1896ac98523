ALTER TABLE "foods" ADD COLUMN "fiber" double precision;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "sugar" double precision;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "sodium" double precision;--> statement-breakpoint
ALTER TABLE "daily_totals" ADD COLUMN "fiber" double precision;--> statement-breakpoint
ALTER TABLE "daily_totals" ADD COLUMN "sugar" double precision;--> statement-breakpoint
ALTER TABLE "daily_totals" ADD COLUMN "sodium" double precision;--> statement-breakpoint
ALTER TABLE "meal_items" ADD COLUMN "fiber" double precision;--> statement-breakpoint
ALTER TABLE "meal_items" ADD COLUMN "sugar" double precision;--> statement-breakpoint
ALTER TABLE "meal_items" ADD COLUMN "sodium" double precision;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "fiber" double precision;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "sugar" double precision;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "sodium" double precision;