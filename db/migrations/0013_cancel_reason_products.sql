ALTER TABLE "cancel_reasons" ADD COLUMN "product_types" text[] DEFAULT '{hotel,flight,combo,deal,voucher}'::text[] NOT NULL;--> statement-breakpoint
-- a database seeded before flights had reasons of their own: hotel-only reasons, the flight and deal reasons, "another reason" last
UPDATE "cancel_reasons" SET "product_types" = '{hotel,combo}'::text[] WHERE "text_vi" IN ('Đặt nhầm ngày hoặc phòng', 'Khách sạn yêu cầu hủy');--> statement-breakpoint
UPDATE "cancel_reasons" SET "sort_order" = 99 WHERE "text_vi" = 'Lý do khác';--> statement-breakpoint
INSERT INTO "cancel_reasons" ("text_vi", "text_en", "sort_order", "product_types")
SELECT v.text_vi, v.text_en, v.sort_order, v.product_types::text[]
FROM (VALUES
  ('Đặt nhầm ngày bay, chuyến bay hoặc hành khách', 'I booked the wrong date, flight or passenger', 7, '{flight,combo}'),
  ('Hãng bay đổi giờ bay hoặc hủy chuyến', 'The airline changed the schedule or cancelled the flight', 8, '{flight,combo}'),
  ('Đặt nhầm ưu đãi hoặc số lượng', 'I bought the wrong deal or quantity', 9, '{deal,voucher}')
) AS v(text_vi, text_en, sort_order, product_types)
WHERE EXISTS (SELECT 1 FROM "cancel_reasons");
