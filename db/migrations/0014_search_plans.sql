CREATE TABLE "hotel_search_plans" (
	"plan_id" integer PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"default_allotment" integer NOT NULL,
	"calendar_id" integer NOT NULL,
	"base_price" double precision NOT NULL,
	"weekend_percent" integer NOT NULL,
	"sale_factor" double precision NOT NULL,
	"included_factor" double precision NOT NULL,
	"fee_factor" double precision NOT NULL,
	"vat_factor" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hotel_search_plans" ADD CONSTRAINT "hotel_search_plans_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_search_plans_hotel_idx" ON "hotel_search_plans" USING btree ("hotel_id");