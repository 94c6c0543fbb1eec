CREATE TABLE "booking_holds" (
	"booking_request_id" uuid NOT NULL,
	"room_type_id" integer NOT NULL,
	"stay_date" date NOT NULL,
	"rooms" integer NOT NULL,
	CONSTRAINT "booking_holds_booking_request_id_room_type_id_stay_date_pk" PRIMARY KEY("booking_request_id","room_type_id","stay_date"),
	CONSTRAINT "booking_holds_rooms_ck" CHECK ("booking_holds"."rooms" > 0)
);
--> statement-breakpoint
CREATE TABLE "booking_request_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_request_id" uuid NOT NULL,
	"rate_plan_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"room_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_key_hash" text,
	"hotel_id" integer NOT NULL,
	"check_in" date NOT NULL,
	"nights" integer NOT NULL,
	"adults" integer NOT NULL,
	"children_ages" integer[] DEFAULT '{}'::int[] NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"member_rates" jsonb,
	"coupon" jsonb,
	"quote" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_requests_owner_ck" CHECK (("booking_requests"."user_id" is null) <> ("booking_requests"."guest_key_hash" is null))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"state" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"owner_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key"),
	CONSTRAINT "idempotency_keys_state_ck" CHECK ("idempotency_keys"."state" in ('in_flight', 'done'))
);
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "check_in_time" text DEFAULT '14:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "check_out_time" text DEFAULT '12:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "nearby_places" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "review_scores" jsonb;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD COLUMN "after_vat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_redeem_offers" ADD COLUMN "after_vat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_booking_request_id_booking_requests_id_fk" FOREIGN KEY ("booking_request_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_request_rooms" ADD CONSTRAINT "booking_request_rooms_booking_request_id_booking_requests_id_fk" FOREIGN KEY ("booking_request_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_request_rooms" ADD CONSTRAINT "booking_request_rooms_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_request_rooms" ADD CONSTRAINT "booking_request_rooms_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_request_rooms_request_idx" ON "booking_request_rooms" USING btree ("booking_request_id");--> statement-breakpoint
CREATE INDEX "booking_requests_user_idx" ON "booking_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_requests_guest_idx" ON "booking_requests" USING btree ("guest_key_hash","created_at");--> statement-breakpoint
CREATE INDEX "booking_requests_expiry_idx" ON "booking_requests" USING btree ("status","expires_at");