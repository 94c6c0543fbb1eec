CREATE TABLE "hotel_search_rows" (
	"hotel_id" integer PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"province_id" integer NOT NULL,
	"city_id" integer,
	"district_id" integer,
	"area_id" integer,
	"star_rate" smallint NOT NULL,
	"accommodation_type" text NOT NULL,
	"facility_mask" integer NOT NULL,
	"popularity" integer NOT NULL,
	"review_point" numeric(3, 1) NOT NULL,
	"count_reviews" integer NOT NULL,
	"total_rooms" integer NOT NULL,
	"calendar_id" integer NOT NULL,
	"base_price" double precision NOT NULL,
	"weekend_percent" integer NOT NULL,
	"sale_factor" double precision NOT NULL,
	"included_factor" double precision NOT NULL,
	"fee_factor" double precision NOT NULL,
	"vat_factor" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_calendars" (
	"id" serial PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL
);
--> statement-breakpoint
DROP INDEX "room_inventory_date_idx";--> statement-breakpoint
DROP INDEX "hotel_search_terms_term_idx";--> statement-breakpoint
ALTER TABLE "room_inventory" ADD COLUMN "hotel_id" integer;--> statement-breakpoint
ALTER TABLE "room_inventory" ADD COLUMN "province_id" integer;--> statement-breakpoint
ALTER TABLE "room_inventory" ADD COLUMN "default_allotment" integer;--> statement-breakpoint
UPDATE "room_inventory" i SET "hotel_id" = h."id", "province_id" = h."province_id", "default_allotment" = rt."default_allotment" FROM "room_types" rt JOIN "hotels" h ON h."id" = rt."hotel_id" WHERE rt."id" = i."room_type_id";--> statement-breakpoint
ALTER TABLE "room_inventory" ALTER COLUMN "hotel_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "room_inventory" ALTER COLUMN "province_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "room_inventory" ALTER COLUMN "default_allotment" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_search_rows" ADD CONSTRAINT "hotel_search_rows_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_search_rows_province_idx" ON "hotel_search_rows" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "hotel_search_rows_city_idx" ON "hotel_search_rows" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "hotel_search_rows_district_idx" ON "hotel_search_rows" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "hotel_search_rows_area_idx" ON "hotel_search_rows" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "hotel_search_rows_country_idx" ON "hotel_search_rows" USING btree ("country_code");--> statement-breakpoint
CREATE UNIQUE INDEX "season_calendars_rules_uq" ON "season_calendars" USING btree ("rules");--> statement-breakpoint
CREATE INDEX "hotel_search_terms_popularity_idx" ON "hotel_search_terms" USING btree ("popularity" DESC NULLS LAST,"hotel_id","term");--> statement-breakpoint
CREATE INDEX "hotels_sitemap_idx" ON "hotels" USING btree ("id","name","country_code");--> statement-breakpoint
CREATE INDEX "room_inventory_search_idx" ON "room_inventory" USING btree ("province_id","stay_date","hotel_id","room_type_id","allotment","held","sold","default_allotment");--> statement-breakpoint
CREATE INDEX "hotel_search_terms_term_idx" ON "hotel_search_terms" USING btree ("term" text_pattern_ops,"hotel_id","popularity");