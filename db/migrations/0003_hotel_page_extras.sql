ALTER TABLE "hotels" ADD COLUMN "check_in_time" text DEFAULT '14:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "check_out_time" text DEFAULT '12:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "nearby_places" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "review_scores" jsonb;