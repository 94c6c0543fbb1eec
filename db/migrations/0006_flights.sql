CREATE TABLE "airline_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "baggage_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline" text NOT NULL,
	"international" boolean NOT NULL,
	"kg" integer NOT NULL,
	"price_vnd" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fare_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"code" text NOT NULL,
	"cabin" text NOT NULL,
	"booking_class" text NOT NULL,
	"seats" integer NOT NULL,
	"base_fare_vnd" integer NOT NULL,
	"child_percent" integer NOT NULL,
	"infant_fare_vnd" integer NOT NULL,
	"fee_vnd" integer NOT NULL,
	"included_baggage_kg" integer DEFAULT 0 NOT NULL,
	"cabin_baggage_kg" integer DEFAULT 7 NOT NULL,
	"refundable" boolean DEFAULT false NOT NULL,
	"changeable" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_booking_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_key_hash" text,
	"adults" integer NOT NULL,
	"children" integer NOT NULL,
	"infants" integer NOT NULL,
	"legs" jsonb NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"quote" jsonb NOT NULL,
	"travellers" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_booking_requests_owner_ck" CHECK (("flight_booking_requests"."user_id" is null) <> ("flight_booking_requests"."guest_key_hash" is null))
);
--> statement-breakpoint
CREATE TABLE "flight_holds" (
	"request_id" uuid NOT NULL,
	"fare_class_id" integer NOT NULL,
	"depart_date" date NOT NULL,
	"seats" integer NOT NULL,
	CONSTRAINT "flight_holds_request_id_fare_class_id_depart_date_pk" PRIMARY KEY("request_id","fare_class_id","depart_date"),
	CONSTRAINT "flight_holds_seats_ck" CHECK ("flight_holds"."seats" > 0)
);
--> statement-breakpoint
CREATE TABLE "flight_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline" text NOT NULL,
	"flight_number" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"depart_minute" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"stops" integer DEFAULT 0 NOT NULL,
	"via" text,
	"aircraft" text NOT NULL,
	"days_mask" integer DEFAULT 127 NOT NULL,
	"fare_factor" integer DEFAULT 100 NOT NULL,
	"international" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_seat_inventory" (
	"fare_class_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"depart_date" date NOT NULL,
	"seats" integer NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "flight_seat_inventory_fare_class_id_depart_date_pk" PRIMARY KEY("fare_class_id","depart_date"),
	CONSTRAINT "flight_seat_inventory_counts_ck" CHECK ("flight_seat_inventory"."held" >= 0 AND "flight_seat_inventory"."sold" >= 0 AND "flight_seat_inventory"."held" + "flight_seat_inventory"."sold" <= "flight_seat_inventory"."seats")
);
--> statement-breakpoint
CREATE TABLE "flight_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" text NOT NULL,
	"group_key" text NOT NULL,
	"code" text NOT NULL,
	"city_name" text NOT NULL,
	"country_name" text NOT NULL,
	"country_code" text NOT NULL,
	"font_weight" text DEFAULT 'normal' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passport_countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "world_airports" (
	"id" serial PRIMARY KEY NOT NULL,
	"airport_code" text NOT NULL,
	"city_code" text NOT NULL,
	"country_code" text NOT NULL,
	"continent_code" text NOT NULL,
	"airport_name_vi" text NOT NULL,
	"airport_name_en" text NOT NULL,
	"city_name_vi" text NOT NULL,
	"city_name_en" text NOT NULL,
	"country_name_vi" text NOT NULL,
	"country_name_en" text NOT NULL,
	"utc_offset_minutes" integer DEFAULT 420 NOT NULL,
	"search_key" text NOT NULL,
	CONSTRAINT "world_airports_airport_code_unique" UNIQUE("airport_code")
);
--> statement-breakpoint
CREATE TABLE "order_flight_seats" (
	"order_id" integer NOT NULL,
	"fare_class_id" integer NOT NULL,
	"depart_date" date NOT NULL,
	"seats" integer NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "order_flight_seats_ck" CHECK ("order_flight_seats"."seats" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "flight" jsonb;--> statement-breakpoint
ALTER TABLE "fare_classes" ADD CONSTRAINT "fare_classes_schedule_id_flight_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."flight_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_holds" ADD CONSTRAINT "flight_holds_request_id_flight_booking_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."flight_booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_seat_inventory" ADD CONSTRAINT "flight_seat_inventory_fare_class_id_fare_classes_id_fk" FOREIGN KEY ("fare_class_id") REFERENCES "public"."fare_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_flight_seats" ADD CONSTRAINT "order_flight_seats_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "baggage_options_idx" ON "baggage_options" USING btree ("airline","international","kg");--> statement-breakpoint
CREATE UNIQUE INDEX "fare_classes_schedule_code_idx" ON "fare_classes" USING btree ("schedule_id","code");--> statement-breakpoint
CREATE INDEX "flight_booking_requests_user_idx" ON "flight_booking_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "flight_booking_requests_guest_idx" ON "flight_booking_requests" USING btree ("guest_key_hash","created_at");--> statement-breakpoint
CREATE INDEX "flight_booking_requests_expiry_idx" ON "flight_booking_requests" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "flight_schedules_route_idx" ON "flight_schedules" USING btree ("origin","destination","depart_minute");--> statement-breakpoint
CREATE UNIQUE INDEX "flight_schedules_number_idx" ON "flight_schedules" USING btree ("flight_number");--> statement-breakpoint
CREATE INDEX "flight_seat_inventory_schedule_idx" ON "flight_seat_inventory" USING btree ("schedule_id","depart_date","fare_class_id","seats","held","sold");--> statement-breakpoint
CREATE INDEX "flight_suggestions_lang_idx" ON "flight_suggestions" USING btree ("lang","group_key","sort_order");--> statement-breakpoint
CREATE INDEX "world_airports_country_idx" ON "world_airports" USING btree ("country_code");--> statement-breakpoint
CREATE UNIQUE INDEX "order_flight_seats_pk" ON "order_flight_seats" USING btree ("order_id","fare_class_id","depart_date");