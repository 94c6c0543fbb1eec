-- derived rows: filled from their room types, so a database migrated after seeding keeps answering searches
ALTER TABLE "hotel_search_plans" ADD COLUMN "max_adults" integer;--> statement-breakpoint
UPDATE "hotel_search_plans" sp SET "max_adults" = rt."max_adults" FROM "room_types" rt WHERE rt."id" = sp."room_type_id";--> statement-breakpoint
DELETE FROM "hotel_search_plans" WHERE "max_adults" IS NULL;--> statement-breakpoint
ALTER TABLE "hotel_search_plans" ALTER COLUMN "max_adults" SET NOT NULL;
