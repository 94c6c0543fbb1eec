ALTER TABLE "banners" ADD COLUMN "season_start" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "season_end" text;--> statement-breakpoint
ALTER TABLE "content_posts" ADD COLUMN "season_start" text;--> statement-breakpoint
ALTER TABLE "content_posts" ADD COLUMN "season_end" text;--> statement-breakpoint
ALTER TABLE "content_posts" ADD COLUMN "image_alt_vi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_posts" ADD COLUMN "image_alt_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "internal_messages" ADD COLUMN "ticket" text;--> statement-breakpoint
-- messages kept before tickets get the number they would have had
UPDATE "internal_messages" SET "ticket" = 'LH-' || to_char("created_at" AT TIME ZONE 'Asia/Ho_Chi_Minh', 'YYYY') || '-' || lpad("id"::text, 6, '0');--> statement-breakpoint
ALTER TABLE "internal_messages" ALTER COLUMN "ticket" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "internal_messages" ADD CONSTRAINT "internal_messages_ticket_unique" UNIQUE("ticket");--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_season_ck" CHECK (("banners"."season_start" is null and "banners"."season_end" is null) or ("banners"."season_start" ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' and "banners"."season_end" ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'));--> statement-breakpoint
ALTER TABLE "content_posts" ADD CONSTRAINT "content_posts_season_ck" CHECK (("content_posts"."season_start" is null and "content_posts"."season_end" is null) or ("content_posts"."season_start" ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' and "content_posts"."season_end" ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'));--> statement-breakpoint
-- a database seeded before seasons: the seeded summer and Tet banners and the summer promotion follow the date from now on
UPDATE "banners" SET "season_start" = '06-01', "season_end" = '08-31' WHERE "id" IN (SELECT "banner_id" FROM "banner_medias" WHERE "url" LIKE '/banners/summer-sale-%');--> statement-breakpoint
UPDATE "banners" SET "season_start" = '12-01', "season_end" = '02-20', "active" = true WHERE "id" IN (SELECT "banner_id" FROM "banner_medias" WHERE "url" LIKE '/banners/tet-holiday-%');--> statement-breakpoint
UPDATE "content_posts" SET "season_start" = '06-01', "season_end" = '08-31' WHERE "slug" = 'uu-dai-he-giam-40';
