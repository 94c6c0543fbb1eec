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
ALTER TABLE "fare_classes" ADD COLUMN "no_show_fee_vnd" integer;--> statement-breakpoint
-- Fare rules on fare classes seeded before them: the table of features/flights/rules/fare-rules.ts (full service VN, QH; low cost the others), per passenger and leg; refundable and changeable follow it.
UPDATE "fare_classes" AS fc SET
	"change_fee_vnd" = r.change_fee,
	"refund_fee_vnd" = r.refund_fee,
	"name_change_fee_vnd" = r.name_change_fee,
	"no_show_fee_vnd" = r.no_show_fee,
	"refundable" = r.refund_fee IS NOT NULL,
	"changeable" = r.change_fee IS NOT NULL
FROM "flight_schedules" AS s, (VALUES
	(true, false, 'ECO_SAVER', 600000, NULL::integer, NULL::integer, NULL::integer),
	(true, false, 'ECO_STANDARD', 300000, 500000, NULL, 500000),
	(true, false, 'ECO_FLEX', 0, 0, NULL, 300000),
	(true, false, 'BUSINESS', 0, 0, NULL, 0),
	(true, true, 'ECO_SAVER', 1200000, NULL, NULL, NULL),
	(true, true, 'ECO_STANDARD', 800000, 1500000, NULL, 1200000),
	(true, true, 'ECO_FLEX', 0, 600000, NULL, 800000),
	(true, true, 'BUSINESS', 0, 0, NULL, 0),
	(false, false, 'ECO_SAVER', 450000, NULL, 450000, NULL),
	(false, false, 'ECO_STANDARD', 350000, NULL, 350000, NULL),
	(false, false, 'ECO_FLEX', 0, 350000, 350000, 500000),
	(false, false, 'BUSINESS', 0, 0, 350000, 0),
	(false, true, 'ECO_SAVER', 900000, NULL, 900000, NULL),
	(false, true, 'ECO_STANDARD', 700000, NULL, 700000, NULL),
	(false, true, 'ECO_FLEX', 0, 800000, 700000, 1000000),
	(false, true, 'BUSINESS', 0, 0, 700000, 0)
) AS r(full_service, international, code, change_fee, refund_fee, name_change_fee, no_show_fee)
WHERE s."id" = fc."schedule_id" AND r.code = fc."code" AND r.international = s."international" AND r.full_service = (s."airline" IN ('VN', 'QH'));
