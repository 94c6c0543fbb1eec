-- derived rows: filled from the lead plans' room types, so a database migrated after seeding keeps answering searches
-- (lead_cheapest stays false until refreshSearchData: every hotel is then priced over all its plans, as before)
ALTER TABLE "hotel_search_rows" ADD COLUMN "lead_room_type_id" integer;--> statement-breakpoint
ALTER TABLE "hotel_search_rows" ADD COLUMN "lead_default_allotment" integer;--> statement-breakpoint
ALTER TABLE "hotel_search_rows" ADD COLUMN "lead_max_adults" integer;--> statement-breakpoint
ALTER TABLE "hotel_search_rows" ADD COLUMN "lead_cheapest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "hotel_search_rows" r SET "lead_room_type_id" = rt."id", "lead_default_allotment" = rt."default_allotment", "lead_max_adults" = rt."max_adults"
  FROM "hotels" h JOIN "rate_plans" p ON p."id" = h."lead_rate_plan_id" JOIN "room_types" rt ON rt."id" = p."room_type_id"
  WHERE h."id" = r."hotel_id";--> statement-breakpoint
DELETE FROM "hotel_search_rows" WHERE "lead_room_type_id" IS NULL;--> statement-breakpoint
ALTER TABLE "hotel_search_rows" ALTER COLUMN "lead_room_type_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_search_rows" ALTER COLUMN "lead_default_allotment" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_search_rows" ALTER COLUMN "lead_max_adults" SET NOT NULL;
