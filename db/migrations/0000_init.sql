CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"name_vi" text NOT NULL,
	"search_key" text NOT NULL,
	"country_code" text NOT NULL,
	"country_name" text NOT NULL,
	"country_name_vi" text NOT NULL,
	"seo_url" text NOT NULL,
	"full_address" text NOT NULL,
	"full_address_en" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"hotel_count" integer DEFAULT 0 NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"is_360" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_vi" text NOT NULL,
	"search_key" text NOT NULL,
	"accommodation_type" text NOT NULL,
	"star_rate" integer NOT NULL,
	"country_code" text NOT NULL,
	"province_id" integer NOT NULL,
	"city_id" integer,
	"district_id" integer,
	"area_id" integer,
	"street" text NOT NULL,
	"full_address" text NOT NULL,
	"full_address_en" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"review_point" numeric(3, 1) NOT NULL,
	"count_reviews" integer NOT NULL,
	"popularity" integer NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"facilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"thumb_image" text NOT NULL,
	"lead_rate_plan_id" integer,
	"total_rooms" integer DEFAULT 0 NOT NULL,
	"description_vi" text NOT NULL,
	"description_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_type_id" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"base_price" integer NOT NULL,
	"weekend_percent" integer DEFAULT 0 NOT NULL,
	"season_rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"promotion_percent" integer DEFAULT 0 NOT NULL,
	"member_discount_percent" integer DEFAULT 0 NOT NULL,
	"mobile_rate_percent" integer DEFAULT 0 NOT NULL,
	"vat_rate" integer NOT NULL,
	"vat_included" boolean NOT NULL,
	"service_fee_percent" integer NOT NULL,
	"fee_included" boolean NOT NULL,
	"provider" text NOT NULL,
	"breakfast" boolean DEFAULT false NOT NULL,
	"free_cancel_24h" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_inventory" (
	"room_type_id" integer NOT NULL,
	"stay_date" date NOT NULL,
	"allotment" integer NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "room_inventory_room_type_id_stay_date_pk" PRIMARY KEY("room_type_id","stay_date"),
	CONSTRAINT "room_inventory_counts_ck" CHECK ("room_inventory"."held" >= 0 AND "room_inventory"."sold" >= 0 AND "room_inventory"."held" + "room_inventory"."sold" <= "room_inventory"."allotment")
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"max_adults" integer NOT NULL,
	"size_m2" integer NOT NULL,
	"bed_options" jsonb NOT NULL,
	"default_allotment" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banner_medias" (
	"id" serial PRIMARY KEY NOT NULL,
	"banner_id" integer NOT NULL,
	"screen_type" text NOT NULL,
	"url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"title_vi" text,
	"title_en" text,
	"alt_vi" text,
	"alt_en" text
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" text NOT NULL,
	"url" text,
	"is_open_new_tab" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate" numeric(14, 4) NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "airlines" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"brand" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "airport_routes" (
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	CONSTRAINT "airport_routes_origin_destination_pk" PRIMARY KEY("origin","destination")
);
--> statement-breakpoint
CREATE TABLE "airports" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"province_id" integer NOT NULL,
	"province_name" text NOT NULL,
	"type" text DEFAULT 'domestic' NOT NULL,
	"region" integer NOT NULL,
	"region_name" text NOT NULL,
	"region_name_vi" text NOT NULL,
	"has_in_atadi" boolean DEFAULT true NOT NULL,
	"search_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"branch" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"short_name" text NOT NULL,
	"name" text NOT NULL,
	"bin" text NOT NULL,
	"logo" text NOT NULL,
	CONSTRAINT "banks_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_method" text NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"logo" text NOT NULL,
	"short_desc_vi" text NOT NULL,
	"short_desc_en" text NOT NULL,
	"fee_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"min_amount" integer,
	"provider" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "payment_methods_payment_method_unique" UNIQUE("payment_method")
);
--> statement-breakpoint
CREATE TABLE "loyalty_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"member_id" text NOT NULL,
	"status" text NOT NULL,
	"level_name" text NOT NULL,
	"available_point" integer DEFAULT 0 NOT NULL,
	"room_night" integer DEFAULT 0 NOT NULL,
	"is_third_party" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "loyalty_members_member_id_unique" UNIQUE("member_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"password_hash" text NOT NULL,
	"business_role" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "hotel_search_terms" (
	"term" text NOT NULL,
	"hotel_id" integer NOT NULL,
	"popularity" integer NOT NULL,
	CONSTRAINT "hotel_search_terms_term_hotel_id_pk" PRIMARY KEY("term","hotel_id")
);
--> statement-breakpoint
ALTER TABLE "hotel_images" ADD CONSTRAINT "hotel_images_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_province_id_regions_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_city_id_regions_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_district_id_regions_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_area_id_regions_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_inventory" ADD CONSTRAINT "room_inventory_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_medias" ADD CONSTRAINT "banner_medias_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airport_routes" ADD CONSTRAINT "airport_routes_origin_airports_code_fk" FOREIGN KEY ("origin") REFERENCES "public"."airports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airport_routes" ADD CONSTRAINT "airport_routes_destination_airports_code_fk" FOREIGN KEY ("destination") REFERENCES "public"."airports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_members" ADD CONSTRAINT "loyalty_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_search_terms" ADD CONSTRAINT "hotel_search_terms_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "regions_seo_url_uq" ON "regions" USING btree ("seo_url");--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "regions_search_key_idx" ON "regions" USING btree ("search_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "hotel_images_hotel_idx" ON "hotel_images" USING btree ("hotel_id","position");--> statement-breakpoint
CREATE INDEX "hotels_province_idx" ON "hotels" USING btree ("province_id","popularity");--> statement-breakpoint
CREATE INDEX "hotels_city_idx" ON "hotels" USING btree ("city_id","popularity");--> statement-breakpoint
CREATE INDEX "hotels_district_idx" ON "hotels" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "hotels_area_idx" ON "hotels" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "hotels_popularity_idx" ON "hotels" USING btree ("popularity");--> statement-breakpoint
CREATE INDEX "hotels_search_key_idx" ON "hotels" USING btree ("search_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "rate_plans_room_type_idx" ON "rate_plans" USING btree ("room_type_id");--> statement-breakpoint
CREATE INDEX "rate_plans_hotel_idx" ON "rate_plans" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "room_inventory_date_idx" ON "room_inventory" USING btree ("stay_date");--> statement-breakpoint
CREATE INDEX "room_types_hotel_idx" ON "room_types" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "banner_medias_banner_idx" ON "banner_medias" USING btree ("banner_id");--> statement-breakpoint
CREATE INDEX "banners_position_idx" ON "banners" USING btree ("position","sort_order");--> statement-breakpoint
CREATE INDEX "hotel_search_terms_term_idx" ON "hotel_search_terms" USING btree ("term" text_pattern_ops);