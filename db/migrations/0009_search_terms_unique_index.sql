DROP INDEX "hotel_search_terms_term_idx";--> statement-breakpoint
ALTER TABLE "hotel_search_terms" DROP CONSTRAINT "hotel_search_terms_term_hotel_id_pk";--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_search_terms_term_idx" ON "hotel_search_terms" USING btree ("term" text_pattern_ops,"hotel_id","popularity");