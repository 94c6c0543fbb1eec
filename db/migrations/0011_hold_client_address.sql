ALTER TABLE "booking_requests" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "flight_booking_requests" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "booking_requests_address_idx" ON "booking_requests" USING btree ("client_address","expires_at") WHERE "booking_requests"."status" = 'HELD';--> statement-breakpoint
CREATE INDEX "flight_booking_requests_address_idx" ON "flight_booking_requests" USING btree ("client_address","expires_at") WHERE "flight_booking_requests"."status" = 'HELD';