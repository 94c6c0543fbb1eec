CREATE TABLE "flight_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"province_vi" text NOT NULL,
	"search_key" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "name_vi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fare_classes" ADD COLUMN "change_fee_vnd" integer;--> statement-breakpoint
ALTER TABLE "fare_classes" ADD COLUMN "refund_fee_vnd" integer;--> statement-breakpoint
ALTER TABLE "fare_classes" ADD COLUMN "name_change_fee_vnd" integer;--> statement-breakpoint
ALTER TABLE "fare_classes" ADD COLUMN "no_show_fee_vnd" integer;