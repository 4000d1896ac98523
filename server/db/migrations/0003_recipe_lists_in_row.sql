ALTER TABLE "recipes" ADD COLUMN "ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "steps" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "recipes" r SET "ingredients" = coalesce((
  SELECT jsonb_agg(jsonb_build_object('name', g."name", 'quantity', g."quantity", 'quantity_text', g."quantity_text",
    'unit', g."unit", 'notes', g."notes") ORDER BY g."position")
  FROM "recipe_ingredients" g WHERE g."recipe_id" = r."id"), '[]'::jsonb);--> statement-breakpoint
UPDATE "recipes" r SET "steps" = coalesce((
  SELECT jsonb_agg(jsonb_build_object('text', s."text", 'order', s.n) ORDER BY s.n)
  FROM (SELECT "text", row_number() OVER (ORDER BY "step_order") AS n FROM "recipe_steps" WHERE "recipe_id" = r."id") s),
  '[]'::jsonb);--> statement-breakpoint
DROP TABLE "recipe_ingredients" CASCADE;--> statement-breakpoint
DROP TABLE "recipe_steps" CASCADE;
